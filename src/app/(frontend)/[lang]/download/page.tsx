import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { PageShell } from '@/site/components/PageShell'
import { getMenuContext } from '@/site/lib/content'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { DownloadList } from '@/site/pages/download/DownloadList'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'
import { getDownloads, menuOfPage, menuOnlyInChinese, onlyInChinese, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

type DownloadProps = { searchParams: Promise<SearchParams> }

/** G5: the menu has files, but none with an English title. */
const filesOnlyInChinese = async (menuId: string): Promise<boolean> =>
  (await readSection('downloads', () => getDownloads(menuId)))?.length === 0 &&
  onlyInChinese(async (chinese) => (await chinese.getDownloads(menuId)).length)

async function describePage({ searchParams }: DownloadProps): Promise<Metadata> {
  const params = await searchParams
  const [{ text }, context] = await Promise.all([getSiteLanguage(), readSection('menu', () => getMenuContext(params.menuId))])
  const notInEnglish = (await menuOnlyInChinese(params.menuId)) || (context !== null && (await filesOnlyInChinese(String(context.menu.id))))
  const base = await pageMetadata(params.menuId, { description: text.downloadsDescription })
  return withSeo(base, { path: canonicalPath('/download', params, ['menuId']), notInEnglish })
}

/** P4 /download?menuId=…: the menu's files, each saved through the content API's DownloadFile. */
async function DownloadPage({ searchParams }: DownloadProps) {
  const params = await searchParams
  const { menuId } = params
  if (await menuOnlyInChinese(menuId)) return <NotInEnglishPage path="/download" params={params} />
  const menu = await menuOfPage(menuId, true)
  const files = menu ? await readList('downloads', () => getDownloads(menu.menu.id)) : UNAVAILABLE
  // G5: the English page lists the files with an English title; with none, the page says so.
  if (menu && files !== UNAVAILABLE && files.length === 0 && (await filesOnlyInChinese(String(menu.menu.id)))) {
    return <NotInEnglishPage path="/download" params={params} menuId={menuId} />
  }
  // The browser calls the content API itself, as the shell's islands do (same site id and token).
  const { SITE_ID: siteId, CONTENT_API_TOKEN: token } = getEnv()
  return (
    <PageShell menuId={menuId}>
      {menu && <PageTitle nameCN={menu.menu.nameCN} nameEN={menu.menu.nameEN} />}
      {files === UNAVAILABLE || files.length === 0 ? (
        <EmptyState unavailable={files === UNAVAILABLE} />
      ) : (
        <DownloadList files={files} siteId={siteId} token={token} />
      )}
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(DownloadPage, describePage)
export default editionPage(DownloadPage)

import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'
import { DownloadList } from '@/site/pages/download/DownloadList'
import { EmptyState, UNAVAILABLE_TEXT } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { getDownloads, menuOfPage, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

type DownloadProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: DownloadProps): Promise<Metadata> {
  const params = await searchParams
  const base = await pageMetadata(params.menuId, { description: (menuName) => `${menuName}：参展手册、申请表、展位图等资料下载` })
  return withSeo(base, { path: canonicalPath('/download', params, ['menuId']) })
}

/** P4 /download?menuId=…: the menu's files, each saved through the content API's DownloadFile. */
export default async function DownloadPage({ searchParams }: DownloadProps) {
  const { menuId } = await searchParams
  const menu = await menuOfPage(menuId, true)
  const files = menu ? await readList('downloads', () => getDownloads(menu.menu.id)) : UNAVAILABLE
  // The browser calls the content API itself, as the shell's islands do (same site id and token).
  const { SITE_ID: siteId, CONTENT_API_TOKEN: token } = getEnv()
  return (
    <PageShell menuId={menuId}>
      {menu && <PageTitle nameCN={menu.menu.nameCN} nameEN={menu.menu.nameEN} />}
      {files === UNAVAILABLE || files.length === 0 ? (
        <EmptyState>{files === UNAVAILABLE ? UNAVAILABLE_TEXT : undefined}</EmptyState>
      ) : (
        <DownloadList files={files} siteId={siteId} token={token} />
      )}
    </PageShell>
  )
}

import type { Metadata } from 'next'

import { PageShell } from '@/site/components/PageShell'
import { getMenuContext } from '@/site/lib/content'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { NewsList } from '@/site/pages/news/NewsList'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { pageNotFound } from '@/site/pages/shared/NotFound'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { Pager } from '@/site/pages/shared/Pager'
import { hrefWith, pageCount, parsePageNumber } from '@/site/pages/shared/params'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'
import { getMenuArticles, menuOfPage, menuOnlyInChinese, onlyInChinese, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

const PAGE_SIZE = 10

type NewsProps = { searchParams: Promise<SearchParams> }

/** G5: the menu has news, but none in English. */
const newsOnlyInChinese = async (menuId: string): Promise<boolean> =>
  (await readSection('news list', () => getMenuArticles(menuId, 1, PAGE_SIZE, true)))?.total === 0 &&
  onlyInChinese(async (chinese) => (await chinese.getMenuArticles(menuId, { pageIndex: 1, pageSize: 1, includeSubmenus: true })).total)

async function describePage({ searchParams }: NewsProps): Promise<Metadata> {
  const params = await searchParams
  const [{ text }, context] = await Promise.all([getSiteLanguage(), readSection('menu', () => getMenuContext(params.menuId))])
  const notInEnglish = (await menuOnlyInChinese(params.menuId)) || (context !== null && (await newsOnlyInChinese(String(context.menu.id))))
  const base = await pageMetadata(params.menuId, { description: text.newsDescription })
  return withSeo(base, { path: canonicalPath('/news', params, ['menuId', 'page']), notInEnglish })
}

/** P2 /news?menuId=…&page=N: the menu's articles, newest first, ten a page. */
async function NewsPage({ searchParams }: NewsProps) {
  const params = await searchParams
  const { menuId, page } = params
  const pageIndex = parsePageNumber(page)
  if (pageIndex === null) pageNotFound()
  if (await menuOnlyInChinese(menuId)) return <NotInEnglishPage path="/news" params={params} />
  const menu = await menuOfPage(menuId, true)
  const id = menu ? String(menu.menu.id) : ''
  const list = menu ? await readList('news list', () => getMenuArticles(id, pageIndex, PAGE_SIZE, true)) : UNAVAILABLE
  const count = list === UNAVAILABLE ? 1 : pageCount(list.total, PAGE_SIZE)
  // A page past the last is a 404; when the list cannot be read, the page cannot tell (S31).
  if (list !== UNAVAILABLE && pageIndex > count) pageNotFound()
  // G5: the English list shows the news written in English; with none, the page says so.
  if (list !== UNAVAILABLE && list.total === 0 && (await newsOnlyInChinese(id)))
    return <NotInEnglishPage path="/news" params={params} menuId={menuId} />
  const { path } = await getSiteLanguage()
  return (
    <PageShell menuId={menuId}>
      {menu && <PageTitle nameCN={menu.menu.nameCN} nameEN={menu.menu.nameEN} />}
      {list === UNAVAILABLE || list.items.length === 0 ? (
        <EmptyState unavailable={list === UNAVAILABLE} />
      ) : (
        <>
          <NewsList articles={list.items} menuId={id} />
          <Pager current={pageIndex} count={count} href={(n) => path(hrefWith('/news', { menuId: id, page: n > 1 ? n : null }))} />
        </>
      )}
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(NewsPage, describePage)
export default editionPage(NewsPage)

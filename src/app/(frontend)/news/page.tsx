import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'
import { NewsList } from '@/site/pages/news/NewsList'
import { EmptyState, UNAVAILABLE_TEXT } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { Pager } from '@/site/pages/shared/Pager'
import { hrefWith, pageCount, parsePageNumber } from '@/site/pages/shared/params'
import { getMenuArticles, menuOfPage, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

const PAGE_SIZE = 10

type NewsProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: NewsProps): Promise<Metadata> {
  const params = await searchParams
  const base = await pageMetadata(params.menuId, { description: (menuName) => `${menuName}：展会新闻、行业动态与通知公告` })
  return withSeo(base, { path: canonicalPath('/news', params, ['menuId', 'page']) })
}

/** P2 /news?menuId=…&page=N: the menu's articles, newest first, ten a page. */
export default async function NewsPage({ searchParams }: NewsProps) {
  const { menuId, page } = await searchParams
  const pageIndex = parsePageNumber(page)
  if (pageIndex === null) notFound()
  const menu = await menuOfPage(menuId, true)
  const id = menu ? String(menu.menu.id) : ''
  const list = menu ? await readList('news list', () => getMenuArticles(id, pageIndex, PAGE_SIZE, true)) : UNAVAILABLE
  const count = list === UNAVAILABLE ? 1 : pageCount(list.total, PAGE_SIZE)
  // A page past the last is a 404; when the list cannot be read, the page cannot tell (S31).
  if (list !== UNAVAILABLE && pageIndex > count) notFound()
  return (
    <PageShell menuId={menuId}>
      {menu && <PageTitle nameCN={menu.menu.nameCN} nameEN={menu.menu.nameEN} />}
      {list === UNAVAILABLE || list.items.length === 0 ? (
        <EmptyState>{list === UNAVAILABLE ? UNAVAILABLE_TEXT : undefined}</EmptyState>
      ) : (
        <>
          <NewsList articles={list.items} menuId={id} />
          <Pager current={pageIndex} count={count} href={(n) => hrefWith('/news', { menuId: id, page: n > 1 ? n : null })} />
        </>
      )}
    </PageShell>
  )
}

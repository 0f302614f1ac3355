import type { Metadata } from 'next'

import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { pageNotFound } from '@/site/pages/shared/NotFound'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { Pager } from '@/site/pages/shared/Pager'
import { hrefWith, pageCount } from '@/site/pages/shared/params'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'
import { getExhibitors, menuOfPage, menuOnlyInChinese, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { ExhibitorList } from '@/site/pages/show/ExhibitorList'
import { SearchForm } from '@/site/pages/show/SearchForm'
import { parseShowQuery } from '@/site/pages/show/show-query'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

const PAGE_SIZE = 12

type ShowProps = { searchParams: Promise<SearchParams> }

async function describePage({ searchParams }: ShowProps): Promise<Metadata> {
  const params = await searchParams
  const { text } = await getSiteLanguage()
  const base = await pageMetadata(params.menuId, {
    // Reached without a menu (a shared link), the directory still names itself.
    name: params.menuId === undefined ? text.directory : undefined,
    description: text.directoryDescription,
  })
  // A keyword search is no page of its own: it points at the directory it searched.
  return withSeo(base, {
    path: canonicalPath('/show', params, ['menuId', 'category', 'page']),
    notInEnglish: await menuOnlyInChinese(params.menuId),
  })
}

/** P3 /show?menuId=…&keyword=…&category=…&page=N: the exhibitor directory, searchable, twelve a page. */
async function ShowPage({ searchParams }: ShowProps) {
  const params = await searchParams
  const query = parseShowQuery({ keyword: params.keyword, category: params.category, page: params.page })
  if (query === null) pageNotFound()
  if (await menuOnlyInChinese(params.menuId)) return <NotInEnglishPage path="/show" params={params} />
  const { text, path } = await getSiteLanguage()
  const menu = await menuOfPage(params.menuId, false)
  const menuId = menu ? String(menu.menu.id) : null
  const list = await readList('exhibitors', () => getExhibitors(query.keyword, query.category, query.page, PAGE_SIZE))
  const count = list === UNAVAILABLE ? 1 : pageCount(list.total, PAGE_SIZE)
  if (list !== UNAVAILABLE && query.page > count) pageNotFound()
  const href = (page: number) =>
    path(hrefWith('/show', { menuId, keyword: query.keyword, category: query.category, page: page > 1 ? page : null }))
  return (
    <PageShell menuId={params.menuId} crumbs={menu ? [] : [text.directory]}>
      <PageTitle nameCN={menu?.menu.nameCN ?? text.directory} nameEN={menu ? menu.menu.nameEN : text.directoryEN} />
      <SearchForm keyword={query.keyword} category={query.category} menuId={menuId} />
      {list !== UNAVAILABLE && (
        <p className="show-summary" aria-live="polite">
          {text.exhibitorCount(list.total).before}
          <strong>{list.total}</strong>
          {text.exhibitorCount(list.total).after}
        </p>
      )}
      {list === UNAVAILABLE || list.items.length === 0 ? (
        <EmptyState unavailable={list === UNAVAILABLE} />
      ) : (
        <>
          <ExhibitorList exhibitors={list.items} menuId={menuId} />
          <Pager current={query.page} count={count} href={href} />
        </>
      )}
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(ShowPage, describePage)
export default editionPage(ShowPage)

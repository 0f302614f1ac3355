import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'
import { EmptyState, UNAVAILABLE_TEXT } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { Pager } from '@/site/pages/shared/Pager'
import { hrefWith, pageCount } from '@/site/pages/shared/params'
import { getExhibitors, menuOfPage, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { ExhibitorList } from '@/site/pages/show/ExhibitorList'
import { SearchForm } from '@/site/pages/show/SearchForm'
import { parseShowQuery } from '@/site/pages/show/show-query'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

const PAGE_SIZE = 12
const DIRECTORY_NAME = '展商名录'

type ShowProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: ShowProps): Promise<Metadata> {
  const params = await searchParams
  const base = await pageMetadata(params.menuId, {
    // Reached without a menu (a shared link), the directory still names itself.
    name: params.menuId === undefined ? DIRECTORY_NAME : undefined,
    description: (menuName) => `${menuName}：按中英文名称或展品类别查找参展企业、展位号与企业简介`,
  })
  // A keyword search is no page of its own: it points at the directory it searched.
  return withSeo(base, { path: canonicalPath('/show', params, ['menuId', 'category', 'page']) })
}

/** P3 /show?menuId=…&keyword=…&category=…&page=N: the exhibitor directory, searchable, twelve a page. */
export default async function ShowPage({ searchParams }: ShowProps) {
  const params = await searchParams
  const query = parseShowQuery({ keyword: params.keyword, category: params.category, page: params.page })
  if (query === null) notFound()
  const menu = await menuOfPage(params.menuId, false)
  const menuId = menu ? String(menu.menu.id) : null
  const list = await readList('exhibitors', () => getExhibitors(query.keyword, query.category, query.page, PAGE_SIZE))
  const count = list === UNAVAILABLE ? 1 : pageCount(list.total, PAGE_SIZE)
  if (list !== UNAVAILABLE && query.page > count) notFound()
  const href = (page: number) =>
    hrefWith('/show', { menuId, keyword: query.keyword, category: query.category, page: page > 1 ? page : null })
  return (
    <PageShell menuId={params.menuId} crumbs={menu ? [] : [DIRECTORY_NAME]}>
      <PageTitle nameCN={menu?.menu.nameCN ?? DIRECTORY_NAME} nameEN={menu ? menu.menu.nameEN : 'Exhibitors'} />
      <SearchForm keyword={query.keyword} category={query.category} menuId={menuId} />
      {list !== UNAVAILABLE && (
        <p className="show-summary" aria-live="polite">
          共 <strong>{list.total}</strong> 家展商
        </p>
      )}
      {list === UNAVAILABLE || list.items.length === 0 ? (
        <EmptyState>{list === UNAVAILABLE ? UNAVAILABLE_TEXT : undefined}</EmptyState>
      ) : (
        <>
          <ExhibitorList exhibitors={list.items} menuId={menuId} />
          <Pager current={query.page} count={count} href={href} />
        </>
      )}
    </PageShell>
  )
}

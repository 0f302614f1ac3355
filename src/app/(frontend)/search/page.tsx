import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { siteSearch } from '@/search/site-search'
import { parseQuery, QUERY_PROBLEMS } from '@/search/text'
import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'
import { SearchForm } from '@/site/pages/search/SearchForm'
import { SearchResults } from '@/site/pages/search/SearchResults'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { Pager } from '@/site/pages/shared/Pager'
import { firstValue, hrefWith, pageCount, parsePageNumber } from '@/site/pages/shared/params'
import { readList, UNAVAILABLE } from '@/site/pages/shared/reads'

const PAGE_SIZE = 10
const PAGE_NAME = '站内搜索'

type SearchProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata(): Promise<Metadata> {
  const base = await pageMetadata(undefined, { name: PAGE_NAME, description: '搜索本站的新闻、页面和展商' })
  // G6: results pages stay out of indexes (robots.txt disallows /search too).
  return { ...base, robots: { index: false } }
}

/**
 * G6 /search?q=…&page=N: published news, pages and exhibitors holding every term of the query,
 * ten a page, the matches marked. A query that cannot be searched (empty, one character,
 * punctuation only, too long) gets a message, never an error; so does a page past the last.
 */
export default async function SearchPage({ searchParams }: SearchProps) {
  const params = await searchParams
  const query = parseQuery(firstValue(params.q) ?? '')
  const pageIndex = parsePageNumber(params.page) ?? 1
  const remote = getEnv().CONTENT_SOURCE === 'remote'
  const results =
    query.ok && !remote ? await readList('search', () => siteSearch().search('zh', query.terms, { pageIndex, pageSize: PAGE_SIZE })) : null
  const count = results && results !== UNAVAILABLE ? pageCount(results.total, PAGE_SIZE) : 1
  return (
    <PageShell menuId={undefined} crumbs={[PAGE_NAME]}>
      <PageTitle nameCN={PAGE_NAME} nameEN="Search" />
      <SearchForm query={query.text} />
      {remote ? (
        <EmptyState>本站搜索暂不可用，请通过菜单浏览。</EmptyState>
      ) : !query.ok ? (
        <EmptyState>{QUERY_PROBLEMS[query.problem]}</EmptyState>
      ) : results === UNAVAILABLE || results === null ? (
        <EmptyState unavailable />
      ) : results.total === 0 ? (
        <EmptyState>{`没有找到与“${query.text}”相关的内容，换个词试试。`}</EmptyState>
      ) : pageIndex > count ? (
        <EmptyState>{`没有第 ${pageIndex} 页了：共 ${count} 页结果。`}</EmptyState>
      ) : (
        <>
          <p className="search-summary" aria-live="polite">
            共找到 <strong>{results.total}</strong> 条结果
          </p>
          <SearchResults hits={results.hits} first={(pageIndex - 1) * PAGE_SIZE + 1} />
          <Pager current={pageIndex} count={count} href={(n) => hrefWith('/search', { q: query.text, page: n > 1 ? n : null })} />
        </>
      )}
    </PageShell>
  )
}

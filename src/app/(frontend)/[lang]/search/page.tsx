import type { Metadata } from 'next'

import { getEnv } from '@/config/env'
import { siteSearch } from '@/search/site-search'
import { parseQuery, QUERY_MAX_LENGTH } from '@/search/text'
import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
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

type SearchProps = { searchParams: Promise<SearchParams> }

async function describePage(): Promise<Metadata> {
  const { text } = await getSiteLanguage()
  const base = await pageMetadata(undefined, { name: text.siteSearch.name, description: text.siteSearch.description })
  // G6: results pages stay out of indexes (robots.txt disallows /search too).
  return { ...base, robots: { index: false } }
}

/**
 * G6 /search?q=…&page=N (and /en/search, G5): published news, pages and exhibitors holding every
 * term of the query, in the page's language, ten a page, the matches marked. A query that cannot
 * be searched (empty, one character, punctuation only, too long) gets a message, never an error;
 * so does a page past the last.
 */
async function SearchPage({ searchParams }: SearchProps) {
  const params = await searchParams
  const { locale, text, path } = await getSiteLanguage()
  const words = text.siteSearch
  const query = parseQuery(firstValue(params.q) ?? '')
  const pageIndex = parsePageNumber(params.page) ?? 1
  const remote = getEnv().CONTENT_SOURCE === 'remote'
  const results =
    query.ok && !remote
      ? await readList('search', () => siteSearch().search(locale, query.terms, { pageIndex, pageSize: PAGE_SIZE }))
      : null
  const count = results && results !== UNAVAILABLE ? pageCount(results.total, PAGE_SIZE) : 1
  const problem = query.ok
    ? null
    : query.problem === 'too-long'
      ? words.problems['too-long'](QUERY_MAX_LENGTH)
      : words.problems[query.problem]
  return (
    <PageShell menuId={undefined} crumbs={[words.name]}>
      <PageTitle nameCN={words.name} nameEN={words.nameEN} />
      <SearchForm query={query.text} />
      {remote ? (
        <EmptyState>{words.remote}</EmptyState>
      ) : problem !== null ? (
        <EmptyState>{problem}</EmptyState>
      ) : results === UNAVAILABLE || results === null ? (
        <EmptyState unavailable />
      ) : results.total === 0 ? (
        <EmptyState>{words.noResults(query.text)}</EmptyState>
      ) : pageIndex > count ? (
        <EmptyState>{words.pastLastPage(pageIndex, count)}</EmptyState>
      ) : (
        <>
          <p className="search-summary" aria-live="polite">
            {words.found.before}
            <strong>{results.total}</strong>
            {words.found.after}
          </p>
          <SearchResults hits={results.hits} first={(pageIndex - 1) * PAGE_SIZE + 1} />
          <Pager current={pageIndex} count={count} href={(n) => path(hrefWith('/search', { q: query.text, page: n > 1 ? n : null }))} />
        </>
      )}
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(SearchPage, describePage)
export default editionPage(SearchPage)

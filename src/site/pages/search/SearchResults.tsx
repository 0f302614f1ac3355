import Link from 'next/link'

import type { SearchHit } from '@/search/site-search'
import { getSiteLanguage } from '@/site/lib/locale'
import { formatDate } from '@/site/pages/shared/format'

import { Highlighted } from './Highlighted'

/** G6: one page of results: kind, highlighted title, subtitle or English name, an excerpt, the date of news. */
export async function SearchResults({ hits, first }: { hits: readonly SearchHit[]; first: number }) {
  const { text } = await getSiteLanguage()
  return (
    <ol className="search-results" start={first}>
      {hits.map((hit) => {
        const date = formatDate(hit.publishedAt)
        return (
          <li key={hit.path} className="search-result">
            <span className={`search-result__kind search-result__kind--${hit.kind}`}>{text.siteSearch.kinds[hit.kind]}</span>
            <h2 className="search-result__title">
              <Link href={hit.path}>
                <Highlighted segments={hit.title} />
              </Link>
            </h2>
            {hit.subtitle.length > 0 && (
              <p className="search-result__subtitle">
                <Highlighted segments={hit.subtitle} />
              </p>
            )}
            {hit.excerpt.length > 0 && (
              <p className="search-result__excerpt">
                <Highlighted segments={hit.excerpt} />
              </p>
            )}
            {date && (
              <time className="search-result__date" dateTime={hit.publishedAt ?? undefined}>
                {date}
              </time>
            )}
          </li>
        )
      })}
    </ol>
  )
}

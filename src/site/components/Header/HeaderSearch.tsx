import { QUERY_MAX_LENGTH } from '@/search/text'
import { getSiteLanguage } from '@/site/lib/locale'

/** G6: the header's search box: a plain GET form to /search, so it works before (and without) any script. */
export async function HeaderSearch() {
  const { text, path } = await getSiteLanguage()
  return (
    <form action={path('/search')} method="get" className="site-search" role="search" aria-label={text.siteSearch.label}>
      <label className="visually-hidden" htmlFor="site-search-q">
        {text.siteSearch.headerField}
      </label>
      <input
        id="site-search-q"
        className="text-input site-search__input"
        type="search"
        name="q"
        maxLength={QUERY_MAX_LENGTH}
        placeholder={text.siteSearch.headerPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="site-search__button" aria-label={text.search}>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  )
}

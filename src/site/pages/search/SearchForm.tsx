import { QUERY_MAX_LENGTH } from '@/search/text'
import { getSiteLanguage } from '@/site/lib/locale'

/** G6: the results page's own box, holding the query; a plain GET form (works before any script). */
export async function SearchForm({ query }: { query: string }) {
  const { text, path } = await getSiteLanguage()
  return (
    <form key={query} action={path('/search')} method="get" className="search-form" role="search" aria-label={text.siteSearch.label}>
      <label className="visually-hidden" htmlFor="search-page-q">
        {text.siteSearch.pageField}
      </label>
      <input
        id="search-page-q"
        className="text-input search-form__input"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={QUERY_MAX_LENGTH}
        placeholder={text.siteSearch.pagePlaceholder}
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="button search-form__button">
        {text.search}
      </button>
    </form>
  )
}

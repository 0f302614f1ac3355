import { QUERY_MAX_LENGTH } from '@/search/text'


/** G6: the results page's own box, holding the query; a plain GET form (works before any script). */
export function SearchForm({ query }: { query: string }) {
  return (
    <form key={query} action="/search" method="get" className="search-form" role="search" aria-label="站内搜索">
      <label className="visually-hidden" htmlFor="search-page-q">
        搜索内容
      </label>
      <input
        id="search-page-q"
        className="search-form__input"
        type="search"
        name="q"
        defaultValue={query}
        maxLength={QUERY_MAX_LENGTH}
        placeholder="搜索新闻、页面和展商"
        enterKeyHint="search"
        autoComplete="off"
      />
      <button type="submit" className="button search-form__button">
        搜索
      </button>
    </form>
  )
}

import Form from 'next/form'
import Link from 'next/link'

import { exhibitorCategories } from '@/content-model/exhibitor-categories'
import { getSiteLanguage } from '@/site/lib/locale'
import { categoryName } from '@/site/lib/site-text'
import { hrefWith } from '@/site/pages/shared/params'

import { KEYWORD_MAX_LENGTH } from './show-query'

type SearchFormProps = { keyword: string; category: string; menuId: string | null }

/**
 * P3: a GET form, so a search lives in the URL and can be shared; it works before hydration too.
 * Keyed by the query so the fields follow the URL on back/forward navigation.
 */
export async function SearchForm({ keyword, category, menuId }: SearchFormProps) {
  const { locale, text, path } = await getSiteLanguage()
  return (
    <Form key={`${keyword}\n${category}`} action={path('/show')} className="show-search" role="search" aria-label={text.exhibitorSearch}>
      {menuId && <input type="hidden" name="menuId" value={menuId} />}
      <label className="show-search__field show-search__field--keyword">
        <span className="show-search__label">{text.exhibitorName}</span>
        <input
          className="text-input show-search__input"
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder={text.exhibitorNamePlaceholder}
          enterKeyHint="search"
          autoComplete="off"
        />
      </label>
      <label className="show-search__field">
        <span className="show-search__label">{text.category}</span>
        <select className="text-input show-search__input" name="category" defaultValue={category}>
          <option value="">{text.allCategories}</option>
          {exhibitorCategories.map((name) => (
            <option key={name} value={name}>
              {categoryName(name, locale)}
            </option>
          ))}
        </select>
      </label>
      <div className="show-search__actions">
        <button type="submit" className="button">
          {text.search}
        </button>
        {(keyword || category) && (
          <Link className="button button--ghost" href={path(hrefWith('/show', { menuId }))}>
            {text.clear}
          </Link>
        )}
      </div>
    </Form>
  )
}

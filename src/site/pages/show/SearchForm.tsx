import Form from 'next/form'
import Link from 'next/link'

import { exhibitorCategories } from '@/content-model/exhibitor-categories'
import { hrefWith } from '@/site/pages/shared/params'

import { KEYWORD_MAX_LENGTH } from './show-query'

type SearchFormProps = { keyword: string; category: string; menuId: string | null }

/**
 * P3: a GET form, so a search lives in the URL and can be shared; it works before hydration too.
 * Keyed by the query so the fields follow the URL on back/forward navigation.
 */
export function SearchForm({ keyword, category, menuId }: SearchFormProps) {
  return (
    <Form key={`${keyword}\n${category}`} action="/show" className="show-search" role="search" aria-label="展商搜索">
      {menuId && <input type="hidden" name="menuId" value={menuId} />}
      <label className="show-search__field show-search__field--keyword">
        <span className="show-search__label">展商名称</span>
        <input
          className="show-search__input"
          type="search"
          name="keyword"
          defaultValue={keyword}
          maxLength={KEYWORD_MAX_LENGTH}
          placeholder="输入中文或英文名称"
          enterKeyHint="search"
          autoComplete="off"
        />
      </label>
      <label className="show-search__field">
        <span className="show-search__label">展品类别</span>
        <select className="show-search__input" name="category" defaultValue={category}>
          <option value="">全部类别</option>
          {exhibitorCategories.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <div className="show-search__actions">
        <button type="submit" className="button">
          搜索
        </button>
        {(keyword || category) && (
          <Link className="button button--ghost" href={hrefWith('/show', { menuId })}>
            清除
          </Link>
        )}
      </div>
    </Form>
  )
}

import { exhibitorCategories } from '@/content-model/exhibitor-categories'
import { firstValue, parsePageNumber, type SearchParam } from '@/site/pages/shared/params'

/** The content API refuses longer keywords (SPEC A3); a longer one is cut, not refused. */
export const KEYWORD_MAX_LENGTH = 100

export type ShowQuery = { keyword: string; category: string; page: number }

const isCategory = (value: string): boolean => (exhibitorCategories as readonly string[]).includes(value)

/**
 * The directory's search as the URL gives it. An unknown category means "all" (the API would
 * refuse it); null when the page number is malformed (a 404, P5).
 */
export function parseShowQuery(params: { keyword: SearchParam; category: SearchParam; page: SearchParam }): ShowQuery | null {
  const page = parsePageNumber(params.page)
  if (page === null) return null
  const keyword = (firstValue(params.keyword) ?? '').trim().slice(0, KEYWORD_MAX_LENGTH)
  const category = (firstValue(params.category) ?? '').trim()
  return { keyword, category: isCategory(category) ? category : '', page }
}

import type { LeadFilters } from '@/leads/read'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const RATINGS = new Set(['hot', 'warm', 'cold'])

/**
 * L5: the leads page's filters as its form and the export links send them (`q` the search), or
 * the Chinese reason a value is refused (an export answers it as a 400).
 */
export function parseLeadFilters(query: URLSearchParams): LeadFilters | string {
  const filters: LeadFilters = {}
  const search = query.get('q')?.trim()
  if (search) filters.search = search.slice(0, 50)
  const day = query.get('day')
  if (day) {
    if (!DAY.test(day)) return `日期格式应为 YYYY-MM-DD：${day.slice(0, 20)}`
    filters.day = day
  }
  const rating = query.get('rating')
  if (rating) {
    if (!RATINGS.has(rating)) return 'rating 只能是 hot、warm 或 cold'
    filters.rating = rating as LeadFilters['rating']
  }
  const tag = query.get('tag')?.trim()
  if (tag) filters.tag = tag.slice(0, 30)
  const staff = query.get('staff')
  if (staff) {
    const id = Number(staff)
    if (!Number.isSafeInteger(id) || id <= 0) return 'staff 应为展位人员账号的编号'
    filters.staff = id
  }
  return filters
}

/** The query that gives the same filters back (the export links, the pages' links). */
export function leadFilterParams({ search, ...filters }: LeadFilters): Record<string, string> {
  return Object.fromEntries(
    Object.entries({ q: search, ...filters })
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  )
}

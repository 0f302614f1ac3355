import { parseMenuId } from '@/site/lib/menu-context'

export type SearchParam = string | string[] | undefined

/** Ids in links are opaque: the same shape as a menu id (the content source rejects the rest). */
export const parseId = parseMenuId

const PAGE_NUMBER = /^[1-9]\d{0,5}$/

/** `page` as given → the 1-based page number; null when malformed (0, 'x', repeated…). Missing is page 1. */
export function parsePageNumber(value: SearchParam): number | null {
  if (value === undefined) return 1
  return typeof value === 'string' && PAGE_NUMBER.test(value) ? Number(value) : null
}

/** The number of pages of a list; an empty list still has its first page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

/** One value of a search param that may be repeated or missing. */
export function firstValue(value: SearchParam): string | undefined {
  return Array.isArray(value) ? value[0] : value
}

/** A page's own URL with these query params, empty ones left out. */
export function hrefWith(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

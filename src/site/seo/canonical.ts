import type { SearchParams } from '@/site/lib/metadata'

/**
 * G1: the one canonical form of a routed page: its path with only the params that choose its
 * content, in a fixed order (`/news-detail?id=5&menuId=3`, never `?menuId=3&id=5&utm=…`).
 * A repeated param counts by its first value; empty ones, and `page=1`, are left out.
 */
export function canonicalPath(path: string, params: SearchParams, keep: readonly string[]): string {
  const query = new URLSearchParams()
  for (const name of keep) {
    const raw = params[name]
    const value = Array.isArray(raw) ? raw[0] : raw
    if (value === undefined || value === '' || (name === 'page' && value === '1')) continue
    query.append(name, value)
  }
  const search = query.toString()
  return search ? `${path}?${search}` : path
}

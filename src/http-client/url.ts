export type QueryValue = string | number | boolean | Date | null | undefined
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>

function isList(value: QueryValue | readonly QueryValue[]): value is readonly QueryValue[] {
  return Array.isArray(value)
}

function encodeValue(value: string | number | boolean | Date): string {
  return encodeURIComponent(value instanceof Date ? value.toISOString() : String(value))
}

/**
 * Keys are sorted so that the same params in a different order produce the
 * same URL, which the duplicate-request detection relies on.
 */
export function serialiseParams(params: QueryParams | undefined): string {
  if (!params) return ''
  const parts: string[] = []
  for (const key of Object.keys(params).sort()) {
    const raw = params[key]
    const values: readonly QueryValue[] = raw === undefined ? [] : isList(raw) ? raw : [raw]
    for (const value of values) {
      if (value === undefined || value === null) continue
      parts.push(`${encodeURIComponent(key)}=${encodeValue(value)}`)
    }
  }
  return parts.join('&')
}

const ABSOLUTE = /^(?:[a-z][a-z\d+.-]*:)?\/\//i

export function buildUrl(baseURL: string, url: string, params?: QueryParams): string {
  const joined = baseURL === '' || ABSOLUTE.test(url) ? url : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`
  const query = serialiseParams(params)
  if (query === '') return joined
  if (!joined.includes('?')) return `${joined}?${query}`
  return /[?&]$/.test(joined) ? `${joined}${query}` : `${joined}&${query}`
}

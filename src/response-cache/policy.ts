import type { IncomingMessage } from 'node:http'

import Negotiator from 'negotiator'

/** The public pages (SPEC S9) whose anonymous GETs the response cache may answer, in both editions (G5: /en/…, keyed apart by path). */
const CHINESE_PAGES = ['/home', '/info', '/show', '/showDetail', '/news', '/news-detail', '/detail', '/download']
const PUBLIC_PAGES = new Set([...CHINESE_PAGES, ...CHINESE_PAGES.map((path) => `/en${path}`)])

/** What crawlers and browsers fetch beside the pages (G1, G7): as public, cleared by the same content events. */
const PUBLIC_DOCUMENTS = new Set(['/sitemap.xml', '/robots.txt', '/rss.xml', '/en/rss.xml', '/favicon.ico', '/apple-touch-icon.png'])
const SITEMAP_FILE = /^\/sitemap\/[1-9]\d{0,5}\.xml$/

/** Cookies that mean "this visitor may see something others must not": a session, a preview. */
const PRIVATE_COOKIES = /(?:^|;\s*)(payload-token|__prerender_bypass|__next_preview_data|__next_draft_mode)=/

/** How long past its freshness a stored answer may still be given while it is refreshed (downstream caches and the front thread). */
export const STALE_WHILE_REVALIDATE_MS = 300_000

export const CACHE_CONTROL = `public, max-age=0, s-maxage=60, stale-while-revalidate=${STALE_WHILE_REVALIDATE_MS / 1000}`

/** G1: pages also say `no-transform`, so that no proxy or mobile transcoder (Baidu's) rewrites them. */
export function cacheControlFor(contentType: string | undefined): string {
  return contentType?.startsWith('text/html') ? `${CACHE_CONTROL}, no-transform` : CACHE_CONTROL
}

/**
 * The cache key of a request the cache may answer, or null when it must go to Next:
 * anything but GET/HEAD, the admin, Payload's REST API, downloads, sessions, previews and
 * client-side navigations (RSC requests vary by router state).
 */
export function cacheKey(request: IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const { headers } = request
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-action']) return null
  if (headers.cookie && PRIVATE_COOKIES.test(headers.cookie)) return null
  const target = normalizedTarget(request.url ?? '/')
  if (target === null) return null
  // The API's answer depends on who asks: the CORS origin and the bearer token.
  return target.api ? `${target.key}|${headers.origin ?? ''}|${headers.authorization ?? ''}` : target.key
}

type Target = { key: string; api: boolean } | null

/**
 * Path and sorted query of a request target the cache may hold, or null. Parsing a URL costs
 * more than answering a hit, and visitors ask for few distinct targets: results are memoized.
 */
const normalizedTarget = memoized((rawUrl: string): Target => {
  const url = new URL(rawUrl, 'http://cache.local')
  const api = url.pathname.startsWith('/api/Website/')
  if (!api && !PUBLIC_PAGES.has(url.pathname) && !PUBLIC_DOCUMENTS.has(url.pathname) && !SITEMAP_FILE.test(url.pathname)) return null
  if (api && /^\/api\/Website\/DownloadFile$/i.test(url.pathname)) return null
  if (url.searchParams.has('_rsc')) return null
  url.searchParams.sort()
  const query = url.searchParams.toString()
  return { key: `${url.pathname}${query ? `?${query}` : ''}`, api }
})

export type Encoding = 'br' | 'gzip' | 'identity'

/** Smallest first: among encodings of the same quality the client gets the smaller body. */
const ENCODINGS: readonly Encoding[] = ['br', 'gzip', 'identity']

/**
 * The best encoding the client accepts (q-values honoured, q=0 refused), by `negotiator`. Memoized
 * per distinct header: browsers send a handful of values, so a hit never parses one.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  return bestEncoding(acceptEncoding ?? '')
}

const bestEncoding = memoized(
  (acceptEncoding: string): Encoding =>
    // Even `identity;q=0` gets an answer: the body uncompressed rather than a 406.
    (new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(ENCODINGS, { preferred: ENCODINGS }) as Encoding | undefined) ?? 'identity',
)

/**
 * A pure function of a string, remembered for the last few thousand distinct inputs: the
 * memo starts over when full, so hostile unique inputs cost memory only up to that bound.
 */
function memoized<T>(compute: (input: string) => T, maxEntries = 2_000): (input: string) => T {
  const results = new Map<string, T>()
  return (input) => {
    const known = results.get(input)
    if (known !== undefined || results.has(input)) return known as T
    if (results.size >= maxEntries) results.clear()
    const result = compute(input)
    results.set(input, result)
    return result
  }
}

import type { IncomingMessage } from 'node:http'

import Negotiator from 'negotiator'

/**
 * Cookies that mean "this visitor may see something others must not": Payload's session, Next's
 * draft and preview modes (tests/unit/framework-names.test.ts fails if Next renames its own).
 */
export const PRIVATE_COOKIE_NAMES = ['payload-token', '__prerender_bypass', '__next_preview_data', '__next_draft_mode'] as const
const PRIVATE_COOKIES = new RegExp(`(?:^|;\\s*)(${PRIVATE_COOKIE_NAMES.join('|')})=`)

/**
 * Headers of Next's client router and server actions (X9): their answers are flight data or an
 * action's result for one router state, never the page a visitor's plain GET gets. Such requests
 * pass through to Next but are never stored or answered from the store (names checked against
 * Next's own by tests/unit/framework-names.test.ts). (The framework-internal
 * headers no browser sends are removed before Next sees the request: src/serving/request-check.ts.)
 */
export const ROUTER_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-router-state-tree',
  'next-action',
  'next-url',
] as const

/** How long past its freshness a stored answer may still be given while it is refreshed (downstream caches). */
export const STALE_WHILE_REVALIDATE_MS = 300_000

export const CACHE_CONTROL = `public, max-age=0, s-maxage=60, stale-while-revalidate=${STALE_WHILE_REVALIDATE_MS / 1000}`

/** G1: pages also say `no-transform`, so that no proxy or mobile transcoder (Baidu's) rewrites them. */
export function cacheControlFor(contentType: string | undefined): string {
  return contentType?.startsWith('text/html') ? `${CACHE_CONTROL}, no-transform` : CACHE_CONTROL
}

/**
 * The routes the cache may answer, each with the query parameters it reads (W3): the site's pages
 * and documents (src/site/cacheable.ts) and the content API's endpoints (src/content-api/cacheable.ts).
 */
export type CacheRoutes = {
  pages: Record<string, readonly string[]>
  /** The English edition's prefix: `/en/news` is `/news`'s page, keyed apart by its path. */
  editionPrefix: string
  documents: Record<string, string>
  /** The query parameters a document reads; one not listed reads none. */
  documentParameters: Record<string, readonly string[]>
  documentPattern: { path: RegExp; type: string }
  contentApi: { prefix: string; common: readonly string[]; endpoints: Record<string, readonly string[]> }
}

/**
 * What the cache may do with a request: its key, the URL to render it from (the canonical one: only
 * the parameters the route reads, sorted) and the content type its answer must have to be stored
 * (X9: a `{}` or an empty answer where the route serves a page is never kept).
 */
export type Cacheable = { key: string; url: string; expectedType: string }

export type CachePolicy = {
  /**
   * The cache's view of a request, or null when it must go to Next uncached: anything but
   * GET/HEAD, the admin, Payload's REST API, downloads, sessions, previews and the client router's requests.
   */
  cacheable: (request: IncomingMessage) => Cacheable | null
}

export function createCachePolicy(routes: CacheRoutes): CachePolicy {
  const apiPrefix = routes.contentApi.prefix
  /**
   * The canonical form of a request target the cache may hold, or null. Parsing a URL costs more
   * than answering a hit, and visitors ask for few distinct targets: results are memoized.
   */
  const canonicalTarget = memoized((rawUrl: string): Cacheable | null => {
    const url = new URL(rawUrl, 'http://cache.local')
    const { pathname } = url
    if (url.searchParams.has('_rsc')) return null
    const pagePath = pathname.startsWith(`${routes.editionPrefix}/`) ? pathname.slice(routes.editionPrefix.length) : pathname
    const pageParameters = Object.hasOwn(routes.pages, pagePath) ? routes.pages[pagePath] : undefined
    let expectedType: string
    let kept: (name: string) => boolean
    if (pageParameters) {
      expectedType = 'text/html'
      kept = (name) => pageParameters.includes(name)
    } else if (pathname.startsWith(apiPrefix)) {
      const endpoint = pathname.slice(apiPrefix.length).toLowerCase()
      const parameters = Object.hasOwn(routes.contentApi.endpoints, endpoint) ? routes.contentApi.endpoints[endpoint] : undefined
      if (!parameters) return null
      expectedType = 'application/json'
      kept = (name) => parameters.includes(name.toLowerCase()) || routes.contentApi.common.includes(name.toLowerCase())
    } else {
      const documentType = Object.hasOwn(routes.documents, pathname)
        ? routes.documents[pathname]
        : routes.documentPattern.path.test(pathname)
          ? routes.documentPattern.type
          : undefined
      if (documentType === undefined) return null
      expectedType = documentType
      const parameters = Object.hasOwn(routes.documentParameters, pathname) ? routes.documentParameters[pathname] : undefined
      kept = (name) => parameters?.includes(name) ?? false
    }
    const query = new URLSearchParams([...url.searchParams].filter(([name]) => kept(name)))
    query.sort()
    const search = query.toString()
    const canonical = `${pathname}${search ? `?${search}` : ''}`
    return { key: canonical, url: canonical, expectedType }
  })

  return {
    cacheable(request) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null
      const { headers } = request
      for (const name of ROUTER_HEADERS) if (headers[name] !== undefined) return null
      if (headers.cookie && PRIVATE_COOKIES.test(headers.cookie)) return null
      const target = canonicalTarget(request.url ?? '/')
      if (target === null) return null
      // The API's answer depends on who asks: the CORS origin and the bearer token.
      if (target.expectedType !== 'application/json') return target
      return { ...target, key: `${target.key}|${headers.origin ?? ''}|${headers.authorization ?? ''}` }
    },
  }
}

/** Whether an answer's content type is what the route serves (`xml` matches application/xml and text/xml, rss+xml…). */
export function servesExpectedType(contentType: string | undefined, expected: string): boolean {
  if (!contentType) return false
  return expected === 'xml' ? /[/+]xml\b/.test(contentType) : contentType.startsWith(expected)
}

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
    (new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(ENCODINGS, { preferred: ENCODINGS }) as
      Encoding | undefined) ?? 'identity',
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

import type { IncomingMessage } from 'node:http'

/** A request turned away before anything else sees it: status, a short plain-text reason, and headers. */
export type Refusal = { status: number; reason: string; headers?: Record<string, string> }

/** Methods this site never answers (X12): TRACE and TRACK echo a request, CONNECT asks for a tunnel. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/**
 * Framework-internal headers that no browser sends (X9): Next reads them from its own middleware,
 * its platform or its pages router, and a visitor who sends one can change what Next answers
 * (`x-middleware-prefetch` gives `{}` for a page). Removed at the door, before Next or the cache
 * sees the request. The client router's own headers (`rsc`, `next-router-*`, `next-action`,
 * `next-url`) are real browser traffic: the response cache passes them to Next and never stores
 * their answers (src/response-cache/policy.ts).
 */
export const INTERNAL_HEADER = /^(x-middleware-|x-nextjs-|x-next-|x-invoke-|x-now-|x-vercel-|x-matched-path$|x-prerender-|next-hmr-|x-deployment-id$)/

/** The largest request body (bytes) a route takes; the first match wins. */
export type BodyLimit = { path: RegExp; maxBytes: number }

/**
 * X8, X10, X12 at the door of the server. Returns why a request is refused, or null after making
 * it safe to pass on: internal headers removed, an absolute-form target for this site reduced to
 * its path. Node's parser has framed the request (a body is a body, never another request); here
 * a body where none belongs (GET, HEAD), a body without a length (chunked: browsers always send a
 * length, and a known length lets a limit refuse it before one byte is read) and a body over its
 * route's limit are refused, and the connection then closes, so nothing unread is ever parsed.
 */
export function checkAtDoor(request: IncomingMessage, options: { publicHost: string; bodyLimits: readonly BodyLimit[]; defaultBodyLimit: number }): Refusal | null {
  const method = request.method ?? 'GET'
  if (REFUSED_METHODS.has(method)) return { status: 405, reason: 'Method Not Allowed', headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } }
  const target = request.url ?? ''
  if (!target.startsWith('/')) {
    const path = ownPath(target, options.publicHost)
    if (path === null) return { status: 400, reason: 'Bad Request: this server answers only for its own address' }
    request.url = path
  }
  const { headers } = request
  if (headers['transfer-encoding'] !== undefined) return { status: 411, reason: 'Length Required: send the body with a Content-Length' }
  const length = Number(headers['content-length'] ?? 0)
  if (length > 0 && (method === 'GET' || method === 'HEAD')) return { status: 400, reason: `Bad Request: a ${method} request has no body` }
  const limit = options.bodyLimits.find((rule) => rule.path.test(request.url ?? ''))?.maxBytes ?? options.defaultBodyLimit
  if (length > limit) return { status: 413, reason: `Content Too Large: at most ${limit} bytes here` }
  for (const name in headers) if (INTERNAL_HEADER.test(name)) delete headers[name]
  return null
}

/** The origin-form of an absolute-form target (`http://host/path`) when it names this site, else null (`*` too). */
function ownPath(target: string, publicHost: string): string | null {
  let url: URL
  try {
    url = new URL(target)
  } catch {
    return null
  }
  if (url.host !== publicHost || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null
  return `${url.pathname}${url.search}`
}

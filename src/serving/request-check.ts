import type { IncomingMessage } from 'node:http'

/** A request turned away before anything else sees it: its status, why (in Chinese, for people), and headers. */
export type Refusal = { status: number; message: string; headers?: Record<string, string> }

/** Methods this site never answers (X12): TRACE and TRACK echo a request, CONNECT asks for a tunnel. */
const REFUSED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT'])

/**
 * Framework-internal headers that no browser sends (X9): Next reads them from its own middleware,
 * its platform or its pages router, and a visitor who sends one can change what Next answers
 * (`x-middleware-prefetch` gives `{}` for a page). Removed by the request check, before Next or the cache
 * sees the request. The client router's own headers (`rsc`, `next-router-*`, `next-action`,
 * `next-url`) are real browser traffic: the response cache passes them to Next and never stores
 * their answers (src/response-cache/policy.ts).
 */
export const INTERNAL_HEADER =
  /^(x-middleware-|x-nextjs-|x-next-|x-invoke-|x-now-|x-vercel-|x-matched-path$|x-prerender-|next-hmr-|x-deployment-id$)/

/**
 * The largest request body (bytes) a route takes, and what a larger one is told; the first match
 * wins. `signedInOnly`: only a request carrying a session (Payload's cookie or an `Authorization`
 * header) may send a body there at all; whether the session is valid is Payload's to say.
 */
export type BodyLimit = { path: RegExp; maxBytes: number; message?: string; signedInOnly?: boolean }

/** Payload's session cookie (all its auth collections use the one prefix). */
const SESSION_COOKIE = /(?:^|;\s*)payload-token=/

/**
 * X8, X10, X12: the request check, the first thing the server does with a request. Returns why a request is refused, or null after making
 * it safe to pass on: internal headers removed, an absolute-form target for this site reduced to
 * its path. Node's parser has framed the request (a body is a body, never another request); here
 * a body where none belongs (GET, HEAD), a body without a length (chunked: browsers always send a
 * length, and a known length lets a limit refuse it before one byte is read) and a body over its
 * route's limit or from a sender who may not send one there (signedInOnly) are refused, and the
 * connection then closes, so nothing unread is ever parsed.
 */
export function checkRequest(
  request: IncomingMessage,
  options: { publicHost: string; bodyLimits: readonly BodyLimit[]; defaultBodyLimit: number },
): Refusal | null {
  const method = request.method ?? 'GET'
  if (REFUSED_METHODS.has(method))
    return { status: 405, message: `不支持 ${method} 方法`, headers: { Allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' } }
  const target = request.url ?? ''
  if (!target.startsWith('/')) {
    const path = ownPath(target, options.publicHost)
    if (path === null) return { status: 400, message: '请求地址无效：本站只回答发往自己地址的请求' }
    request.url = path
  }
  const { headers } = request
  if (headers['transfer-encoding'] !== undefined) return { status: 411, message: '请求体须带 Content-Length（不接受分块传输）' }
  const length = Number(headers['content-length'] ?? 0)
  if (length > 0 && (method === 'GET' || method === 'HEAD')) return { status: 400, message: `${method} 请求不能带请求体` }
  const rule = options.bodyLimits.find((limit) => limit.path.test(request.url ?? ''))
  const limit = rule?.maxBytes ?? options.defaultBodyLimit
  if (length > limit) return { status: 413, message: rule?.message ?? `请求体过大：此处最多 ${Math.ceil(limit / 1024)} KB` }
  // X13: Payload would read an upload whole before its access rule refuses an anonymous sender.
  if (length > 0 && rule?.signedInOnly && headers.authorization === undefined && !SESSION_COOKIE.test(headers.cookie ?? ''))
    return { status: 403, message: '请先登录：只有登录的账号可以上传文件' }
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

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import type { Transform } from 'node:stream'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'

import { LOCALE_HEADER, splitLocalePath } from '@/locales/languages'
import { type PageRefusal, requestContext, type RenderOutcome } from '@/logging/request-context'
import type { Miss } from '@/response-cache'
import { cacheControlFor, type Encoding, servesExpectedType } from '@/response-cache/policy'
import { responseKind, type SecurityHeaders } from '@/security/headers'

import { adminAtPublicUrl } from './admin-address'

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** An answer that Next gives: `miss` when the response cache sent it there (its encoding, and whether to keep it). */
export type Answer = (request: IncomingMessage, response: ServerResponse, miss: Miss | null) => Promise<void>

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|[\w.+-]+\+(json|xml))|image\/svg\+xml)/i

/** The head Next wrote, as the decision reads it. */
export type RenderedHead = {
  status: number
  contentType: string
  cacheControl: string | undefined
  setsCookie: boolean
  /** Next compressed the body itself. */
  encoded: boolean
}

/** The head that goes out, and what becomes of the body. */
export type Head = {
  status: number
  cacheControl: string | undefined
  retryAfter: string | undefined
  /** The encoding the body is compressed into on the way out; null: as Next wrote it. */
  encoding: Exclude<Encoding, 'identity'> | null
  /** The response cache may keep the answer (if its render stays whole to the end and its body is not empty). */
  keep: boolean
}

/**
 * The one decision on an answer's head, made once when Next writes it (G1, P5, O1, W2, X9):
 * - a page that rendered the site's 404 page in place of its own says 404 (P5). Pages only: the
 *   client router's flight data is streamed before the page has run, so its status could not
 *   depend on it;
 * - a page rendered without some of its content says 503, `no-store`, `Retry-After` (O1), and is
 *   kept by no cache, so nothing a cache might transform either;
 * - a page showing again a form its action refused says the action's status (J1: 422, 409, 403;
 *   429 with `Retry-After`) and `private, no-store`: it holds what the visitor typed;
 * - every other HTML answer says `no-transform` (G1);
 * - a miss of the response cache that succeeds is as cacheable downstream (a CDN) as a hit: the
 *   route's Cache-Control replaces Next's private no-store, unless the answer sets a cookie (it
 *   is for its visitor only);
 * - a miss goes out in the encoding its client chose, compressed while Next renders (the stored
 *   copy is compressed again for the hits), and is kept when it is a 200 without a cookie of the
 *   type its route serves (X9: never a `{}` where a page belongs).
 */
export function decideHead(
  rendered: RenderedHead,
  outcome: RenderOutcome,
  miss: Pick<Miss, 'encoding' | 'expectedType'> | null,
  pageRefusal?: PageRefusal,
): Head {
  const html = rendered.contentType.startsWith('text/html')
  const judged = rendered.status === 200 ? outcome : 'whole'
  const notFound = judged === 'not-found' && html
  const degraded = judged === 'degraded'
  const refused = rendered.status === 200 && html ? pageRefusal : undefined
  const status = notFound ? 404 : degraded ? 503 : (refused?.status ?? rendered.status)
  let { cacheControl } = rendered
  if (refused !== undefined) cacheControl = 'private, no-store, no-transform'
  else if (degraded) cacheControl = 'no-store'
  else if (miss && status === 200 && !rendered.setsCookie) cacheControl = cacheControlFor(rendered.contentType || undefined)
  else if (html && !/no-transform/.test(cacheControl ?? '')) cacheControl = cacheControl ? `${cacheControl}, no-transform` : 'no-transform'
  const compressible =
    miss !== null &&
    miss.encoding !== 'identity' &&
    status >= 200 &&
    status !== 204 &&
    status !== 304 &&
    COMPRESSIBLE.test(rendered.contentType) &&
    !rendered.encoded
  return {
    status,
    cacheControl,
    retryAfter: degraded ? '5' : refused?.retryAfterSeconds !== undefined ? String(refused.retryAfterSeconds) : undefined,
    encoding: compressible ? (miss.encoding as Head['encoding']) : null,
    keep: miss !== null && status === 200 && !rendered.setsCookie && servesExpectedType(rendered.contentType, miss.expectedType),
  }
}

/**
 * What Next answers, behind the answer's kind: the admin at another address than PUBLIC_URL is
 * sent there; every other request carries its edition (G5: the locale header, from the path) and
 * the security headers of its kind (X1, set before Next renders; a page's Content-Security-Policy
 * also goes on the request, where Next reads the nonce for its own inline scripts), and its head
 * is decided once by `decideHead` when Next writes it. Without `security` (tests standing in for
 * Next), only the head is decided.
 */
export function createAnswer(next: Handler, site?: { security: SecurityHeaders; publicUrl: URL }): Answer {
  return (request, response, miss) => {
    if (site) {
      const kind = responseKind(request.url ?? '/')
      const adminAddress = kind === 'admin' ? adminAtPublicUrl(request, site.publicUrl) : null
      if (adminAddress) {
        response.writeHead(307, { ...site.security.forKind('admin'), Location: adminAddress, 'Cache-Control': 'no-store' })
        response.end()
        miss?.keep?.(null)
        return Promise.resolve()
      }
      // G5: the edition of the path, never a client's claim (src/proxy.ts sets it only where this server does not run).
      request.headers[LOCALE_HEADER] = splitLocalePath(request.url ?? '/').locale
      const headers = kind === 'page' ? site.security.forPage(request.url).headers : site.security.forKind(kind)
      if (kind === 'page') request.headers['content-security-policy'] = headers['Content-Security-Policy']
      for (const name in headers) response.setHeader(name, headers[name] as string)
    }
    if (miss) {
      // Next answers a miss uncompressed, so that one recording serves every encoding.
      delete request.headers['accept-encoding']
      response.setHeader('X-Cache', 'MISS')
    }
    headAtWrite(response, miss)
    return next(request, response)
  }
}

/**
 * The one place that takes Next's head before it goes out: `writeHead`, and `write`/`end` when
 * Next writes the body without it, apply `decideHead`'s head; the body then goes through the
 * compressor it chose and, for a miss that may be kept, is recorded uncompressed for the cache.
 */
function headAtWrite(response: ServerResponse, miss: Miss | null): void {
  const context = requestContext.getStore()
  const writeHead = response.writeHead.bind(response) as (status: number, reason?: string) => ServerResponse
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  let head: Head | undefined
  let compressor: Transform | null = null
  const recorded: Buffer[] = []

  response.writeHead = ((rendered: number, ...rest: unknown[]) => {
    if (head) return writeHead(rendered)
    const reason = typeof rest[0] === 'string' ? rest[0] : undefined
    for (const arg of rest) if (arg && typeof arg === 'object') adoptHeaders(response, arg as OutgoingHttpHeaders | readonly unknown[])
    head = decideHead(
      {
        status: rendered,
        contentType: String(response.getHeader('content-type') ?? ''),
        cacheControl: response.hasHeader('cache-control') ? String(response.getHeader('cache-control')) : undefined,
        setsCookie: response.hasHeader('set-cookie'),
        encoded: response.hasHeader('content-encoding'),
      },
      context?.render ?? 'whole',
      miss,
      context?.pageRefusal,
    )
    if (head.cacheControl !== undefined) response.setHeader('Cache-Control', head.cacheControl)
    if (head.retryAfter !== undefined) response.setHeader('Retry-After', head.retryAfter)
    if (head.encoding) {
      const encoding = head.encoding
      compressor = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 })
      compressor.on('data', (chunk: Buffer) => write(chunk))
      compressor.on('end', () => end())
      response.setHeader('Content-Encoding', encoding)
      response.removeHeader('Content-Length')
      const vary = response.getHeader('vary')
      if (!/\baccept-encoding\b/i.test(String(vary ?? '')))
        response.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    }
    // A reason phrase Next passed for 200 would be wrong for another status.
    return head.status === rendered && reason !== undefined ? writeHead(head.status, reason) : writeHead(head.status)
  }) as ServerResponse['writeHead']

  // Writing the body before any writeHead: the status and headers are final now.
  const ensureHead = () => {
    if (!head && !response.headersSent) response.writeHead(response.statusCode)
  }
  const keepChunk = (chunk: unknown, encoding: unknown) => {
    if (!head?.keep) return
    if (typeof chunk === 'string') recorded.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) recorded.push(Buffer.from(chunk))
  }

  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    ensureHead()
    keepChunk(chunk, rest[0])
    if (!compressor) return write(chunk, ...rest)
    if (typeof rest[0] === 'string') compressor.write(chunk, rest[0] as BufferEncoding)
    else compressor.write(chunk)
    return true
  }) as ServerResponse['write']

  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    ensureHead()
    if (typeof chunk !== 'function') keepChunk(chunk, rest[0])
    if (!compressor) return end(chunk, ...rest)
    const done = [chunk, ...rest].find((arg) => typeof arg === 'function') as (() => void) | undefined
    if (done) response.once('finish', done)
    if (chunk === undefined || typeof chunk === 'function') compressor.end()
    else if (typeof rest[0] === 'string') compressor.end(chunk, rest[0] as BufferEncoding)
    else compressor.end(chunk)
    return response
  }) as ServerResponse['end']

  const { keep } = miss ?? {}
  if (!keep) return
  // Only a page rendered whole to its end is kept: a section may fail after the head went out (O1).
  response.once('close', () => {
    const whole = head?.keep === true && response.writableFinished && (context?.render ?? 'whole') === 'whole'
    const body = whole ? Buffer.concat(recorded) : null
    keep(body && body.length > 0 ? { headers: response.getHeaders(), body } : null)
  })
}

/** Headers given to `writeHead` itself (an object, or a flat list of names and values), set on the response so that the decision sees them. */
function adoptHeaders(response: ServerResponse, headers: OutgoingHttpHeaders | readonly unknown[]): void {
  if (!Array.isArray(headers)) {
    for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) response.setHeader(name, value)
    return
  }
  const list = headers.flat() as unknown[]
  const values = new Map<string, string[]>()
  for (let index = 0; index + 1 < list.length; index += 2) {
    const name = String(list[index])
    values.set(name, [...(values.get(name) ?? []), String(list[index + 1])])
  }
  for (const [name, value] of values) response.setHeader(name, value.length === 1 ? (value[0] as string) : value)
}

import type { IncomingMessage, ServerResponse } from 'node:http'

import { requestContext } from '@/logging/request-context'

import { decideMissHead } from './compress'
import { type CacheRoutes, chooseEncoding, createCachePolicy, servesExpectedType } from './policy'
import { replay } from './replay'
import { type CachedResponse, ResponseStore } from './store'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * Response headers replayed from a cached answer, the security headers among them (X1: stored
 * with the entry, so a hit costs nothing more); the rest are per-response or ours.
 */
const KEPT_HEADERS =
  /^(content-type|content-language|link|x-robots-tag|vary|access-control-[\w-]+|content-security-policy|x-content-type-options|referrer-policy|permissions-policy|cross-origin-opener-policy|strict-transport-security|x-frame-options)$/i

export type CachingHandler = Handler & {
  /**
   * The stored answer to this request when the cache can give it now (fresh, or stale while a
   * refresh is under way), else null: synchronous, so that the server answers hits before any
   * per-request work that only misses need (the request context, Next).
   */
  lookup: (request: IncomingMessage) => CachedResponse | null
  /** Answers from a stored entry: 304, HEAD or the body in the client's encoding, plus `extraHead`. */
  replay: typeof replay
  /** Cleared by its owner whenever content changes (server.ts). */
  store: ResponseStore
  /** Resolves once no render is in flight (its answer stored or given up): for tests and drains. */
  settled: () => Promise<void>
}

/**
 * A response cache in front of Next's request handler (see policy.ts for what it may answer).
 * Misses go to Next and are recorded; hits are answered from memory with ETag/304 and the
 * body in the encoding the client accepts. Its owner clears it when content changes.
 *
 * One request per key goes to Next at a time: while it renders, the others for that key get
 * the stale copy if there is one, else wait for its answer (a spike on a cold or just-cleared
 * cache renders each page once, not once per visitor). When that answer cannot be cached
 * (not 200, a cookie, a clear meanwhile), the waiters go to Next themselves.
 */
export function withResponseCache(
  handle: Handler,
  routes: CacheRoutes,
  options = { maxEntries: 5_000, maxBytes: 256 * 1024 * 1024, maxAgeMs: 60_000 },
): CachingHandler {
  const store = new ResponseStore(options)
  const { cacheable } = createCachePolicy(routes)
  /** Keys being rendered by Next, with the entry their answer becomes (null: not cacheable). */
  const rendering = new Map<string, Promise<CachedResponse | null>>()

  const lookup = (request: IncomingMessage) => {
    const target = cacheable(request)
    if (target === null) return null
    const cached = store.get(target.key)
    return cached && (cached.fresh || rendering.has(target.key)) ? cached.entry : null
  }

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const target = cacheable(request)
    if (target === null) return handle(request, response)
    const { key, expectedType } = target
    // W3: rendered from the canonical URL, so that the stored answer is the same whatever else the visitor's URL held.
    request.url = target.url
    const cached = store.get(key)
    const inFlight = rendering.get(key)
    if (cached && (cached.fresh || inFlight)) return replay(request, response, cached.entry)
    // A HEAD answer has no body to record; nor has a waiter whose render could not be kept.
    if (request.method !== 'GET') return answerUnrecorded(request, response)
    if (inFlight) {
      const entry = await inFlight
      if (entry) return replay(request, response, entry)
      return answerUnrecorded(request, response)
    }
    let settle: (entry: CachedResponse | null) => void = () => {}
    const answer = new Promise<CachedResponse | null>((resolve) => (settle = resolve))
    rendering.set(key, answer)
    const done = (entry: CachedResponse | null) => {
      if (rendering.get(key) === answer) rendering.delete(key)
      settle(entry)
    }
    const generation = store.generation
    const context = requestContext.getStore()
    missHead(request, response)
    const body = record(response)
    response.on('close', () => {
      const chunks = body()
      // Only a page rendered whole is kept: not one missing content because a read failed (O1),
      // nor the site's 404 page (P5), whatever status went out; nor an answer that is not what
      // the route serves (X9: an empty or `{}` answer where a page belongs).
      const type = response.getHeader('content-type')
      const storable = response.statusCode === 200 && !response.hasHeader('set-cookie') && (context?.render ?? 'whole') === 'whole'
      if (!storable || !chunks || chunks.length === 0 || !servesExpectedType(type === undefined ? undefined : String(type), expectedType))
        return done(null)
      store.put(key, 200, keptHeaders(response), chunks, generation).then(done, (error: unknown) => {
        console.error('response cache: store failed', error)
        done(null)
      })
    })
    try {
      await handle(request, response)
    } catch (error) {
      done(null)
      throw error
    }
  }
  /** Next's answer as a miss's (its headers, its encoding), not recorded. */
  const answerUnrecorded = (request: IncomingMessage, response: ServerResponse) => {
    missHead(request, response)
    return handle(request, response)
  }
  const settled = async () => {
    while (rendering.size > 0) await Promise.all(rendering.values())
  }
  return Object.assign(handler, { lookup, replay, store, settled })
}

/**
 * Every miss goes out alike, recorded or not: Next answers uncompressed (so that one recording
 * serves every encoding) and the client gets its own encoding, compressed on the way out, with the
 * route's Cache-Control and X-Cache.
 */
function missHead(request: IncomingMessage, response: ServerResponse): void {
  decideMissHead(response, chooseEncoding(request.headers['accept-encoding']))
  delete request.headers['accept-encoding']
  response.setHeader('X-Cache', 'MISS')
}

function keptHeaders(response: ServerResponse): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined && KEPT_HEADERS.test(name)) kept[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return kept
}

/** Tees everything written to the response; returns the body once finished (null if not whole). */
function record(response: ServerResponse): () => Buffer | null {
  const chunks: Buffer[] = []
  const write = response.write.bind(response) as (...args: unknown[]) => boolean
  const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
  const keep = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0])
    return write(chunk, ...rest)
  }) as ServerResponse['write']
  response.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') keep(chunk, rest[0])
    return end(chunk, ...rest)
  }) as ServerResponse['end']
  return () => (response.writableFinished ? Buffer.concat(chunks) : null)
}

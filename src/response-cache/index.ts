import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { type CacheRoutes, chooseEncoding, createCachePolicy, type Encoding } from './policy'
import { replay } from './replay'
import { type CachedResponse, ResponseStore } from './store'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * What the cache tells the answer it sends to Next (src/serving/answer.ts decides that answer's
 * head): the encoding its client gets, the content type its route serves (X9), and where the
 * answer goes once finished when it may be recorded (called once: with the answer when it may be
 * kept, else null).
 */
export type Miss = {
  encoding: Encoding
  expectedType: string
  keep: ((answer: { headers: OutgoingHttpHeaders; body: Buffer } | null) => void) | null
}

/** Next's answer, told whether it is a miss of the cache (null: a request the cache does not hold). */
export type MissHandler = (request: IncomingMessage, response: ServerResponse, miss: Miss | null) => Promise<void>

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
 * A response cache in front of Next's answer (see policy.ts for what it may answer). Misses go
 * to Next, told so (every miss goes out alike, recorded or not: in the client's encoding, with
 * the route's Cache-Control and X-Cache), and are recorded when their answer may be kept; hits
 * are answered from memory with ETag/304 and the body in the encoding the client accepts. Its
 * owner clears it when content changes.
 *
 * One request per key goes to Next at a time: while it renders, the others for that key get
 * the stale copy if there is one, else wait for its answer (a spike on a cold or just-cleared
 * cache renders each page once, not once per visitor). When that answer cannot be cached
 * (not 200, a cookie, a clear meanwhile), the waiters go to Next themselves.
 */
export function withResponseCache(
  answer: MissHandler,
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
    if (target === null) return answer(request, response, null)
    const { key, expectedType } = target
    const encoding = chooseEncoding(request.headers['accept-encoding'])
    // W3: rendered from the canonical URL, so that the stored answer is the same whatever else the visitor's URL held.
    request.url = target.url
    const cached = store.get(key)
    const inFlight = rendering.get(key)
    if (cached && (cached.fresh || inFlight)) return replay(request, response, cached.entry)
    // A HEAD answer has no body to record; nor has a waiter whose render could not be kept.
    if (request.method !== 'GET') return answer(request, response, { encoding, expectedType, keep: null })
    if (inFlight) {
      const entry = await inFlight
      if (entry) return replay(request, response, entry)
      return answer(request, response, { encoding, expectedType, keep: null })
    }
    let settle: (entry: CachedResponse | null) => void = () => {}
    const rendered = new Promise<CachedResponse | null>((resolve) => (settle = resolve))
    rendering.set(key, rendered)
    const done = (entry: CachedResponse | null) => {
      if (rendering.get(key) === rendered) rendering.delete(key)
      settle(entry)
    }
    const generation = store.generation
    const keep: Miss['keep'] = (kept) => {
      if (!kept) return done(null)
      store.put(key, 200, keptHeaders(kept.headers), kept.body, generation).then(done, (error: unknown) => {
        console.error('response cache: store failed', error)
        done(null)
      })
    }
    try {
      await answer(request, response, { encoding, expectedType, keep })
    } catch (error) {
      done(null)
      throw error
    }
  }
  const settled = async () => {
    while (rendering.size > 0) await Promise.all(rendering.values())
  }
  return Object.assign(handler, { lookup, replay, store, settled })
}

function keptHeaders(headers: OutgoingHttpHeaders): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && KEPT_HEADERS.test(name)) kept[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return kept
}

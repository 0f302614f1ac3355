import type { IncomingMessage, ServerResponse } from 'node:http'

import { onContentChanged } from '@/content-model/content-events'

import { CACHE_CONTROL, cacheKey, chooseEncoding } from './policy'
import { type CachedResponse, ResponseStore } from './store'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** Response headers worth replaying from a cached answer; the rest are per-response or ours. */
const KEPT_HEADERS = /^(content-type|content-language|link|x-robots-tag|access-control-[\w-]+)$/i

export type CachingHandler = Handler & { store: ResponseStore; dispose: () => void }

/**
 * A response cache in front of Next's request handler (see policy.ts for what it may answer).
 * Misses go to Next and are recorded; hits are answered from memory with ETag/304 and the
 * body in the encoding the client accepts. Any content change clears it.
 */
export function withResponseCache(
  handle: Handler,
  options = { maxEntries: 5_000, maxBytes: 256 * 1024 * 1024, maxAgeMs: 60_000 },
): CachingHandler {
  const store = new ResponseStore(options)
  const refreshing = new Set<string>()
  const dispose = onContentChanged(() => store.clear())

  const handler = async (request: IncomingMessage, response: ServerResponse) => {
    const key = cacheKey(request)
    if (key === null) return handle(request, response)
    const cached = store.get(key)
    // Expired entries are refreshed by one request; the others keep getting the stale copy.
    if (cached && (cached.fresh || refreshing.has(key))) return replay(request, response, cached.entry)
    refreshing.add(key)
    response.on('close', () => refreshing.delete(key))
    // Next answers uncompressed so one recording serves every encoding.
    delete request.headers['accept-encoding']
    const body = record(response)
    publicOnSuccess(response)
    response.setHeader('X-Cache', 'MISS')
    response.on('finish', () => {
      const chunks = body()
      const headers = keptHeaders(response)
      if (response.statusCode !== 200 || response.hasHeader('set-cookie') || !chunks) return
      store.put(key, 200, headers, chunks).catch((error: unknown) => console.error('response cache: store failed', error))
    })
    await handle(request, response)
  }
  return Object.assign(handler, { store, dispose })
}

function keptHeaders(response: ServerResponse): Record<string, string> {
  const kept: Record<string, string> = {}
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined && KEPT_HEADERS.test(name)) kept[name] = Array.isArray(value) ? value.join(', ') : String(value)
  }
  return kept
}

/** A miss that succeeds is as cacheable downstream (CDN) as a hit: Next's private no-store is replaced. */
function publicOnSuccess(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 200) {
      for (const arg of rest) {
        if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
          for (const name of Object.keys(arg)) if (name.toLowerCase() === 'cache-control') delete (arg as Record<string, unknown>)[name]
        }
      }
      response.setHeader('Cache-Control', CACHE_CONTROL)
    }
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
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

function replay(request: IncomingMessage, response: ServerResponse, cached: CachedResponse): void {
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(cached.etag)) {
    response.writeHead(304, cached.notModifiedHeaders)
    response.end()
    return
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  response.writeHead(cached.status, cached.replayHeaders[encoding])
  response.end(request.method === 'HEAD' ? undefined : cached.bodies[encoding])
}

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { type StoredHead, storedHead } from './head'
import { cacheControlFor, type Encoding } from './policy'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type CachedResponse = {
  status: number
  etag: string
  bodies: Record<Encoding, Buffer>
  /**
   * The response head per encoding, built and checked once here: a hit hands Node only its
   * Content-Length and the per-request headers (see head.ts; issues 14 and 16).
   */
  heads: Record<Encoding, StoredHead>
  /** The head of a 304 answer: the same headers without the body's. */
  notModifiedHead: StoredHead
  storedAt: number
}

type Options = { maxEntries: number; maxBytes: number; maxAgeMs: number }

/** What a mirror of the store is told, in the order it happened (server.ts: the front thread's replica). */
export type StoreChange = { type: 'put'; key: string; entry: CachedResponse } | { type: 'delete'; key: string } | { type: 'clear' }

/**
 * Bounded in-memory LRU of complete responses, each body stored once per encoding
 * (brotli and gzip made once when stored, never per request).
 */
export class ResponseStore {
  private readonly entries = new Map<string, CachedResponse>()
  private bytes = 0
  private clears = 0
  private mirror: ((change: StoreChange) => void) | null = null

  constructor(private readonly options: Options) {}

  /**
   * Tells `listener` every put, delete and clear from now on. The bodies of the entries it is
   * given live in shared memory: another thread can hold them without a copy. The hits a mirror
   * answers are not reads here, so a full store evicts what was stored longest ago rather than
   * what was read longest ago; entries are stored again every maxAgeMs, so the two stay close.
   */
  mirrorTo(listener: (change: StoreChange) => void): void {
    this.mirror = listener
  }

  /** How long a stored answer is fresh. */
  get maxAgeMs(): number {
    return this.options.maxAgeMs
  }

  get size(): number {
    return this.entries.size
  }

  /**
   * The entry and whether it is still fresh. A stale entry (older than maxAgeMs) is still
   * returned so that one request can refresh it while the others are answered from it.
   */
  get(key: string, now = Date.now()): { entry: CachedResponse; fresh: boolean } | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    // Re-insert to mark as most recently used.
    this.entries.delete(key)
    this.entries.set(key, entry)
    return { entry, fresh: now - entry.storedAt <= this.options.maxAgeMs }
  }

  /** Changes on every clear(): a response rendered before it may hold content since changed. */
  get generation(): number {
    return this.clears
  }

  /**
   * Compresses and stores a response whose rendering began at `generation`; returns the entry,
   * or null when a clear() happened since (the body may be stale: neither stored nor served).
   */
  async put(
    key: string,
    status: number,
    headers: Record<string, string>,
    body: Buffer,
    generation = this.clears,
  ): Promise<CachedResponse | null> {
    if (generation !== this.clears) return null
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ])
    if (generation !== this.clears) return null
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
    this.delete(key, false)
    const bodies = inSharedMemory({ identity: body, br, gzip: gz })
    // The answer's own Vary (X3: Origin, Authorization on the content API) is kept beside ours.
    const { vary, ...kept } = headers
    const cacheControl = cacheControlFor(Object.entries(kept).find(([name]) => name.toLowerCase() === 'content-type')?.[1])
    const common = [
      ...Object.entries(kept).flat(),
      ...['ETag', etag, 'Cache-Control', cacheControl, 'Vary', withAcceptEncoding(vary), 'X-Cache', 'HIT'],
    ]
    const forEncoding = (encoding: Encoding) =>
      storedHead([...common, ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding])], bodies[encoding].length)
    const entry: CachedResponse = {
      status,
      etag,
      bodies,
      heads: { identity: forEncoding('identity'), br: forEncoding('br'), gzip: forEncoding('gzip') },
      notModifiedHead: storedHead(common),
      storedAt: Date.now(),
    }
    this.entries.set(key, entry)
    this.bytes += sizeOf(entry)
    this.mirror?.({ type: 'put', key, entry })
    this.evict()
    return entry
  }

  clear(): void {
    this.clears += 1
    this.entries.clear()
    this.bytes = 0
    this.mirror?.({ type: 'clear' })
  }

  /** `tell`: false when a put replaces the entry at once (the mirror's put replaces it too). */
  private delete(key: string, tell = true): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
    if (tell) this.mirror?.({ type: 'delete', key })
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break
      this.delete(key)
    }
  }
}

/** The three bodies copied into one SharedArrayBuffer, each a Buffer over its part. */
function inSharedMemory(bodies: Record<Encoding, Buffer>): Record<Encoding, Buffer> {
  const memory = new SharedArrayBuffer(bodies.identity.length + bodies.br.length + bodies.gzip.length)
  let offset = 0
  const place = (body: Buffer) => {
    const view = Buffer.from(memory, offset, body.length)
    body.copy(view)
    offset += body.length
    return view
  }
  return { identity: place(bodies.identity), br: place(bodies.br), gzip: place(bodies.gzip) }
}

function withAcceptEncoding(vary: string | undefined): string {
  const names = (vary ?? '').split(',').map((name) => name.trim()).filter(Boolean)
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ')
}

const sizeOf = (entry: CachedResponse) => entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

import { cacheControlFor, type Encoding } from './policy'

/**
 * W4: every stored miss is compressed here, so the setting is paid per miss, not per hit. On the
 * demo's pages brotli 5 costs a small part of brotli 9's CPU (which takes a render's whole budget)
 * for a few more bytes, and gzip 6 much less than gzip 9 for about the same bytes (`npm run
 * bench:compression`, bench/RESULTS.md).
 */
const STORED_BROTLI_QUALITY = 5
const STORED_GZIP_LEVEL = 6

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type CachedResponse = {
  status: number
  /** X12: each encoding its own ETag, so that no cache between confuses one body with another. */
  etags: Record<Encoding, string>
  bodies: Record<Encoding, Buffer>
  /** The answer's headers per encoding, as `writeHead`'s flat list (name, value…), built once here. */
  heads: Record<Encoding, string[]>
  /** The headers of a 304 answer per encoding: the same without the body's. */
  notModifiedHeads: Record<Encoding, string[]>
  storedAt: number
}

type Options = { maxEntries: number; maxBytes: number; maxAgeMs: number }

/**
 * Bounded in-memory LRU of complete responses, each body stored once per encoding
 * (brotli and gzip made once when stored, never per request).
 */
export class ResponseStore {
  private readonly entries = new Map<string, CachedResponse>()
  private bytes = 0
  private clears = 0

  constructor(private readonly options: Options) {}

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
      brotli(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: STORED_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
      gzipAsync(body, { level: STORED_GZIP_LEVEL }),
    ])
    if (generation !== this.clears) return null
    const hash = createHash('sha1').update(body).digest('base64url')
    const etags: Record<Encoding, string> = { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` }
    this.delete(key)
    const bodies: Record<Encoding, Buffer> = { identity: body, br, gzip: gz }
    // The answer's own Vary (X3: Origin, Authorization on the content API) is kept beside ours.
    const { vary, ...kept } = headers
    const cacheControl = cacheControlFor(Object.entries(kept).find(([name]) => name.toLowerCase() === 'content-type')?.[1])
    const common = [...Object.entries(kept).flat(), 'Cache-Control', cacheControl, 'Vary', withAcceptEncoding(vary), 'X-Cache', 'HIT']
    const notModified = (encoding: Encoding) => [...common, 'ETag', etags[encoding]]
    const full = (encoding: Encoding) => [
      ...notModified(encoding),
      ...(encoding === 'identity' ? [] : ['Content-Encoding', encoding]),
      'Content-Length',
      String(bodies[encoding].length),
    ]
    const entry: CachedResponse = {
      status,
      etags,
      bodies,
      heads: { identity: full('identity'), br: full('br'), gzip: full('gzip') },
      notModifiedHeads: { identity: notModified('identity'), br: notModified('br'), gzip: notModified('gzip') },
      storedAt: Date.now(),
    }
    this.entries.set(key, entry)
    this.bytes += sizeOf(entry)
    this.evict()
    return entry
  }

  clear(): void {
    this.clears += 1
    this.entries.clear()
    this.bytes = 0
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(entry)
  }

  private evict(): void {
    for (const key of this.entries.keys()) {
      if (this.entries.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break
      this.delete(key)
    }
  }
}

function withAcceptEncoding(vary: string | undefined): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return names.some((name) => name.toLowerCase() === 'accept-encoding') ? names.join(', ') : [...names, 'Accept-Encoding'].join(', ')
}

const sizeOf = (entry: CachedResponse) => entry.bodies.identity.length + entry.bodies.br.length + entry.bodies.gzip.length

import type { IncomingMessage } from 'node:http'

import { cacheKey } from '@/response-cache/policy'
import type { CachedResponse, StoreChange } from '@/response-cache/store'

/**
 * The front thread's copy of the response cache: every put, delete and clear of the app
 * thread's store arrives here in order (the bodies in shared memory, not copied). Only fresh
 * entries are answered here; a stale one goes to the app thread, which answers it from its own
 * store while one request refreshes it.
 */
export class Replica {
  private readonly entries = new Map<string, CachedResponse>()

  constructor(
    private readonly maxAgeMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.entries.size
  }

  apply(change: StoreChange): void {
    if (change.type === 'clear') this.entries.clear()
    else if (change.type === 'delete') this.entries.delete(change.key)
    else this.entries.set(change.key, withBuffers(change.entry))
  }

  /** The fresh entry answering this request, or null (not cacheable, not held, or stale). */
  lookup(request: IncomingMessage): CachedResponse | null {
    const key = cacheKey(request)
    if (key === null) return null
    const entry = this.entries.get(key)
    return entry && this.now() - entry.storedAt <= this.maxAgeMs ? entry : null
  }
}

/** A message from another thread brings the bodies as plain Uint8Arrays over the shared memory. */
function withBuffers(entry: CachedResponse): CachedResponse {
  const { identity, br, gzip } = entry.bodies
  return { ...entry, bodies: { identity: asBuffer(identity), br: asBuffer(br), gzip: asBuffer(gzip) } }
}

const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))

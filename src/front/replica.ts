import type { IncomingMessage } from 'node:http'

import { cacheKey, STALE_WHILE_REVALIDATE_MS } from '@/response-cache/policy'
import type { CachedResponse, StoreChange } from '@/response-cache/store'

type Timing = {
  /** How long a stored answer is fresh (the response cache's maxAgeMs). */
  maxAgeMs: number
  /** How long past that a stale answer may still be given while it is refreshed (Cache-Control's stale-while-revalidate). */
  staleMs: number
  /** How long a refresh handed to the app thread is waited for before another request is handed on. */
  refreshWaitMs: number
}

const DEFAULT_TIMING: Omit<Timing, 'maxAgeMs'> = { staleMs: STALE_WHILE_REVALIDATE_MS, refreshWaitMs: 10_000 }

/**
 * The front thread's copy of the response cache: every put, delete and clear of the app
 * thread's store arrives here in order (the bodies in shared memory, not copied). A fresh entry
 * is answered here. Once it is stale, one request goes to the app thread, which renders the page
 * again and stores it (the put arrives here), and meanwhile the others get the stale copy: the
 * page's traffic never queues behind its render (issue 16: every 60 s each page's p99 rose to
 * 44 ms while all of its requests went through the app thread). A refresh that brings no put
 * (the render failed or could not be kept) is tried again by one request after refreshWaitMs;
 * past staleMs nothing stale is given here. A content change clears everything at once.
 */
export class Replica {
  private readonly entries = new Map<string, CachedResponse>()
  /** Keys whose refresh was handed to the app thread, and when. */
  private readonly refreshing = new Map<string, number>()
  private readonly timing: Timing

  constructor(
    timing: number | (Partial<Timing> & { maxAgeMs: number }),
    private readonly now: () => number = Date.now,
  ) {
    this.timing = { ...DEFAULT_TIMING, ...(typeof timing === 'number' ? { maxAgeMs: timing } : timing) }
  }

  get size(): number {
    return this.entries.size
  }

  apply(change: StoreChange): void {
    if (change.type === 'clear') {
      this.entries.clear()
      this.refreshing.clear()
    } else if (change.type === 'delete') {
      this.entries.delete(change.key)
      // Not needed for answers (a put clears it too), only so that evicted keys leave no trace.
      this.refreshing.delete(change.key)
    } else {
      this.entries.set(change.key, withBuffers(change.entry))
      this.refreshing.delete(change.key)
    }
  }

  /**
   * The entry answering this request here, or null for the app thread: not cacheable, not held,
   * too old, or stale with no refresh under way (this request becomes the refresh).
   */
  lookup(request: IncomingMessage): CachedResponse | null {
    const key = cacheKey(request)
    if (key === null) return null
    const entry = this.entries.get(key)
    if (!entry) return null
    const now = this.now()
    const age = now - entry.storedAt
    if (age <= this.timing.maxAgeMs) return entry
    if (age > this.timing.maxAgeMs + this.timing.staleMs) return null
    const handedOn = this.refreshing.get(key)
    if (handedOn !== undefined && now - handedOn < this.timing.refreshWaitMs) return entry
    this.refreshing.set(key, now)
    return null
  }
}

/** A message from another thread brings the bodies as plain Uint8Arrays over the shared memory. */
function withBuffers(entry: CachedResponse): CachedResponse {
  const { identity, br, gzip } = entry.bodies
  return { ...entry, bodies: { identity: asBuffer(identity), br: asBuffer(br), gzip: asBuffer(gzip) } }
}

const asBuffer = (bytes: Uint8Array) => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))

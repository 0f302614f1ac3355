import { LRUCache } from 'lru-cache'

import { onContentChanged } from './content-events'

export const DEFAULT_MAX_ENTRIES = 2000

export interface ReadPolicy {
  /** A good answer younger than this is served without reading again (Infinity: until clear()). */
  freshMs: number
  /** Called once per failed attempt; `servingStale` says whether a last good answer covers it. */
  onFailure(error: unknown, servingStale: boolean): void
}

interface Entry {
  value: unknown
  freshUntil: number
}

/**
 * The one cache of content reads (O1), for both content sources: bounded (least recently used
 * out), cleared by content events, identical concurrent reads sharing one load. It keeps the
 * last good answer of each read: when a load fails (the remote or the database is down), that
 * answer is served and the failure reported (S31).
 */
export class ContentReadCache {
  private readonly entries: LRUCache<string, Entry>
  private readonly inflight = new Map<string, Promise<unknown>>()
  private clears = 0

  constructor(readonly maxEntries = DEFAULT_MAX_ENTRIES) {
    this.entries = new LRUCache({ max: maxEntries })
  }

  get size(): number {
    return this.entries.size
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** Forgets every answer; a load under way when this happens is not stored. */
  clear(): void {
    this.clears += 1
    this.entries.clear()
    this.inflight.clear()
  }

  /** Every value stored under a key came from the same typed read, so `T` holds for it. */
  read<T>(key: string, load: () => Promise<T>, policy: ReadPolicy): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && Date.now() < entry.freshUntil) return Promise.resolve(entry.value as T)
    const pending = this.inflight.get(key)
    if (pending) return pending as Promise<T>
    const attempt = this.refresh(key, load, policy)
    this.inflight.set(key, attempt)
    return attempt
  }

  private async refresh<T>(key: string, load: () => Promise<T>, policy: ReadPolicy): Promise<T> {
    const generation = this.clears
    try {
      const value = await load()
      if (generation === this.clears) this.entries.set(key, { value, freshUntil: Date.now() + policy.freshMs })
      return value
    } catch (error) {
      const stale = this.entries.get(key)
      policy.onFailure(error, stale !== undefined)
      if (!stale) throw error
      // A source that just failed is asked again a little later, not by every render.
      stale.freshUntil = Date.now() + Math.min(policy.freshMs, FAILED_RETRY_MS)
      return stale.value as T
    } finally {
      if (generation === this.clears) this.inflight.delete(key)
    }
  }
}

/** A failed read is retried after this long at most (the local source's answers never expire). */
const FAILED_RETRY_MS = 5000

// One cache per process (O1): Next's server bundles each load a copy of this module.
const localKey = Symbol.for('nuclear-expo.local-read-cache')
const holder = globalThis as typeof globalThis & { [localKey]?: ContentReadCache }

/**
 * The process's cache of reads from its own database: the local content source's, and the
 * registration settings that the form, the footer's link and the captcha read on every request.
 * Any content change clears all of it (a menu renamed shows in every list).
 */
export function localReadCache(): ContentReadCache {
  if (!holder[localKey]) {
    const cache = new ContentReadCache()
    onContentChanged(() => cache.clear())
    holder[localKey] = cache
  }
  return holder[localKey]
}

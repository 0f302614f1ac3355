export const DEFAULT_MAX_ENTRIES = 2000

export interface ReadPolicy {
  /** A good answer younger than this is served without asking the remote again. */
  freshMs: number
  /** Called once per failed attempt; `servingStale` says whether a last good answer covers it. */
  onFailure(error: unknown, servingStale: boolean): void
}

interface Entry {
  value: unknown
  checkedAt: number
}

/**
 * The last good answer of each read (S31), bounded and least-recently-used out, plus the reads
 * under way so that identical concurrent reads share one request (C4 would cancel the earlier).
 */
export class LastGoodStore {
  private readonly entries = new Map<string, Entry>()
  private readonly inflight = new Map<string, Promise<unknown>>()

  constructor(readonly maxEntries = DEFAULT_MAX_ENTRIES) {}

  get size(): number {
    return this.entries.size
  }

  has(key: string): boolean {
    return this.entries.has(key)
  }

  /** Every value stored under a key came from the same typed read, so `T` holds for it. */
  read<T>(key: string, load: () => Promise<T>, policy: ReadPolicy): Promise<T> {
    const entry = this.entries.get(key)
    if (entry && Date.now() - entry.checkedAt < policy.freshMs) {
      this.touch(key, entry)
      return Promise.resolve(entry.value as T)
    }
    const pending = this.inflight.get(key)
    if (pending) return pending as Promise<T>
    const attempt = this.refresh(key, load, policy)
    this.inflight.set(key, attempt)
    return attempt
  }

  private async refresh<T>(key: string, load: () => Promise<T>, policy: ReadPolicy): Promise<T> {
    try {
      const value = await load()
      this.touch(key, { value, checkedAt: Date.now() })
      return value
    } catch (error) {
      const stale = this.entries.get(key)
      policy.onFailure(error, stale !== undefined)
      if (!stale) throw error
      // A remote that just failed is asked again after the freshness window, not by every render.
      stale.checkedAt = Date.now()
      this.touch(key, stale)
      return stale.value as T
    } finally {
      this.inflight.delete(key)
    }
  }

  private touch(key: string, entry: Entry): void {
    this.entries.delete(key)
    this.entries.set(key, entry)
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.entries.delete(oldest.value)
    }
  }
}

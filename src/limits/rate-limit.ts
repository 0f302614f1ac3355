import { isIP } from 'node:net'

import { LRUCache } from 'lru-cache'

/** At most `limit` events per key in a window of `windowMs` that opens at the key's first event. */
export type RateRule = { limit: number; windowMs: number }

export type Verdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type Window = { startedAt: number; count: number }

/**
 * X6: counts events per key (a client address, an account) in memory. Bounded: past `maxKeys`
 * the least recently seen keys are forgotten, so hostile unique keys cost memory only up to
 * that bound. Each instance counts its own requests.
 */
export class RateLimiter {
  private readonly windows: LRUCache<string, Window>
  private readonly now: () => number

  constructor(
    readonly rule: RateRule,
    options: { maxKeys?: number; now?: () => number } = {},
  ) {
    this.windows = new LRUCache({ max: options.maxKeys ?? 10_000 })
    this.now = options.now ?? Date.now
  }

  /** The key's open window, or undefined when it has none (never seen, or its window ended). */
  private current(key: string): Window | undefined {
    const window = this.windows.get(key)
    if (window && this.now() - window.startedAt < this.rule.windowMs) return window
    return undefined
  }

  /** Events counted for the key in its open window. */
  count(key: string): number {
    return this.current(key)?.count ?? 0
  }

  /** Whether one more event is allowed now; counts nothing. */
  check(key: string): Verdict {
    const window = this.current(key)
    if (!window || window.count < this.rule.limit) return { allowed: true }
    const remainingMs = window.startedAt + this.rule.windowMs - this.now()
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(remainingMs / 1000)) }
  }

  /** Counts one event, whether or not it is over the limit. */
  record(key: string): void {
    const window = this.current(key)
    if (window) window.count += 1
    else this.windows.set(key, { startedAt: this.now(), count: 1 })
  }

  /** Counts one event when it is allowed: the verdict says whether it was. */
  take(key: string): Verdict {
    const verdict = this.check(key)
    if (verdict.allowed) this.record(key)
    return verdict
  }

  /** Takes back one counted event (one counted in advance that turned out not to count). */
  forgive(key: string): void {
    const window = this.current(key)
    if (window && window.count > 0) window.count -= 1
  }

  /** Forgets the key's window. */
  clear(key: string): void {
    this.windows.delete(key)
  }

  /** Forgets the windows of every key that passes the test. */
  clearWhere(test: (key: string) => boolean): void {
    for (const key of [...this.windows.keys()]) if (test(key)) this.windows.delete(key)
  }
}

/** The refusal with the longest wait among the verdicts, or undefined when every one allows. */
export function firstRefusal(verdicts: Verdict[]): Extract<Verdict, { allowed: false }> | undefined {
  let longest: Extract<Verdict, { allowed: false }> | undefined
  for (const verdict of verdicts) {
    if (!verdict.allowed && (!longest || verdict.retryAfterSeconds > longest.retryAfterSeconds)) longest = verdict
  }
  return longest
}

/**
 * The client address as the server resolved it (src/serving/): it overwrites `X-Forwarded-For`
 * with that one address before Next and Payload see the request (the first entry, should anything have appended one).
 */
export function forwardedAddress(header: string | string[] | null | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header
  const first = value?.split(',')[0]?.trim()
  return first && isIP(first) ? first : null
}

/**
 * A loopback client is not limited by address: it is a tool or a test on the machine itself, or
 * every visitor at once when a local proxy is not listed in TRUSTED_PROXIES.
 */
export function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

import { describe, expect, test } from 'vitest'

import { firstRefusal, forwardedAddress, isLoopback, RateLimiter } from './rate-limit'

function clock(start = 1_000_000) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('X6 rate limiter', () => {
  test('X6 allows the limit within the window, then refuses with the seconds until the window ends', () => {
    const time = clock()
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, { now: time.now })
    expect([1, 2, 3].map(() => limiter.take('203.0.113.1').allowed)).toEqual([true, true, true])
    time.advance(20_500)
    expect(limiter.take('203.0.113.1')).toEqual({ allowed: false, retryAfterSeconds: 40 })
    expect(limiter.count('203.0.113.1')).toBe(3)
    // Another key has its own window.
    expect(limiter.take('203.0.113.2').allowed).toBe(true)
  })

  test('X6 a new window opens once the first one has ended', () => {
    const time = clock()
    const limiter = new RateLimiter({ limit: 2, windowMs: 1_000 }, { now: time.now })
    limiter.take('a')
    limiter.take('a')
    expect(limiter.check('a').allowed).toBe(false)
    time.advance(999)
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 1 })
    time.advance(1)
    expect(limiter.check('a').allowed).toBe(true)
    expect(limiter.count('a')).toBe(0)
    expect(limiter.take('a').allowed).toBe(true)
    expect(limiter.count('a')).toBe(1)
  })

  test('X6 record counts past the limit, forgive takes one back, clear forgets the key', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 })
    limiter.record('k')
    limiter.record('k')
    expect(limiter.count('k')).toBe(2)
    limiter.forgive('k')
    expect(limiter.count('k')).toBe(1)
    expect(limiter.check('k').allowed).toBe(false)
    limiter.clear('k')
    expect(limiter.check('k').allowed).toBe(true)
    limiter.forgive('never-seen')
    expect(limiter.count('never-seen')).toBe(0)
  })

  test('X11 clearWhere forgets the keys that pass the test and keeps the others', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 })
    for (const key of ['owner@example.cn\n203.0.113.1', 'owner@example.cn\n2001:db8:0:0::/64', 'other@example.cn\n203.0.113.1'])
      limiter.record(key)
    limiter.clearWhere((key) => key.startsWith('owner@example.cn\n'))
    expect(limiter.count('owner@example.cn\n203.0.113.1')).toBe(0)
    expect(limiter.count('owner@example.cn\n2001:db8:0:0::/64')).toBe(0)
    expect(limiter.count('other@example.cn\n203.0.113.1')).toBe(1)
  })

  test('X6 memory is bounded: past maxKeys the least recently seen keys are forgotten', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 60_000 }, { maxKeys: 100 })
    for (let index = 0; index < 1_000; index += 1) limiter.record(`198.51.100.${index}`)
    expect(limiter.count('198.51.100.999')).toBe(1)
    expect(limiter.count('198.51.100.0')).toBe(0)
  })

  test('X6 of several refusals the longest wait is the answer', () => {
    expect(firstRefusal([{ allowed: true }, { allowed: true }])).toBeUndefined()
    expect(firstRefusal([{ allowed: false, retryAfterSeconds: 5 }, { allowed: true }, { allowed: false, retryAfterSeconds: 90 }])).toEqual({
      allowed: false,
      retryAfterSeconds: 90,
    })
  })

  test('X6 the client address is the first entry of X-Forwarded-For, and only an IP address', () => {
    expect(forwardedAddress('203.0.113.9')).toBe('203.0.113.9')
    expect(forwardedAddress('2001:db8::1, 127.0.0.1')).toBe('2001:db8::1')
    expect(forwardedAddress(['203.0.113.9'])).toBe('203.0.113.9')
    expect(forwardedAddress('not-an-ip')).toBeNull()
    expect(forwardedAddress(undefined)).toBeNull()
    expect(isLoopback('127.0.0.1')).toBe(true)
    expect(isLoopback('::1')).toBe(true)
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true)
    expect(isLoopback('203.0.113.9')).toBe(false)
  })
})

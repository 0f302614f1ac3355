import { addressGroup } from '@/limits/address-group'
import { isLoopback, RateLimiter, type RateRule, type Verdict } from '@/limits/rate-limit'

/** X6: calls to the content API per client address; generous, a page view makes several. */
export const CONTENT_API_LIMIT: RateRule = { limit: 600, windowMs: 60_000 }

const CONTENT_API = /^\/api\/Website(?:[/?]|$)/

export type Refused = Extract<Verdict, { allowed: false }>

/**
 * X6: the content API (`/api/Website/*`) refuses a client address over its limit (the server
 * answers 429 with Retry-After in the API's envelope), cached answers included. Counts the call
 * when it is allowed; gives the refusal, or null (another path, a loopback client).
 */
export function createContentApiLimit(rule = CONTENT_API_LIMIT): (path: string, address: string) => Refused | null {
  const limiter = new RateLimiter(rule, { maxKeys: 50_000 })
  return (path, address) => {
    if (!CONTENT_API.test(path) || isLoopback(address)) return null
    const verdict = limiter.take(addressGroup(address))
    return verdict.allowed ? null : verdict
  }
}

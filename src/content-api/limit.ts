import type { IncomingMessage, ServerResponse } from 'node:http'

import type { ErrorEnvelope } from '@/content-source/contract'

import { addressGroup } from '@/serving/address-group'
import { forwardedAddress, isLoopback, RateLimiter, type RateRule } from '@/serving/rate-limit'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** X6: calls to the content API per client address; generous, a page view makes several. */
export const CONTENT_API_LIMIT: RateRule = { limit: 600, windowMs: 60_000 }

const CONTENT_API = /^\/api\/Website(?:[/?]|$)/

/**
 * X6: the content API (`/api/Website/*`) answers a client address over its limit with 429,
 * Retry-After and the API's error envelope. It sits in front of the response cache, so cached
 * answers count too. The address is the one the server resolved into X-Forwarded-For (src/serving/).
 */
export function withContentApiLimit(
  handle: Handler,
  headers: Record<string, string>,
  rule = CONTENT_API_LIMIT,
): Handler & { admits: (url: string, address: string | null) => boolean } {
  const limiter = new RateLimiter(rule, { maxKeys: 50_000 })
  /** The refusal of one more call from the address, or null (the call is counted when allowed). */
  const refusal = (url: string, address: string | null) => {
    if (!CONTENT_API.test(url) || address === null || isLoopback(address)) return null
    const verdict = limiter.take(addressGroup(address))
    return verdict.allowed ? null : verdict
  }
  const limited: Handler = (request, response) => {
    const refused = refusal(request.url ?? '', forwardedAddress(request.headers['x-forwarded-for']))
    if (!refused) return handle(request, response)
    const body: ErrorEnvelope = { success: false, code: 429, message: '请求过于频繁，请稍后再试', data: { items: [] } }
    request.resume()
    response.writeHead(429, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(refused.retryAfterSeconds),
    })
    response.end(JSON.stringify(body))
    return Promise.resolve()
  }
  // For a server answering cache hits before this handler: a call it refuses goes here for its 429.
  return Object.assign(limited, { admits: (url: string, address: string | null) => refusal(url, address) === null })
}

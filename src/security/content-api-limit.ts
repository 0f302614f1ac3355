import type { IncomingMessage, ServerResponse } from 'node:http'

import type { ErrorEnvelope } from '@/content-api/contract'

import { forwardedAddress, isLoopback, RateLimiter, type RateRule } from './rate-limit'

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/** X6: calls to the content API per client address; generous, a page view makes several. */
export const CONTENT_API_LIMIT: RateRule = { limit: 600, windowMs: 60_000 }

const CONTENT_API = /^\/api\/Website(?:[/?]|$)/

/**
 * X6: the content API (`/api/Website/*`) answers a client address over its limit with 429,
 * Retry-After and the API's error envelope. It sits in front of the response cache, so cached
 * answers count too. The address is the one server.ts resolved into X-Forwarded-For.
 */
export function withContentApiLimit(handle: Handler, headers: Record<string, string>, rule = CONTENT_API_LIMIT): Handler {
  const limiter = new RateLimiter(rule, { maxKeys: 50_000 })
  return (request, response) => {
    if (!CONTENT_API.test(request.url ?? '')) return handle(request, response)
    const address = forwardedAddress(request.headers['x-forwarded-for'])
    if (address === null || isLoopback(address)) return handle(request, response)
    const verdict = limiter.take(address)
    if (verdict.allowed) return handle(request, response)
    const body: ErrorEnvelope = { success: false, code: 429, message: '请求过于频繁，请稍后再试', data: { items: [] } }
    request.resume()
    response.writeHead(429, {
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(verdict.retryAfterSeconds),
    })
    response.end(JSON.stringify(body))
    return Promise.resolve()
  }
}

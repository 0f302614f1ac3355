import type { NextRequest } from 'next/server'

import { addressGroup } from '@/limits/address-group'
import { forwardedAddress, isLoopback, RateLimiter, type RateRule } from '@/limits/rate-limit'
import { siteOrigin } from '@/site/seo/site-url'
import { WeChatHeldBackError } from '@/site/wechat/js-sdk'
import { wechatSigner } from '@/site/wechat/signer'

export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

/** X6: signatures per client address; a page view in WeChat asks once, so this is generous. */
const WECHAT_SIGNATURE_LIMIT: RateRule = { limit: 120, windowMs: 60_000 }

// One per process, shared by Next's server bundles.
const limiterKey = Symbol.for('nuclear-expo.wechat-signature-limit')
const holder = globalThis as typeof globalThis & { [limiterKey]?: RateLimiter }
const limiter = (holder[limiterKey] ??= new RateLimiter(WECHAT_SIGNATURE_LIMIT, { maxKeys: 50_000 }))

/**
 * G2 GET /wechat/signature?url=<page URL>: what wx.config needs to show this site's share card in
 * WeChat. Only pages of this site (PUBLIC_URL) are signed; 404 while WeChat is not configured.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const signer = wechatSigner()
  if (!signer) return json(404, { error: 'WeChat sharing is not configured' })
  const address = forwardedAddress(request.headers.get('x-forwarded-for'))
  const verdict = address === null || isLoopback(address) ? { allowed: true as const } : limiter.take(addressGroup(address))
  if (!verdict.allowed) return json(429, { error: 'Too many requests' }, { 'Retry-After': String(verdict.retryAfterSeconds) })
  const given = request.nextUrl.searchParams.get('url') ?? ''
  let url: URL
  try {
    url = new URL(given)
  } catch {
    return json(400, { error: 'url must be the page URL' })
  }
  if (url.origin !== new URL(siteOrigin()).origin) return json(400, { error: 'url must be a page of this site' })
  try {
    return json(200, await signer.sign(given))
  } catch (error) {
    // A renewal held back after a failure was logged when it failed.
    if (error instanceof WeChatHeldBackError)
      return json(503, { error: 'WeChat is unavailable' }, { 'Retry-After': String(error.retryAfterSeconds) })
    console.error('[wechat] the JS-SDK signature could not be made', error)
    return json(503, { error: 'WeChat is unavailable' }, { 'Retry-After': '10' })
  }
}

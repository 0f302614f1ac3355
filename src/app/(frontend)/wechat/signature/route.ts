import type { NextRequest } from 'next/server'

import { siteOrigin } from '@/site/seo/site-url'
import { wechatSigner } from '@/site/wechat/signer'

export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * G2 GET /wechat/signature?url=<page URL>: what wx.config needs to show this site's share card in
 * WeChat. Only pages of this site (PUBLIC_URL) are signed; 404 while WeChat is not configured.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const signer = wechatSigner()
  if (!signer) return json(404, { error: 'WeChat sharing is not configured' })
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
    console.error('[wechat] the JS-SDK signature could not be made', error)
    return Response.json({ error: 'WeChat is unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '30' } })
  }
}

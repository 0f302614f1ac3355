import { captchaAsset } from '@/registration/captcha/assets'

/**
 * R4 /captcha/<version>/<file>: the ALTCHA widget's files, served from this site (the page's
 * Content-Security-Policy allows scripts from 'self' only). Named by version: cached for good.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ version: string; file: string }> }): Promise<Response> {
  const { version, file } = await params
  const asset = await captchaAsset(version, file)
  if (!asset) return new Response('404 Not Found\n', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return new Response(asset.body, {
    headers: { 'Content-Type': asset.type, 'Cache-Control': 'public, max-age=31536000, immutable' },
  })
}

import { type NextRequest, NextResponse } from 'next/server'

import { getEnv } from '@/config/env'

/**
 * The admin works only at PUBLIC_URL: Payload accepts the session cookie only from that origin
 * (CSRF), so at another address of the same server (127.0.0.1 instead of localhost, the machine's
 * IP instead of the domain) every save failed with "您无权执行此操作". Such a visit is sent to
 * the same admin page at the public address.
 */
export function proxy(request: NextRequest): NextResponse | undefined {
  const publicUrl = new URL(getEnv().PUBLIC_URL)
  // By name only: a proxy may pass the host without its port (nginx's $host).
  const hostname = (request.headers.get('host') ?? '').replace(/:\d+$/, '').toLowerCase()
  if (hostname === publicUrl.hostname) return undefined
  const target = new URL(request.nextUrl.pathname + request.nextUrl.search, publicUrl)
  return NextResponse.redirect(target, 307)
}

export const config = { matcher: ['/admin', '/admin/:path*'] }

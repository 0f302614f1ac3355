import type { IncomingMessage } from 'node:http'

/**
 * The admin works only at PUBLIC_URL: Payload accepts the session cookie only from that origin
 * (CSRF), so at another address of the same server (127.0.0.1 instead of localhost, the machine's
 * IP instead of the domain) every save failed with "您无权执行此操作". Such a visit goes to the
 * same admin page at the public address: this gives that address, or null when the request is
 * already there. Hosts are compared by name only: a proxy may pass them without the port
 * (nginx's `$host`).
 */
export function adminAtPublicUrl(request: IncomingMessage, publicUrl: URL): string | null {
  const hostname = (request.headers.host ?? '').replace(/:\d+$/, '').toLowerCase()
  if (hostname === publicUrl.hostname) return null
  return new URL(request.url ?? '/admin', publicUrl).href
}

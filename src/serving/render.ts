import type { IncomingMessage, ServerResponse } from 'node:http'

import { LOCALE_HEADER, splitLocalePath } from '@/locales/languages'
import { adminAtPublicUrl } from '@/serving/admin-address'
import { requestContext } from '@/logging/request-context'
import { responseKind, type SecurityHeaders } from '@/serving/headers'

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>

/**
 * Next's request handler with the page's edition on the request (G5: the locale header, from the
 * path) and what every answer it gives carries: the security headers of its
 * kind (X1), set before it renders (a page's Content-Security-Policy also goes on the request,
 * where Next reads the nonce for its own inline scripts), and one decision at `writeHead` on the
 * answer's final head: a page that rendered the site's 404 page says 404 (P5), a page rendered
 * without some of its content says 503 (O1), a page showing a refused form again says the
 * status its action gave (J1), and every HTML answer says `no-transform` (G1),
 * those the response cache does not keep too.
 */
export function createRender(nextHandler: Handler, security: SecurityHeaders, publicUrl: URL): Handler {
  return (request, response) => {
    const kind = responseKind(request.url ?? '/')
    const adminAddress = kind === 'admin' ? adminAtPublicUrl(request, publicUrl) : null
    if (adminAddress) {
      response.writeHead(307, { ...security.forKind('admin'), Location: adminAddress, 'Cache-Control': 'no-store' })
      response.end()
      return Promise.resolve()
    }
    // G5: the edition of the path, never a client's claim (src/proxy.ts sets it only where this server does not run).
    request.headers[LOCALE_HEADER] = splitLocalePath(request.url ?? '/').locale
    const headers = kind === 'page' ? security.forPage(request.url).headers : security.forKind(kind)
    if (kind === 'page') request.headers['content-security-policy'] = headers['Content-Security-Policy']
    for (const name in headers) response.setHeader(name, headers[name] as string)
    decideHeadAtWrite(response)
    return nextHandler(request, response)
  }
}

function decideHeadAtWrite(response: ServerResponse): void {
  const context = requestContext.getStore()
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((rendered: number, ...rest: unknown[]) => {
    // P5: the page rendered the site's 404 page in place of its own (src/site/lib/edition-route.ts).
    // Pages only: the client router's flight data is streamed before the page has run, so its
    // status could not depend on it; it shows the 404 page within the site as it navigates.
    const html = String(response.getHeader('content-type') ?? '').startsWith('text/html')
    const outcome = rendered === 200 ? context?.render : undefined
    const notFound = outcome === 'not-found' && html
    const degraded = outcome === 'degraded'
    const cacheControl = response.getHeader('cache-control')
    // J1: a form refused by the page's server action is shown again, in the page, with its own status.
    const refused = rendered === 200 && html ? context?.pageStatus : undefined
    if (refused !== undefined) {
      // J1: the form shown again holds what the visitor typed: no cache may keep it.
      response.setHeader('Cache-Control', 'private, no-store, no-transform')
    } else if (degraded) {
      // Kept by no cache at all, so nothing a cache might transform either.
      response.setHeader('Cache-Control', 'no-store')
      response.setHeader('Retry-After', '5')
    } else if (html && !/no-transform/.test(String(cacheControl ?? ''))) {
      response.setHeader('Cache-Control', cacheControl ? `${String(cacheControl)}, no-transform` : 'no-transform')
    }
    const status = notFound ? 404 : degraded ? 503 : (refused ?? rendered)
    // A reason phrase Next passed for 200 would be wrong for another status: only the headers are kept.
    return status === rendered ? writeHead(status, ...rest) : writeHead(status, ...rest.filter((arg) => typeof arg !== 'string'))
  }) as ServerResponse['writeHead']
}

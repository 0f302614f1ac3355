import type { IncomingMessage, ServerResponse } from 'node:http'

import { chooseEncoding } from './policy'
import type { CachedResponse } from './store'

/**
 * Answers a request from a stored entry: 304 when the client holds the body of the encoding it
 * would get (X12), HEAD without the body, else the body in the client's encoding, with `extra`
 * (name, value…: the request's own headers) beside the entry's.
 */
export function replay(request: IncomingMessage, response: ServerResponse, cached: CachedResponse, extra: readonly string[] = []): void {
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch !== undefined && matches(ifNoneMatch, cached.etags[encoding])) {
    response.writeHead(304, [...cached.notModifiedHeads[encoding], ...extra])
    response.end()
    return
  }
  response.writeHead(cached.status, [...cached.heads[encoding], ...extra])
  response.end(request.method === 'HEAD' ? undefined : cached.bodies[encoding])
}

/** If-None-Match's weak comparison (RFC 9110 §13.1.2): `W/"x"` matches `"x"`, `*` matches any. */
function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim()
    return (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === etag
  })
}

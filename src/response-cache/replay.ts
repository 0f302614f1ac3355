import type { IncomingMessage, ServerResponse } from 'node:http'

import { chooseEncoding } from './policy'
import type { CachedResponse } from './store'

/**
 * Answers a request from a stored entry: 304 when the client has it, HEAD without the body,
 * else the body in the client's encoding; `extraHead` (name, value…) goes after the entry's
 * headers. One `writeHead` of the entry's prebuilt list and one `end` (issue 16).
 */
export function replay(request: IncomingMessage, response: ServerResponse, cached: CachedResponse, extraHead: readonly string[] = []): void {
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(cached.etag)) {
    response.writeHead(304, [...cached.notModifiedHead, ...extraHead])
    response.end()
    return
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  response.writeHead(cached.status, [...cached.heads[encoding], ...extraHead])
  response.end(request.method === 'HEAD' ? undefined : cached.bodies[encoding])
}

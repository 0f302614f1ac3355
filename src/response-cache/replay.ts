import type { IncomingMessage, ServerResponse } from 'node:http'

import { writeStoredHead } from './head'
import { chooseEncoding } from './policy'
import type { CachedResponse } from './store'

/**
 * Answers a request from a stored entry: 304 when the client has it, HEAD without the body,
 * else the body in the client's encoding, with `extraHead` (name, value…: the request's own
 * headers) beside the entry's. The entry's head was built when it was stored (head.ts); a hit
 * adds its own few headers to it and ends with one `end` (issues 14 and 16).
 */
export function replay(request: IncomingMessage, response: ServerResponse, cached: CachedResponse, extraHead: readonly string[] = []): void {
  const ifNoneMatch = request.headers['if-none-match']
  if (ifNoneMatch !== undefined && ifNoneMatch.split(/\s*,\s*/).includes(cached.etag)) {
    writeStoredHead(response, 304, cached.notModifiedHead, extraHead)
    response.end()
    return
  }
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  writeStoredHead(response, cached.status, cached.heads[encoding], extraHead)
  response.end(request.method === 'HEAD' ? undefined : cached.bodies[encoding])
}

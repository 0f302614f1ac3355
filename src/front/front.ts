import { createServer, type Server } from 'node:http'

import { malformedPathAnswer } from '@/content-api/malformed-path'
import { createClientIp } from '@/operations/client-ip'
import { requestIds } from '@/operations/request-id'
import { replay } from '@/response-cache/replay'
import type { StoreChange } from '@/response-cache/store'
import { withContentApiLimit } from '@/security/content-api-limit'

import { createForward } from './forward'
import { Replica } from './replica'

export type FrontOptions = {
  host: string
  port: number
  /** The app thread's server: a Unix socket in a folder only this user can open. */
  appSocket: string
  trustedProxies: string[]
  /** The API's security headers (X1), for the answers the front gives itself (429, 503). */
  apiHeaders: Record<string, string>
  /** How long a stored answer is fresh (the response cache's maxAgeMs). */
  maxAgeMs: number
  /** How long requests in flight get to finish after a drain begins (O4). */
  drainMs: number
  /** Whether hits are logged (LOG_LEVEL debug or trace). */
  logHits: boolean
}

/** What the app thread tells the front: the response cache's changes, and when to drain. */
export type ToFront = StoreChange | { type: 'drain' }
export type FrontLogLevel = 'debug' | 'warn' | 'error'
/** What the front tells the app thread; it has no logger of its own, its lines go to the app's. */
export type FromFront =
  | { type: 'listening' }
  | { type: 'drained' }
  | { type: 'log'; level: FrontLogLevel; fields: Record<string, unknown>; message: string }

export type Channel = {
  postMessage: (message: FromFront) => void
  on: (event: 'message', listener: (message: ToFront) => void) => unknown
}

/**
 * The front of an instance (issue 16): the public listener, in a thread of its own. It answers
 * response-cache hits from its replica of the app thread's store (fresh ones, and stale ones
 * while one request refreshes them: see Replica), with the rate limit of
 * the content API (X6) applied to every call, and hands everything else to the app thread
 * (Next and Payload) with the client's resolved address and the request id. A hit here pays
 * none of what sharing a thread with Next costs (its AsyncLocalStorage hooks on every async
 * resource, its wrapped timers, the collector's walks of a large heap): `bench/hit-thread.mjs`
 * measures the same answer pinned to one core in a worker beside Next and in Next's own thread
 * (51 600–59 300 against 40 100–45 500 req/s on the development machine).
 */
export function serveFront(options: FrontOptions, channel: Channel): Server {
  const replica = new Replica(options.maxAgeMs)
  const clientIp = createClientIp(options.trustedProxies)
  const nextRequestId = requestIds()
  const log = (level: FrontLogLevel, fields: Record<string, unknown>, message: string) => channel.postMessage({ type: 'log', level, fields, message })
  const forward = createForward(options.appSocket, options.apiHeaders, (error, request) =>
    log('error', { err: { type: error.name, code: (error as NodeJS.ErrnoException).code, message: error.message }, path: request.url }, 'the app thread did not answer'),
  )
  const handle = withContentApiLimit(forward, options.apiHeaders)
  let draining = false

  const server = createServer((request, response) => {
    const started = performance.now()
    const id = nextRequestId(request.headers['x-request-id'])
    const ip = clientIp(request)
    const path = request.url ?? '/'
    const entry = draining || malformedPathAnswer(path) ? null : replica.lookup(request)
    if (entry && handle.admits(path, ip)) {
      replay(request, response, entry, ['X-Request-Id', id])
      // At debug only: at info a line doubled a hit's CPU (nginx's access log in front has every request).
      if (options.logHits) log('debug', { reqId: id, method: request.method, path, status: response.statusCode, ms: Math.round((performance.now() - started) * 10) / 10, ip }, 'request (cache hit)')
      return
    }
    // What the app (Payload, Next, the limits) sees as the client: the address resolved here, never a claimed one.
    request.headers['x-forwarded-for'] = ip
    request.headers['x-request-id'] = id
    response.setHeader('X-Request-Id', id)
    if (draining) response.setHeader('Connection', 'close')
    // In a drain, a connection kept alive closes as soon as its request in flight is answered.
    response.once('close', () => draining && setImmediate(() => server.closeIdleConnections()))
    void handle(request, response)
  })
  server.keepAliveTimeout = 65_000
  server.on('error', (error) => {
    throw error
  })
  server.listen(options.port, options.host, () => channel.postMessage({ type: 'listening' }))

  /** O4: no new connections; requests in flight finish (drainMs at most), then the app may stop. */
  const drain = () => {
    if (draining) return
    draining = true
    let told = false
    const drained = () => {
      if (told) return
      told = true
      channel.postMessage({ type: 'drained' })
    }
    server.close(drained)
    server.closeIdleConnections()
    setTimeout(() => {
      log('warn', { event: 'drain' }, `requests still in flight after ${options.drainMs / 1000} s: closing them`)
      server.closeAllConnections()
      drained()
    }, options.drainMs).unref()
  }
  channel.on('message', (message) => (message.type === 'drain' ? drain() : replica.apply(message)))
  return server
}

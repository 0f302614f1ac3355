import { randomBytes, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'

import type { Logger } from '@/logging/log'
import { requestContext, type RequestContext } from '@/logging/request-context'
import { requestIds } from '@/logging/request-id'
import { addressGroup } from '@/limits/address-group'
import { isLoopback, RateLimiter, type RateRule, type Verdict } from '@/limits/rate-limit'
import { requestBegins } from '@/operations/serving-load'
import type { CachingHandler } from '@/response-cache'

import type { Handler } from './answer'
import { createClientAddress } from './client-address'
import { capConnectionsPerAddress, CLIENT_CAPS, RequestsInFlight, SERVER_CAPS, UnfinishedBodies } from './client-limits'
import { type BodyLimit, checkRequest } from './request-check'

/** W4: requests to pages that are never cached (a render or a write each time), per client address. */
export const UNCACHED_PAGE_LIMIT: RateRule = { limit: 30, windowMs: 60_000 }
const CONTENT_API = '/api/Website/'

/** Z1: marks this server's own warm-up requests; its value is a secret of the process. */
const WARM_UP_HEADER = 'x-warm-up'

/** X10: how long a client may take to send a request's head, and the whole request. */
const HEADERS_TIMEOUT_MS = 10_000
const REQUEST_TIMEOUT_MS = 120_000

export type SiteServerOptions = {
  /** Next's answer (answer.ts), behind the response cache when it is on. */
  handle: Handler
  /** Next's answer outside the response cache: the warm-up's (Z1), which no visitor is given. */
  render: Handler
  /** X6: the product's limit per address on a path (the content API's), hits included: counts the request, or refuses it. */
  limitPerAddress: (path: string, address: string) => Extract<Verdict, { allowed: false }> | null
  /** The answer to a path no route can read (the content API's own 400), or null. */
  malformedPath: (path: string) => { contentType: string; body: string } | null
  cache: CachingHandler | null
  logger: Logger
  trustedProxies: readonly string[]
  publicUrl: URL
  /** The security headers of API answers, for the answers given here (refusals, 429, probes). */
  apiHeaders: Record<string, string>
  bodyLimits: readonly BodyLimit[]
  defaultBodyLimit: number
  /** The product's pages that are never cached: limited per address (UNCACHED_PAGE_LIMIT). */
  uncachedPages: RegExp
  /** Paths whose query holds personal data or a private link's token: logged without it. */
  privateQueries: RegExp
  /** `/healthz` and `/readyz` (O4). */
  probe: (path: string, response: ServerResponse, answer: (status: number, body: Record<string, string>) => void) => Promise<void>
  /** `/csp-report` (X1). */
  cspReport: (request: IncomingMessage, response: ServerResponse, ip: string) => void
}

export type SiteServer = {
  server: Server
  /** O4: stop accepting, let requests in flight finish (`ms` at most), then close every connection. */
  drain: (ms: number) => Promise<void>
  /**
   * Z1: once listening, asks this server for each path in turn over loopback, so that the first
   * render's work (Next loading the page's modules, Payload's first reads) is done before a
   * visitor's. Those requests skip the response cache (nothing stored, no hit), the limits and the
   * request log (a debug line); whatever they answer, the result says it and nothing throws.
   */
  warmUp: (paths: readonly string[], timeoutMs: number) => Promise<WarmUpResult[]>
}

export type WarmUpResult = { path: string; status: number; ms: number; error?: string }

/**
 * The one HTTP server of an instance: Node's, with Next behind it. Each request goes through the
 * request check (X8–X12: framing, methods, body limits, internal headers), is given the client's address
 * (TRUSTED_PROXIES) and a request id, then is answered from the response cache when it holds the
 * answer (before any per-request work only a miss needs), else limited (X6, X10, W4) and handed
 * to Next with one JSON log line when it ends (O8).
 */
export function createSiteServer(options: SiteServerOptions): SiteServer {
  const { cache, logger, apiHeaders } = options
  const clientAddress = createClientAddress(options.trustedProxies)
  const nextRequestId = requestIds()
  const { handle } = options
  const uncachedPageLimit = new RateLimiter(UNCACHED_PAGE_LIMIT, { maxKeys: 50_000 })
  const inFlight = new RequestsInFlight(CLIENT_CAPS.requestsInFlightPerAddress)
  const bodies = new UnfinishedBodies(SERVER_CAPS)
  /** Connections closing after a refused request whose body was never read: nothing more on them is dispatched. */
  const closing = new WeakSet<Socket>()
  const requestRules = { publicHost: options.publicUrl.host, bodyLimits: options.bodyLimits, defaultBodyLimit: options.defaultBodyLimit }
  const logHits = logger.isLevelEnabled('debug')
  let draining = false
  const warmUpSecret = randomBytes(16).toString('hex')

  /** The warm-up's own request: the secret, from this machine. The header never goes further, whoever sent it. */
  const isWarmUp = (request: IncomingMessage): boolean => {
    const claimed = request.headers[WARM_UP_HEADER]
    if (claimed === undefined) return false
    delete request.headers[WARM_UP_HEADER]
    const given = Buffer.from(String(claimed))
    const secret = Buffer.from(warmUpSecret)
    return given.length === secret.length && timingSafeEqual(given, secret) && isLoopback(request.socket.remoteAddress ?? '')
  }

  /**
   * A refusal given here, in the form the path's clients read: the content API's envelope, Payload's
   * `{ errors }` (the admin shows its message), plain text elsewhere.
   */
  const refuse = (response: ServerResponse, path: string, status: number, message: string, headers: Record<string, string>) => {
    // A body the refusal leaves unread (or a request pipelined behind it) is never parsed as a request.
    const { req: request } = response
    const unread =
      request.headers['transfer-encoding'] !== undefined || (Number(request.headers['content-length']) > 0 && !request.complete)
    if (unread) {
      closing.add(request.socket)
      headers = { ...headers, Connection: 'close' }
    }
    const [type, body] = path.startsWith(CONTENT_API)
      ? ['application/json; charset=utf-8', JSON.stringify({ success: false, code: status, message, data: { items: [] } })]
      : path.startsWith('/api/')
        ? ['application/json; charset=utf-8', JSON.stringify({ errors: [{ message }] })]
        : ['text/plain; charset=utf-8', `${status} ${message}\n`]
    response.writeHead(status, { ...apiHeaders, 'Content-Type': type, 'Cache-Control': 'no-store', ...headers })
    response.end(body)
  }

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    // Pipelined behind a refusal that left its body unread: never handled; Node closes the
    // connection once the refusal is sent (`Connection: close`).
    if (closing.has(request.socket)) return
    const started = performance.now()
    const refusal = checkRequest(request, requestRules)
    const warmUp = isWarmUp(request)
    const ip = clientAddress.of(request)
    // O8: a trusted proxy's id (nginx's $request_id) is kept; a client's own never is (X12).
    const id = nextRequestId(clientAddress.fromTrustedProxy(request) ? request.headers['x-request-id'] : undefined)
    const path = request.url ?? '/'
    const logged = options.privateQueries.test(path) ? path.split('?')[0] : path
    const line = () => ({
      reqId: id,
      method: request.method,
      path: logged,
      status: response.statusCode,
      ms: Math.round((performance.now() - started) * 10) / 10,
      ip,
    })
    if (refusal) {
      refuse(response, path, refusal.status, refusal.message, { ...refusal.headers, 'X-Request-Id': id })
      logger.info(line(), 'request refused before Next')
      return
    }
    const malformed = options.malformedPath(path)
    // Counted once, whether the request is answered from the cache or by Next.
    let overLimit: ReturnType<SiteServerOptions['limitPerAddress']> | undefined
    const limitRefusal = () => (overLimit === undefined ? (overLimit = options.limitPerAddress(path, ip)) : overLimit)
    const entry = cache && !draining && !malformed && !warmUp ? cache.lookup(request) : null
    if (entry && !limitRefusal()) {
      cache?.replay(request, response, entry, draining ? ['X-Request-Id', id, 'Connection', 'close'] : ['X-Request-Id', id])
      // At debug only: a line per hit would double a hit's cost (nginx's access log has every request).
      if (logHits) logger.debug(line(), 'request (cache hit)')
      return
    }
    response.setHeader('X-Request-Id', id)
    if (draining) response.setHeader('Connection', 'close')
    const limited = !isLoopback(ip)
    if (limited && !inFlight.enter(ip)) {
      refuse(response, path, 429, '请求过于频繁，请稍后再试', { 'Retry-After': '1' })
      logger.info(line(), 'request refused: too many in flight')
      return
    }
    const isProbe = path === '/healthz' || path === '/readyz'
    /** What a probe's answer said: `starting` (Z1: the warm-up under way) is no failure to log. */
    let probeSaid: string | undefined
    // Z5: background work (the search index's build) waits for the requests being answered.
    const ended = requestBegins()
    response.once('close', () => {
      ended()
      if (limited) inFlight.leave(ip)
      // In a drain, a connection kept alive closes as soon as its request in flight is answered,
      // whether the request came before the drain began or after.
      if (draining) setImmediate(() => server.closeIdleConnections())
      // A client that goes away before its answer is complete is its own business (X12): info.
      if (!response.writableFinished) logger.info({ ...line(), aborted: true }, 'request aborted by the client')
      else if (response.statusCode >= 500 && probeSaid !== 'starting') logger.error(line(), 'request failed')
      else if (isProbe) logger.debug(line(), 'probe')
      else if (warmUp) logger.debug(line(), 'warm-up')
      else logger.info(line(), 'request')
    })
    // What Next and Payload see as the client: the address resolved here, never a claimed one.
    request.headers['x-forwarded-for'] = ip
    request.headers['x-request-id'] = id
    // X13: a body still to come would hold a request in Next: the whole server lets only so many in at once.
    const length = Number(request.headers['content-length'] ?? 0)
    if (length > 0) bodies.enter(request, response, length, { proceed: () => dispatch(), overdue: () => overdue(request, line()) })
    else dispatch()

    // Hands the request on: its own endpoints here, the page limit, then Next.
    function dispatch(): void {
      if (path === '/csp-report') {
        for (const name in apiHeaders) response.setHeader(name, apiHeaders[name] as string)
        return options.cspReport(request, response, ip)
      }
      if (malformed) {
        response.writeHead(400, { ...apiHeaders, 'Content-Type': malformed.contentType, 'Cache-Control': 'no-store' })
        return void response.end(malformed.body)
      }
      if (limited && options.uncachedPages.test(path)) {
        const verdict = uncachedPageLimit.take(addressGroup(ip))
        if (!verdict.allowed) return tooManyPages(response, verdict.retryAfterSeconds)
      }
      const refused = warmUp ? null : limitRefusal()
      if (refused) return refuse(response, path, 429, '请求过于频繁，请稍后再试', { 'Retry-After': String(refused.retryAfterSeconds) })
      const context: RequestContext = { id, render: 'whole' }
      requestContext.run(context, () => {
        const probeAnswer = (status: number, body: Record<string, string>) => {
          probeSaid = body.status
          response.writeHead(status, { ...apiHeaders, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
          response.end(JSON.stringify(body))
        }
        const work = isProbe
          ? draining
            ? Promise.resolve(probeAnswer(503, { status: 'draining' }))
            : options.probe(path, response, probeAnswer)
          : warmUp
            ? options.render(request, response)
            : handle(request, response)
        work.catch((error: unknown) => {
          logger.error({ err: error, reqId: id }, 'request handler threw')
          if (!response.headersSent) response.writeHead(500, apiHeaders)
          response.end()
        })
      })
    }
  }

  /** X13: a body that has not arrived by its deadline: its connection is closed (the log line says so). */
  const overdue = (request: IncomingMessage, line: Record<string, unknown>) => {
    logger.info({ ...line, slowBody: true }, 'request body too slow: connection closed')
    request.socket.destroy()
  }

  const tooManyPages = (response: ServerResponse, retryAfterSeconds: number) => {
    response.writeHead(429, {
      ...apiHeaders,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfterSeconds),
    })
    response.end(
      `<!DOCTYPE html><html lang="zh-CN"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>请求过于频繁</title>` +
        `<h1>请求过于频繁</h1><p>请求过于频繁，请 ${retryAfterSeconds} 秒后再试。</p><p lang="en">Too many requests: please try again in ${retryAfterSeconds} s.</p></html>`,
    )
  }

  const server = createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000 },
    onRequest,
  )
  // Longer than a proxy's idle upstream connections (nginx keeps them 60 s), so that the proxy, not this server, closes them.
  server.keepAliveTimeout = 65_000
  server.maxConnections = SERVER_CAPS.connections
  capConnectionsPerAddress(server, CLIENT_CAPS.connectionsPerAddress, (address) => clientAddress.isTrusted(address.replace(/^::ffff:/, '')))

  const drain = (ms: number) =>
    new Promise<void>((resolve) => {
      draining = true
      const deadline = setTimeout(() => {
        logger.warn({ event: 'drain' }, `requests still in flight after ${ms / 1000} s: closing them`)
        server.closeAllConnections()
        resolve()
      }, ms)
      deadline.unref()
      server.close(() => {
        clearTimeout(deadline)
        resolve()
      })
      server.closeIdleConnections()
    })

  const warmUp = async (paths: readonly string[], timeoutMs: number): Promise<WarmUpResult[]> => {
    const { address, port } = server.address() as AddressInfo
    // Listening on every interface: the loopback one is among them.
    const host = address === '0.0.0.0' ? '127.0.0.1' : address === '::' ? '[::1]' : address.includes(':') ? `[${address}]` : address
    const results: WarmUpResult[] = []
    for (const path of paths) {
      const started = performance.now()
      const ms = () => Math.round(performance.now() - started)
      try {
        const response = await fetch(`http://${host}:${port}${path}`, {
          headers: { [WARM_UP_HEADER]: warmUpSecret },
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.arrayBuffer()
        results.push({ path, status: response.status, ms: ms() })
      } catch (error) {
        results.push({ path, status: 0, ms: ms(), error: error instanceof Error ? error.message : String(error) })
      }
    }
    return results
  }

  return { server, drain, warmUp }
}

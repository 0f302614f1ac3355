/**
 * The production server: Next's request handler behind the response cache, with one JSON log
 * line per request (O8; cache hits at debug), `/healthz` and `/readyz` (O4), content changes
 * heard from the other instances (O2) and a drain on SIGTERM (O4). Visitors reach it through the
 * front thread (src/front/) on HOST:PORT, which answers fresh cache hits itself and hands the
 * rest to this thread's server on a private Unix socket. `npm run build` compiles both to
 * .next/production-server.mjs and .next/front-thread.mjs (scripts/build-server.mjs), which
 * `npm start` runs with plain `node`.
 */
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createServer } from 'node:http'
import os from 'node:os'
import { join } from 'node:path'

import nextEnv from '@next/env'
import next from 'next'

import { EnvError, getEnv } from '@/config/env'
import { malformedPathAnswer } from '@/content-api/malformed-path'
import { type Front, startFront } from '@/front'
import { adminAtPublicUrl } from '@/operations/admin-address'
import { listenForContentChanges } from '@/operations/content-bus'
import { createDatabaseCheck, waitForDatabase } from '@/operations/database-check'
import { createLogger, routeConsoleTo } from '@/operations/log'
import { requestContext } from '@/operations/request-context'
import { requestIds } from '@/operations/request-id'
import { withResponseCache } from '@/response-cache'
import { createCspReportHandler } from '@/security/csp-report'
import { createSecurityHeaders, responseKind } from '@/security/headers'
import { forwardedAddress } from '@/security/rate-limit'

/** Requests in flight at SIGTERM get this long to finish (O4). */
const DRAIN_MS = 10_000
/** How long an unreachable database may keep the start waiting before it gives up. */
const DATABASE_WAIT_MS = 25_000

nextEnv.loadEnvConfig(process.cwd())
const env = (() => {
  try {
    return getEnv()
  } catch (error) {
    if (!(error instanceof EnvError)) throw error
    console.error(error.message)
    process.exit(1)
  }
})()
const { logger, flush } = createLogger(env.LOG_LEVEL)
routeConsoleTo(logger)
// Log lines are written in batches: what is still buffered goes out however the process ends.
process.once('exit', flush)

const database = createDatabaseCheck(env)
const state = await waitForDatabase(database, DATABASE_WAIT_MS)
if (!state.ready) {
  logger.fatal({ event: 'start' }, `cannot start: ${state.reason} (${env.databaseDialect}); is the database running and migrated (npm start runs the migrations)?`)
  flush()
  process.exit(1)
}
const contentBus = env.databaseDialect === 'postgres' ? listenForContentChanges(env.DATABASE_URL, logger) : undefined

const app = next({ dev: false, hostname: env.HOST, port: env.PORT })
await app.prepare()
const nextHandler = app.getRequestHandler()
const security = createSecurityHeaders(env)
/** Everything Next answers: its security headers (X1), set before it renders. */
const render = (request: IncomingMessage, response: ServerResponse) => {
  degradedIsUnavailable(response)
  const kind = responseKind(request.url ?? '/')
  const adminAddress = kind === 'admin' ? adminAtPublicUrl(request, publicUrl) : null
  if (adminAddress) {
    response.writeHead(307, { ...security.forKind('admin'), Location: adminAddress, 'Cache-Control': 'no-store' })
    response.end()
    return Promise.resolve()
  }
  if (kind === 'page') {
    htmlNotTransformed(response)
    const { headers } = security.forPage()
    // Next puts the policy's nonce on its own inline scripts when the request carries the policy.
    request.headers['content-security-policy'] = headers['Content-Security-Policy']
    setHeaders(response, headers)
  } else {
    setHeaders(response, security.forKind(kind))
  }
  return nextHandler(request, response)
}
const setHeaders = (response: ServerResponse, headers: Record<string, string>) => {
  for (const name in headers) response.setHeader(name, headers[name] as string)
}
const handleCspReport = createCspReportHandler(logger)
const cache = env.PAGE_CACHE === 'on' ? withResponseCache(render) : null
const handle = cache ?? render
const publicUrl = new URL(env.PUBLIC_URL)
const nextRequestId = requestIds()
let draining = false

/** A page rendered without some of its content (the database or the remote failed) says so. */
function degradedIsUnavailable(response: ServerResponse): void {
  const context = requestContext.getStore()
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    if (status === 200 && context?.degraded) {
      response.setHeader('Cache-Control', 'no-store')
      response.setHeader('Retry-After', '5')
      return writeHead(503, ...rest.filter((arg) => typeof arg !== 'string'))
    }
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}

/**
 * G1: every HTML answer says `no-transform` (Baidu's transcoder, mobile proxies), also those the
 * response cache does not keep (404s, 503s, PAGE_CACHE=off); the cache says it on its own answers.
 */
function htmlNotTransformed(response: ServerResponse): void {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const cacheControl = response.getHeader('cache-control')
    if (String(response.getHeader('content-type') ?? '').startsWith('text/html') && !/no-transform/.test(String(cacheControl ?? ''))) {
      response.setHeader('Cache-Control', cacheControl ? `${String(cacheControl)}, no-transform` : 'no-transform')
    }
    return writeHead(status, ...rest)
  }) as ServerResponse['writeHead']
}

async function probe(path: string, response: ServerResponse): Promise<void> {
  const answer = (status: number, body: Record<string, string>) => {
    response.writeHead(status, { ...security.forKind('api'), 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    response.end(JSON.stringify(body))
  }
  if (path === '/healthz') return answer(200, { status: 'ok' })
  if (draining) return answer(503, { status: 'draining' })
  const now = await database.check()
  if (now.ready) return answer(200, { status: 'ready' })
  return answer(503, { status: 'unavailable', reason: now.reason })
}

/**
 * The hits the front leaves to this thread (a stale entry while a refresh is under way, a drain)
 * need neither Next, nor the request context, nor a close listener: the entry's stored head
 * (src/response-cache/head.ts) and one end. The front has applied the rate limit (X6).
 */
function answeredFromCache(request: IncomingMessage, response: ServerResponse, id: string, ip: string, started: number): boolean {
  if (!cache || draining) return false
  const path = request.url ?? '/'
  if (malformedPathAnswer(path)) return false
  const entry = cache.lookup(request)
  if (!entry) return false
  cache.replay(request, response, entry, ['X-Request-Id', id])
  // A hit's line is at debug: at info it doubled a hit's CPU (issue 16; nginx's access log in
  // front has every request with its id). Misses, errors and everything else stay at info.
  if (logger.isLevelEnabled('debug')) {
    const ms = Math.round((performance.now() - started) * 10) / 10
    logger.debug({ reqId: id, method: request.method, path, status: response.statusCode, ms, ip }, 'request (cache hit)')
  }
  return true
}

function onRequest(request: IncomingMessage, response: ServerResponse): void {
  const started = performance.now()
  // Both set by the front thread, the only client of this server: the id it gave the request and
  // the client's address it resolved (TRUSTED_PROXIES), never one a client claimed.
  const id = nextRequestId(request.headers['x-request-id'])
  const ip = forwardedAddress(request.headers['x-forwarded-for']) ?? ''
  if (answeredFromCache(request, response, id, ip, started)) return
  response.setHeader('X-Request-Id', id)
  const path = request.url ?? '/'
  const isProbe = path === '/healthz' || path === '/readyz'
  if (path === '/csp-report') {
    setHeaders(response, security.forKind('api'))
    return handleCspReport(request, response, ip)
  }
  response.once('close', () => {
    const status = response.statusCode
    const line = { reqId: id, method: request.method, path, status, ms: Math.round((performance.now() - started) * 10) / 10, ip }
    if (!response.writableFinished) logger.warn({ ...line, aborted: true }, 'request aborted')
    else if (status >= 500) logger.error(line, 'request failed')
    else if (isProbe) logger.debug(line, 'probe')
    else logger.info(line, 'request')
  })
  const malformed = malformedPathAnswer(path)
  if (malformed) {
    response.writeHead(400, { ...security.forKind('api'), 'Content-Type': malformed.contentType, 'Cache-Control': 'no-store' })
    return void response.end(malformed.body)
  }
  const context = { id, degraded: false }
  requestContext.run(context, () => {
    const work = isProbe ? probe(path, response) : handle(request, response)
    work.catch((error: unknown) => {
      logger.error({ err: error, reqId: id }, 'request handler threw')
      if (!response.headersSent) response.writeHead(500, security.forKind('api'))
      response.end()
    })
  })
}

/** A folder only this user can open: nobody else on the machine can reach the app thread. */
const socketFolder = fs.mkdtempSync(join(os.tmpdir(), 'exhibition-app-'))
process.once('exit', () => fs.rmSync(socketFolder, { recursive: true, force: true }))
const appSocket = join(socketFolder, 'app.sock')
// The front refuses a visitor's head over Node's 16 KB itself; the headers it adds (the client's
// address, the request id) must not push one just under that limit over this server's.
const server = createServer({ maxHeaderSize: 64 * 1024 }, onRequest)
// The front keeps its connections open as long as it likes, and times visitors out itself.
server.keepAliveTimeout = 0
server.requestTimeout = 0
await new Promise<void>((resolve) => server.listen(appSocket, resolve))

const front: Front = await startFront(
  new URL('./front-thread.mjs', import.meta.url),
  {
    host: env.HOST,
    port: env.PORT,
    appSocket,
    trustedProxies: env.TRUSTED_PROXIES,
    apiHeaders: security.forKind('api'),
    maxAgeMs: cache?.store.maxAgeMs ?? 0,
    drainMs: DRAIN_MS,
    logHits: logger.isLevelEnabled('debug'),
  },
  logger,
  (error) => stopForFront(error),
).catch((error: unknown) => stopForFront(error))
cache?.store.mirrorTo(front.mirror)
logger.info({ event: 'start' }, `Listening on http://${env.HOST}:${env.PORT} (${env.PUBLIC_URL})`)

/** The front failed (it could not listen, or stopped): this instance answers nobody, so it ends. */
function stopForFront(error: unknown): never {
  logger.fatal({ event: 'start', err: error }, `the front thread failed on ${env.HOST}:${env.PORT}: ${error instanceof Error ? error.message : String(error)}`)
  flush()
  process.exit(1)
}

/** O4: the front stops accepting and lets requests in flight finish (10 s at most), then exit 0. */
function drain(signal: string): void {
  if (draining) return
  draining = true
  logger.info({ event: 'drain', signal }, 'draining: no new connections, finishing requests in flight')
  let exiting = false
  const exit = async () => {
    if (exiting) return
    exiting = true
    server.closeAllConnections()
    await Promise.allSettled([contentBus?.close(), database.close()])
    logger.info({ event: 'stop' }, 'stopped')
    flush()
    process.exit(0)
  }
  // The front has its own deadline (DRAIN_MS); this one covers a front that never answers.
  setTimeout(() => void exit(), DRAIN_MS + 2_000).unref()
  void front.drain().then(exit)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => drain(signal))

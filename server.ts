/**
 * The production server: one process, one Node `http` server (src/serving/site-server.ts) with
 * Next behind the response cache, `/healthz` and `/readyz` (O4), content changes heard from the
 * other instances (O2) and a drain on SIGTERM (O4). `npm run build` compiles it to
 * .next/production-server.mjs (scripts/build-server.mjs), which `npm start` runs with plain `node`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import nextEnv from '@next/env'
import next from 'next'

import { EnvError, getEnv } from '@/config/env'
import { CONTENT_API_CACHE } from '@/content-api/cacheable'
import { createContentApiLimit } from '@/content-api/limit'
import { malformedPathAnswer } from '@/content-api/malformed-path'
import { documentPolicy, tooLargeMessage, UPLOAD_REQUEST_MAX_BYTES } from '@/content-model/uploads/file-kinds'
import { listenForContentChanges, watchContentChanges } from '@/content-model/content-bus'
import { onContentChanged } from '@/content-model/content-events'
import { createDatabaseCheck, waitForDatabase } from '@/operations/database-check'
import { createLogger, routeConsoleTo } from '@/logging/log'
import { withResponseCache } from '@/response-cache'
import { createSecurityHeaders } from '@/security/headers'
import { createAnswer } from '@/serving/answer'
import { createCspReportHandler } from '@/serving/csp-report'
import { createSiteServer } from '@/serving/site-server'
import { SITE_CACHE } from '@/site/cacheable'

/** Requests in flight at SIGTERM get this long to finish (O4). */
const DRAIN_MS = 10_000
/**
 * O4: how long after the process started an unreachable database may keep it waiting before it
 * gives up, loading the code included (seconds on a busy machine): a last check of at most 3 s
 * and the exit still come within 30 s.
 */
const DATABASE_WAIT_MS = 25_000
const KB = 1024
/**
 * Z1: rendered once on loopback before /readyz says ready, so that the first visitor's page does
 * not wait for Next to load the pages' shared modules and for Payload to start: a fixed list, the
 * same work whatever the content (Z5).
 */
const WARM_UP_PATHS = ['/home', '/rss.xml']
const WARM_UP_TIMEOUT_MS = 20_000

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
// An error no one caught is logged with its cause, and the server goes on: a pool's connection lost
// with the database (O1) surfaces here, and the pages the cache holds must keep answering. What
// truly ends the process (out of memory) is logged by npm start's supervisor from its stderr (X10).
process.on('uncaughtException', (error) => {
  logger.error({ event: 'uncaught', err: error }, `uncaught error: ${error.message}`)
})

const database = createDatabaseCheck(env)
const state = await waitForDatabase(database, DATABASE_WAIT_MS - process.uptime() * 1000)
if (!state.ready) {
  logger.fatal(
    { event: 'start' },
    `cannot start: ${state.reason} (${env.databaseDialect}); is the database running and migrated (npm start runs the migrations)?`,
  )
  flush()
  process.exit(1)
}
// O2: content changes other instances (Postgres) or other processes (SQLite: the import) made.
const contentBus =
  env.databaseDialect === 'postgres' ? listenForContentChanges(env.DATABASE_URL, logger) : watchContentChanges(env.DATABASE_URL)

const app = next({ dev: false, hostname: env.HOST, port: env.PORT })
await app.prepare()
// K1, L2: the check-in and leads pages use the camera and the QR reader's WebAssembly; no other page may.
const security = createSecurityHeaders(env, { scannerPages: /^\/(?:checkin|leads)(?:[/?]|$)/ })
const apiHeaders = security.forKind('api')
const publicUrl = new URL(env.PUBLIC_URL)
// What Next answers, its head decided in one step (src/serving/answer.ts: status, Cache-Control,
// encoding, whether the cache keeps it), behind the response cache when it is on.
const answer = createAnswer(app.getRequestHandler(), { security, publicUrl })
const cache = env.PAGE_CACHE === 'on' ? withResponseCache(answer, { ...SITE_CACHE, contentApi: CONTENT_API_CACHE }) : null
// Any change of content, on this instance or another (the content bus), clears the stored answers.
if (cache) onContentChanged(() => cache.store.clear())

const render = (request: IncomingMessage, response: ServerResponse) => answer(request, response, null)
/** Z1: false until the warm-up has ended (whatever its pages answered): /readyz says 503 meanwhile, /healthz 200. */
let warmedUp = false
const { server, drain, warmUp } = createSiteServer({
  handle: cache ?? render,
  render,
  limitPerAddress: createContentApiLimit(),
  malformedPath: malformedPathAnswer,
  cache,
  logger,
  trustedProxies: env.TRUSTED_PROXIES,
  publicUrl,
  apiHeaders,
  // X10: a sign-in or a content API call takes kilobytes; an upload its file's limit (and a session, X13); the admin's saves a few MB.
  bodyLimits: [
    {
      path: /^\/api\/(users|exhibitor-accounts)\/(login|forgot-password|reset-password|unlock|first-register|refresh-token)\b/,
      maxBytes: 8 * KB,
    },
    { path: /^\/(api\/Website\/|csp-report\b|wechat\/)/, maxBytes: 16 * KB },
    {
      path: /^\/api\/(media|documents)\b/,
      maxBytes: UPLOAD_REQUEST_MAX_BYTES,
      message: tooLargeMessage(documentPolicy),
      signedInOnly: true,
    },
    { path: /^\/(api|admin)\b/, maxBytes: 4 * KB * KB },
  ],
  defaultBodyLimit: 64 * KB,
  // W4, R4, B1: search, registration and the exhibitors' portal render or write on every request; K1, L1: the check-in and leads pages answer per session.
  uncachedPages: /^(?:(?:\/en)?\/(?:search|register|exhibitor)(?:[/?]|$)|\/checkin(?:\/panel)?(?:\?|$)|\/leads(?:\?|$))/,
  // R8, B1, L5: a badge link's or an invitation's token, a registrations query and a leads search hold what no log line may.
  privateQueries: /^(?:(?:\/en)?\/(?:register\/|exhibitor\/(?:set-password|leads))|\/api\/(?:registrations|leads)\b)/,
  probe: async (path, _response, answer) => {
    if (path === '/healthz') return answer(200, { status: 'ok' })
    if (!warmedUp) return answer(503, { status: 'starting', reason: 'warming up' })
    const now = await database.check()
    if (now.ready) return answer(200, { status: 'ready' })
    return answer(503, { status: 'unavailable', reason: now.reason })
  },
  cspReport: createCspReportHandler(logger),
})

server.on('error', (error) => {
  logger.fatal({ event: 'start', err: error }, `cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`)
  flush()
  process.exit(1)
})
server.listen(env.PORT, env.HOST, () => {
  logger.info({ event: 'start' }, `Listening on http://${env.HOST}:${env.PORT} (${env.PUBLIC_URL})`)
  void warmUp(WARM_UP_PATHS, WARM_UP_TIMEOUT_MS).then((results) => {
    for (const { path, status, ms, error } of results) {
      const line = { event: 'warm-up', path, status, ms }
      if (status === 200) logger.info(line, `warm-up: ${path} rendered before ready`)
      else logger.warn({ ...line, error }, `warm-up: ${path} answered ${status || error}; ready without it`)
    }
    warmedUp = true
  })
})

/** O4: no new connections; requests in flight finish (DRAIN_MS at most), then exit 0. */
let draining = false
async function stop(signal: string): Promise<void> {
  if (draining) return
  draining = true
  logger.info({ event: 'drain', signal }, 'draining: no new connections, finishing requests in flight')
  await drain(DRAIN_MS)
  await Promise.allSettled([contentBus.close(), database.close()])
  logger.info({ event: 'stop' }, 'stopped')
  flush()
  process.exit(0)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void stop(signal))

/**
 * The production server: Next's request handler behind the response cache, on HOST:PORT.
 * `npm run build` compiles it to .next/production-server.mjs (scripts/build-server.mjs), which
 * `npm start` runs with plain `node`.
 */
import fs from 'node:fs'
import { createServer } from 'node:http'
import path from 'node:path'

import nextEnv from '@next/env'
import next from 'next'

import { getEnv } from '@/config/env'
import { withResponseCache } from '@/response-cache'

nextEnv.loadEnvConfig(process.cwd())
const env = getEnv()
// Next keeps unstable_cache entries on disk, keyed by the read and its arguments only: after a
// reseed, a restore or a new DATABASE_URL they would serve the old content. Each start begins empty.
fs.rmSync(path.join(process.cwd(), '.next/cache/fetch-cache'), { recursive: true, force: true })

const app = next({ dev: false, hostname: env.HOST, port: env.PORT })
await app.prepare()
const nextHandler = app.getRequestHandler()
const handle = env.PAGE_CACHE === 'on' ? withResponseCache((request, response) => nextHandler(request, response)) : nextHandler

const server = createServer((request, response) => {
  handle(request, response).catch((error: unknown) => {
    console.error('request failed', request.url, error)
    if (!response.headersSent) response.writeHead(500)
    response.end()
  })
})

server.keepAliveTimeout = 65_000
server.listen(env.PORT, env.HOST, () => console.log(`Listening on http://${env.HOST}:${env.PORT}`))

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0))
    // Keep-alive sockets would hold close() open.
    server.closeAllConnections()
  })
}

/**
 * The response cache's hit path alone, for bench/headers-cost.ts: the front (src/front/front.ts)
 * answering one captured page from its replica. It holds the page as the app stored it (its own
 * headers: Content-Type, Next's Vary…) three times: without the security headers (`/home?x1=0`),
 * with them as on http (`x1=1`) and as on https, HSTS added (`x1=2`): one process, one
 * optimized hit path, three entries, so the figure compares entries and not processes' luck. Every request is a hit, as in
 * production once a page is cached: the app socket the front would hand a miss to does not
 * exist. Compiled by esbuild and run with plain node, like the production server.
 */
import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { parseEnv } from '@/config/env'
import { type ToFront, serveFront } from '@/front/front'
import { ResponseStore } from '@/response-cache/store'
import { createSecurityHeaders } from '@/security/headers'

const body = fs.readFileSync(process.env.BODY_FILE ?? '')
const pageHeaders = JSON.parse(process.env.PAGE_HEADERS ?? '{}') as Record<string, string>
const security = createSecurityHeaders(parseEnv({ PUBLIC_URL: 'http://127.0.0.1' }))
const overHttps = createSecurityHeaders(parseEnv({ PUBLIC_URL: 'https://expo.example.cn' }))
const store = new ResponseStore({ maxEntries: 10, maxBytes: 10_000_000, maxAgeMs: 24 * 3_600_000 })
const toFront = new EventEmitter()
store.mirrorTo((change: ToFront) => toFront.emit('message', change))
const listening = new Promise<void>((resolve) =>
  serveFront(
    {
      host: '127.0.0.1',
      port: Number(process.env.PORT),
      appSocket: path.join(os.tmpdir(), 'headers-cost-no-app.sock'),
      trustedProxies: [],
      apiHeaders: security.forKind('api'),
      maxAgeMs: store.maxAgeMs,
      drainMs: 1_000,
      logHits: false,
    },
    {
      postMessage: (message) => message.type === 'listening' && resolve(),
      on: (event, listener) => toFront.on(event, listener),
    },
  ),
)
// Stored once the front listens for the store's changes.
await store.put('/home?x1=0', 200, pageHeaders, body)
await store.put('/home?x1=1', 200, { ...security.forPage().headers, ...pageHeaders }, body)
await store.put('/home?x1=2', 200, { ...overHttps.forPage().headers, ...pageHeaders }, body)
await listening
console.log('ready')

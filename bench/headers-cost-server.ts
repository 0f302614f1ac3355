/**
 * The response cache's hit path alone, for bench/headers-cost.ts: the front (src/front/front.ts)
 * answering one captured page from its replica, the stored entry carrying the security headers
 * or not (HEADERS=on|off). Every request is a hit, as in production once a page is cached: the
 * app socket the front would hand a miss to does not exist. Compiled by esbuild and run with
 * plain node, like the production server.
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
const security = createSecurityHeaders(parseEnv({}))
const headers = process.env.HEADERS === 'on' ? security.forPage().headers : {}
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
await store.put('/home', 200, { ...headers, 'Content-Type': 'text/html; charset=utf-8' }, body)
await listening
console.log('ready')

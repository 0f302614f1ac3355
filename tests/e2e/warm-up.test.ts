import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { waitFor } from '../helpers/poll'
import { prepareData, type RunningServer, startServer } from './server'

/** What Node's module loader prints (NODE_DEBUG=module) for each module file it reads and runs: once per file, the first time. */
const MODULE_LOADED = /^MODULE \d+: load "([^"]+)"/gm

type LogLine = { msg?: string; event?: string; path?: string; status?: number }

/**
 * Z1: the first render's work (Next loading the pages' and the route handlers' modules, Payload
 * starting) is done before the server says ready (/healthz answers meanwhile, /readyz says 503 `starting`). The server runs with Node's module loader telling each file it loads:
 * once /readyz says 200 (and no page was asked for: the harness's `readyOnly`), the first visitor's
 * /home must load none, and be a miss of the response cache like any first visit (the warm-up
 * stored nothing), with one request line in the log (the visitor's: the warm-up's is not one).
 * Its speed is measured by `npm run bench:scale` (bench/RESULTS.md).
 */
describe('Z1 the first page after start is rendered before the server says ready', () => {
  let server: RunningServer
  let dataDir = ''
  const loaded = () => [...server.output().matchAll(MODULE_LOADED)].map((match) => match[1] ?? '')
  const logLines = () =>
    server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as LogLine)

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-first-render-'))
    prepareData(dataDir)
    server = await startServer(dataDir, { NODE_DEBUG: 'module', LOG_LEVEL: 'info' }, { readyOnly: true })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('Z1 the first /home after /readyz says ready loads no module: the warm-up rendered it, outside the response cache and the request log', async () => {
    const before = loaded()
    // The signal works: the start loaded Next's and the app's modules, and says so.
    expect(before.length).toBeGreaterThan(100)

    const first = await fetch(`${server.baseURL}/home`)
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBe('MISS')
    await first.text()
    // A round trip more: anything the render printed on its way has been read by now.
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200)
    expect(loaded().slice(before.length)).toEqual([])
    const warmUp = await waitFor('the warm-up lines', async () => {
      const lines = logLines().filter((line) => line.event === 'warm-up')
      return lines.length === 2 ? lines : undefined
    })
    expect(warmUp).toMatchObject([
      { path: '/home', status: 200 },
      { path: '/rss.xml', status: 200 },
    ])
    // `/readyz` said 503 `starting` to the harness meanwhile: a state, not a failure to log as an error.
    expect(logLines().filter((line) => line.msg === 'request failed')).toEqual([])

    const homeLines = () => logLines().filter((line) => line.msg === 'request' && line.path === '/home')
    await waitFor('the visitor’s request line', async () => (homeLines().length > 0 ? true : undefined))
    expect(homeLines()).toHaveLength(1)
    expect(homeLines()[0]?.status).toBe(200)
  })

  it('Z1 the first /sitemap.xml loads no module either: the route handlers share theirs with /rss.xml, also rendered before ready', async () => {
    const before = loaded()
    const first = await fetch(`${server.baseURL}/sitemap.xml`)
    expect(first.status).toBe(200)
    expect(await first.text()).toContain('<loc>')
    expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200)
    expect(loaded().slice(before.length)).toEqual([])
  })

  it('Z1 a visitor who sends the warm-up’s header (a guessed value) is a visitor: answered from the response cache, logged as a request', async () => {
    const claimed = await fetch(`${server.baseURL}/home`, { headers: { 'X-Warm-Up': randomBytes(16).toString('hex') } })
    expect(claimed.status).toBe(200)
    expect(claimed.headers.get('x-cache')).toBe('HIT')
    await claimed.text()
    const missed = await fetch(`${server.baseURL}/home?menuId=0`, { headers: { 'X-Warm-Up': 'x'.repeat(32) } })
    expect(missed.headers.get('x-cache')).toBe('MISS')
    await missed.text()
    const line = await waitFor('its request line', async () => logLines().find((each) => each.path === '/home?menuId=0'))
    expect(line.msg).toBe('request')
  })
})

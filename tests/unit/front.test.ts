import { EventEmitter } from 'node:events'
import fs from 'node:fs'
import { createServer, get, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { MessageChannel } from 'node:worker_threads'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { Channel, FromFront, ToFront } from '@/front/front'
import { serveFront } from '@/front/front'
import { Replica } from '@/front/replica'
import { type CachedResponse, ResponseStore, type StoreChange } from '@/response-cache/store'

import { waitFor } from '../helpers/poll'

const HTML = '<!doctype html><title>首页</title><p>' + '中国核电展 '.repeat(400)
const OPTIONS = { maxEntries: 100, maxBytes: 10_000_000, maxAgeMs: 60_000 }
const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers }) as unknown as IncomingMessage

async function storedEntry(store = new ResponseStore(OPTIONS), key = '/home'): Promise<CachedResponse> {
  const entry = await store.put(key, 200, { 'content-type': 'text/html; charset=utf-8' }, Buffer.from(HTML))
  if (!entry) throw new Error('not stored')
  return entry
}

describe('the front thread’s replica of the response cache (issue 16)', () => {
  it('issue 16 a stored entry’s bodies live in shared memory: a mirror in another thread gets them without a copy', async () => {
    const entry = await storedEntry()
    expect(entry.bodies.br.buffer).toBeInstanceOf(SharedArrayBuffer)
    const { port1, port2 } = new MessageChannel()
    const received = new Promise<CachedResponse>((resolve) => port2.once('message', (change: StoreChange) => change.type === 'put' && resolve(change.entry)))
    port1.postMessage({ type: 'put', key: '/home', entry } satisfies StoreChange)
    const copy = await received
    port1.close()
    const replica = new Replica(60_000)
    replica.apply({ type: 'put', key: '/home', entry: copy })
    const held = replica.lookup(request('/home'))
    expect(Buffer.isBuffer(held?.bodies.br)).toBe(true)
    expect(held?.bodies.identity.toString()).toBe(HTML)
    // The same memory: a byte changed on one side is seen on the other.
    const before = entry.bodies.identity[0] as number
    entry.bodies.identity[0] = 0x21
    expect(held?.bodies.identity[0]).toBe(0x21)
    entry.bodies.identity[0] = before
  })

  it('issue 16 the replica follows the store: put, replace, delete on eviction, clear', async () => {
    const store = new ResponseStore({ ...OPTIONS, maxEntries: 2 })
    const replica = new Replica(60_000)
    store.mirrorTo((change) => replica.apply(change))
    await storedEntry(store, '/home')
    await storedEntry(store, '/news?menuId=6')
    expect(replica.size).toBe(2)
    expect(replica.lookup(request('/news?menuId=6'))).not.toBeNull()
    await storedEntry(store, '/show')
    expect(replica.size).toBe(2)
    expect(replica.lookup(request('/home'))).toBeNull()
    await storedEntry(store, '/show')
    expect(replica.size).toBe(2)
    store.clear()
    expect(replica.size).toBe(0)
    expect(replica.lookup(request('/show'))).toBeNull()
  })

  it('issue 16 fresh entries are answered by the front; what the cache may not hold never is', async () => {
    const entry = await storedEntry()
    const now = entry.storedAt + 60_000
    const replica = new Replica(60_000, () => now)
    replica.apply({ type: 'put', key: '/home', entry })
    expect(replica.lookup(request('/home'))?.storedAt).toBe(entry.storedAt)
    expect(replica.lookup(request('/home', { cookie: 'payload-token=abc' }))).toBeNull()
    expect(replica.lookup(request('/home', { rsc: '1' }))).toBeNull()
    expect(replica.lookup(request('/home', {}, 'POST'))).toBeNull()
  })

  it('issue 16 a stale entry: one request goes to the app thread to refresh it, the others get the stale copy until the new one is stored', async () => {
    const entry = await storedEntry()
    let now = entry.storedAt + 60_001
    const replica = new Replica({ maxAgeMs: 60_000, staleMs: 300_000, refreshWaitMs: 10_000 }, () => now)
    replica.apply({ type: 'put', key: '/home', entry })
    expect(replica.lookup(request('/home'))).toBeNull()
    expect(replica.lookup(request('/home'))?.storedAt).toBe(entry.storedAt)
    expect(replica.lookup(request('/home'))?.storedAt).toBe(entry.storedAt)

    // The refresh brought no new entry (a failed render): after refreshWaitMs one more request goes.
    now += 10_000
    expect(replica.lookup(request('/home'))).toBeNull()
    expect(replica.lookup(request('/home'))?.storedAt).toBe(entry.storedAt)

    // The refreshed entry arrives: fresh again, and its next staleness starts a new refresh.
    const refreshed = { ...entry, storedAt: now }
    replica.apply({ type: 'put', key: '/home', entry: refreshed })
    expect(replica.lookup(request('/home'))?.storedAt).toBe(refreshed.storedAt)
    now += 60_001
    expect(replica.lookup(request('/home'))).toBeNull()
    expect(replica.lookup(request('/home'))?.storedAt).toBe(refreshed.storedAt)

    // Past the stale limit nothing old is given here, refresh or not.
    now += 300_000
    expect(replica.lookup(request('/home'))).toBeNull()
    expect(replica.lookup(request('/home'))).toBeNull()

    // A content change clears the entry and the refresh under way.
    replica.apply({ type: 'put', key: '/home', entry: { ...entry, storedAt: now - 60_001 } })
    expect(replica.lookup(request('/home'))).toBeNull()
    replica.apply({ type: 'clear' })
    expect(replica.lookup(request('/home'))).toBeNull()
    expect(replica.size).toBe(0)
  })
})

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string }

describe('the front: hits from the replica, the rest to the app thread (issue 16, O4, X6)', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'front-test-'))
  const appSocket = path.join(folder, 'app.sock')
  const seen: Seen[] = []
  let app: Server
  let front: Server
  let base = ''
  const toFront = new EventEmitter()
  const fromFront: FromFront[] = []
  const channel: Channel = { postMessage: (message) => fromFront.push(message), on: (event, listener) => toFront.on(event, listener) }
  const tell = (message: ToFront) => toFront.emit('message', message)
  let hold: Promise<void> | null = null

  beforeAll(async () => {
    app = createServer((req, res) => {
      let body = ''
      req.setEncoding('utf8')
      req.on('data', (chunk: string) => (body += chunk))
      if (req.url === '/upload') {
        // Refused before the body is read, as Payload refuses an upload over the limit.
        res.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close' })
        res.end('{"message":"too large"}', () => req.socket.destroy())
        return
      }
      req.on('end', async () => {
        seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
        if (req.url === '/slow') await hold
        if (req.url?.startsWith('/long')) {
          res.writeHead(308, { Location: req.url, Refresh: `0;url=${req.url}` })
          res.end()
          return
        }
        if (req.url === '/cut') {
          res.writeHead(200, { 'Content-Length': '1000' })
          res.write('only part')
          setTimeout(() => res.socket?.destroy(), 20)
          return
        }
        res.writeHead(201, [
          ...['Content-Type', 'text/plain; charset=utf-8', 'Set-Cookie', 'a=1; Path=/', 'Set-Cookie', 'b=2; Path=/'],
          ...['X-Request-Id', String(req.headers['x-request-id']), 'Keep-Alive', 'timeout=5', 'Link', '</a.css>; rel=preload', 'Link', '</b.css>; rel=preload'],
        ])
        res.end(`app: ${req.method} ${req.url} ${body}`)
      })
    })
    await new Promise<void>((resolve) => app.listen(appSocket, resolve))
    front = serveFront(
      { host: '127.0.0.1', port: 0, appSocket, trustedProxies: [], apiHeaders: { 'X-Content-Type-Options': 'nosniff' }, maxAgeMs: 60_000, drainMs: 5_000, logHits: false },
      channel,
    )
    await waitFor('the front to listen', async () => (fromFront.some((message) => message.type === 'listening') ? true : undefined))
    base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`
  })
  afterEach(() => {
    seen.length = 0
  })
  afterAll(async () => {
    front.closeAllConnections()
    app.closeAllConnections()
    await new Promise((resolve) => app.close(resolve))
    fs.rmSync(folder, { recursive: true, force: true })
  })

  it('issue 16 a request the replica cannot answer reaches the app with the resolved client address and the request id, and its whole answer comes back', async () => {
    const response = await fetch(`${base}/admin/login?x=1`, {
      method: 'POST',
      body: 'email=a%40b.example',
      headers: { 'X-Forwarded-For': '203.0.113.7', 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': 'nginx-42' },
    })
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('app: POST /admin/login?x=1 email=a%40b.example')
    // No trusted proxies: the claimed address is replaced by the peer's.
    expect(seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.1')
    expect(seen[0]?.headers['x-request-id']).toBe('nginx-42')
    expect(response.headers.get('x-request-id')).toBe('nginx-42')
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    expect(response.headers.get('link')).toBe('</a.css>; rel=preload, </b.css>; rel=preload')
    // The app's connection headers are its own, not the visitor's.
    expect(response.headers.get('keep-alive')).not.toBe('timeout=5')
  })

  it('issue 16 a stored page is answered by the front (the app never sees it), in the client’s encoding, with 304 for its ETag; a clear sends it back to the app', async () => {
    const store = new ResponseStore(OPTIONS)
    store.mirrorTo(tell)
    const entry = await storedEntry(store, '/home')
    const hit = await fetch(`${base}/home`, { headers: { 'Accept-Encoding': 'br, gzip', 'X-Request-Id': 'r-1' } })
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('content-encoding')).toBe('br')
    expect(hit.headers.get('x-request-id')).toBe('r-1')
    // fetch undoes the brotli itself.
    expect(await hit.text()).toBe(HTML)
    const notModified = await fetch(`${base}/home`, { headers: { 'If-None-Match': entry.etag } })
    expect(notModified.status).toBe(304)
    expect(seen).toEqual([])
    store.clear()
    const afterClear = await fetch(`${base}/home`)
    expect(await afterClear.text()).toBe('app: GET /home ')
    expect(seen.map((request) => request.url)).toEqual(['/home'])
  })

  it('issue 16 an answer refused before the body is read reaches the visitor, a long head passes, an answer cut short is not passed off as whole', async () => {
    const upload = await fetch(`${base}/upload`, { method: 'POST', body: Buffer.alloc(8 * 1024 * 1024, 1) })
    expect(upload.status).toBe(413)
    expect(await upload.json()).toEqual({ message: 'too large' })
    // A redirect naming a long address twice has a head over 16 KB: the front still passes it on.
    const long = `/long?q=${'x'.repeat(15_000)}`
    const redirect = await new Promise<IncomingMessage>((resolve, reject) =>
      get(`${base}${long}`, { maxHeaderSize: 64 * 1024 }, (answer) => resolve(answer.resume())).once('error', reject),
    )
    expect(redirect.statusCode).toBe(308)
    expect(redirect.headers.location).toBe(long)
    const cut = await fetch(`${base}/cut`)
    expect(cut.status).toBe(200)
    await expect(cut.text()).rejects.toThrow()
  })

  it('X6 the content API’s limit counts the front’s hits: over it, 429 with Retry-After and the envelope', async () => {
    const trusting = serveFront(
      { host: '127.0.0.1', port: 0, appSocket, trustedProxies: ['127.0.0.1'], apiHeaders: {}, maxAgeMs: 60_000, drainMs: 5_000, logHits: false },
      { postMessage: () => {}, on: (event, listener) => toFront.on(event, listener) },
    )
    await waitFor('the second front to listen', async () => (trusting.listening ? true : undefined))
    const url = `http://127.0.0.1:${(trusting.address() as AddressInfo).port}/api/Website/GetMenuList?siteId=1`
    const store = new ResponseStore(OPTIONS)
    store.mirrorTo(tell)
    await store.put('/api/Website/GetMenuList?siteId=1||', 200, { 'content-type': 'application/json' }, Buffer.from('{"success":true}'))
    const statuses: number[] = []
    for (let call = 0; call < 601; call += 1) {
      const response = await fetch(url, { headers: { 'X-Forwarded-For': '198.51.100.4' } })
      await response.arrayBuffer()
      statuses.push(response.status)
    }
    expect(statuses.slice(0, 600).every((status) => status === 200)).toBe(true)
    expect(statuses[600]).toBe(429)
    const refused = await fetch(url, { headers: { 'X-Forwarded-For': '198.51.100.4' } })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await refused.json()).toMatchObject({ success: false, code: 429 })
    expect(seen).toEqual([])
    trusting.closeAllConnections()
    await new Promise((resolve) => trusting.close(resolve))
    store.clear()
  })

  it('issue 16 the app not answering is a 503 with Retry-After in the envelope, not a hang', async () => {
    const orphan = serveFront(
      { host: '127.0.0.1', port: 0, appSocket: path.join(folder, 'nobody.sock'), trustedProxies: [], apiHeaders: {}, maxAgeMs: 60_000, drainMs: 5_000, logHits: false },
      { postMessage: (message) => fromFront.push(message), on: () => {} },
    )
    await waitFor('the orphan front to listen', async () => (orphan.listening ? true : undefined))
    const response = await fetch(`http://127.0.0.1:${(orphan.address() as AddressInfo).port}/api/Website/GetMenuList`)
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).toBe('5')
    expect(await response.json()).toMatchObject({ success: false, code: 503, message: '服务暂时不可用，请稍后再试' })
    expect(fromFront).toContainEqual(expect.objectContaining({ type: 'log', level: 'error', message: 'the app thread did not answer' }))
    orphan.closeAllConnections()
    await new Promise((resolve) => orphan.close(resolve))
  })

  it('O4 a drain: the request in flight completes (Connection: close), new connections are refused, then the front says it is drained', async () => {
    let release = () => {}
    hold = new Promise((resolve) => (release = resolve))
    const inFlight = fetch(`${base}/slow`)
    await waitFor('the slow request to reach the app', async () => (seen.some((request) => request.url === '/slow') ? true : undefined))
    tell({ type: 'drain' })
    await waitFor('the front to stop listening', async () => (front.listening ? undefined : true))
    await expect(fetch(`${base}/home`)).rejects.toThrow()
    expect(fromFront.some((message) => message.type === 'drained')).toBe(false)
    release()
    const response = await inFlight
    expect(response.status).toBe(201)
    expect(await response.text()).toBe('app: GET /slow ')
    await waitFor('the front to say it is drained', async () => (fromFront.some((message) => message.type === 'drained') ? true : undefined))
  })
})

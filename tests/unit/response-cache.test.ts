import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { emitContentChanged, onContentChanged } from '@/content-model/content-events'
import { type CachingHandler, withResponseCache } from '@/response-cache'
import { chooseEncoding } from '@/response-cache/policy'
import { createAnswer } from '@/serving/answer'

import { cacheKey, PRODUCT_CACHE_ROUTES } from '../helpers/cache-routes'

import { waitFor } from '../helpers/poll'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as IncomingMessage

describe('response cache policy', () => {
  it('public pages and the content API are cacheable, keyed by path and sorted query', () => {
    expect(cacheKey(request('/news?page=2&menuId=7'))).toBe('/news?menuId=7&page=2')
    expect(cacheKey(request('/news?menuId=7&page=2'))).toBe('/news?menuId=7&page=2')
    expect(cacheKey(request('/home'))).toBe('/home')
    expect(cacheKey(request('/api/Website/GetMenuList?siteId=x'))).toBe('/api/Website/GetMenuList?siteId=x||')
  })

  it('the API key varies by CORS origin and bearer token', () => {
    const key = (headers: Record<string, string>) => cacheKey(request('/api/Website/GetMenuList?siteId=x', headers))
    expect(key({ origin: 'https://a.example' })).not.toBe(key({ origin: 'https://b.example' }))
    expect(key({ authorization: 'Bearer 1' })).not.toBe(key({ authorization: 'Bearer 2' }))
  })

  it.each([
    ['POST', '/home', {}],
    ['GET', '/admin', {}],
    ['GET', '/admin/collections/menus', {}],
    ['GET', '/api/menus', {}],
    ['GET', '/api/Website/DownloadFile', {}],
    ['GET', '/home', { cookie: 'a=1; payload-token=abc' }],
    ['GET', '/home', { cookie: '__prerender_bypass=1' }],
    ['GET', '/home', { cookie: '__next_preview_data=1' }],
    ['GET', '/home', { rsc: '1' }],
    ['GET', '/home?_rsc=abc', {}],
    ['GET', '/_next/static/chunks/main.js', {}],
  ] as const)('%s %s %o bypasses the cache', (method, url, headers) => {
    expect(cacheKey(request(url, headers, method))).toBeNull()
  })

  it('answers stay right when a request target repeats and after many distinct targets (memoized parsing)', () => {
    for (let round = 0; round < 2; round += 1) {
      expect(cacheKey(request('/news?page=2&menuId=7'))).toBe('/news?menuId=7&page=2')
      expect(cacheKey(request('/admin'))).toBeNull()
      expect(chooseEncoding('gzip;q=0, br')).toBe('br')
    }
    for (let index = 0; index < 5_000; index += 1) expect(cacheKey(request(`/news?menuId=${index}`))).toBe(`/news?menuId=${index}`)
    expect(cacheKey(request('/news?page=2&menuId=7'))).toBe('/news?menuId=7&page=2')
    expect(cacheKey(request('/home/../admin'))).toBeNull()
    expect(cacheKey(request('/info/../home'))).toBe('/home')
  })

  it('G1 the sitemap, its numbered files, robots.txt, the RSS feed and the icons are cacheable', () => {
    for (const path of [
      '/sitemap.xml',
      '/sitemap/2.xml',
      '/robots.txt',
      '/rss.xml',
      '/en/rss.xml',
      '/favicon.ico',
      '/apple-touch-icon.png',
    ]) {
      expect(cacheKey(request(path))).toBe(path)
    }
    expect(cacheKey(request('/sitemap/0.xml'))).toBeNull()
    expect(cacheKey(request('/sitemap/x.xml'))).toBeNull()
  })

  it('an unrelated cookie does not bypass it', () => {
    expect(cacheKey(request('/home', { cookie: 'theme=dark' }))).toBe('/home')
  })

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('Accept-Encoding %s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('response cache in front of a real HTTP handler', () => {
  let server: Server
  let base: string
  let handler: CachingHandler
  let renders = 0
  let body = 'first version'
  /** When set, /info renders wait for it: a render the test holds open. */
  let gate: Promise<unknown> | null = null

  // Stands in for Next: streams the page in chunks and marks it private, as Next does for dynamic pages.
  const next = async (incoming: IncomingMessage, response: ServerResponse) => {
    renders += 1
    if (incoming.url?.startsWith('/info') && gate) await gate
    if (incoming.url?.startsWith('/robots.txt')) {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end(`User-agent: *\n# ${body}\n`)
      return
    }
    if (incoming.url?.startsWith('/api/Website/GetBroken')) {
      response.writeHead(500, { 'Content-Type': 'application/json' })
      response.end('{"success":false}')
      return
    }
    response.statusCode = 200
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
    if (incoming.url?.startsWith('/detail')) response.setHeader('Set-Cookie', 'x=1')
    response.write(`<html><body>${incoming.headers['accept-encoding'] ?? 'no-encoding'}|`)
    await new Promise((resolve) => setTimeout(resolve, 5))
    response.end(`${body}${'.'.repeat(2000)}</body></html>`)
  }

  let stopClearing: () => void
  beforeAll(async () => {
    handler = withResponseCache(createAnswer(next), PRODUCT_CACHE_ROUTES)
    // As server.ts wires it: a content change clears the stored answers.
    stopClearing = onContentChanged(() => handler.store.clear())
    server = createServer((incoming, response) => void handler(incoming, response))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    stopClearing()
    await new Promise((resolve) => server.close(resolve))
  })
  beforeEach(() => {
    handler.store.clear()
    renders = 0
    body = 'first version'
  })

  const raw = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    fetch(base + path, { method, headers: { 'accept-encoding': 'identity', ...headers } })
  /** A miss's entry is stored (or given up) a moment after it was answered. */
  const settle = () => handler.settled()

  it('miss then hit: Next renders once, uncompressed, and the miss is public for a CDN', async () => {
    const miss = await raw('/news?menuId=1', { 'accept-encoding': 'gzip' })
    expect(miss.headers.get('x-cache')).toBe('MISS')
    // The miss itself goes out in the client's encoding.
    expect(miss.headers.get('content-encoding')).toBe('gzip')
    expect(miss.headers.get('vary')).toContain('Accept-Encoding')
    expect(miss.headers.get('cache-control')).toContain('s-maxage=')
    expect(await miss.text()).toContain('no-encoding|first version')
    await settle()
    const hit = await raw('/news?menuId=1')
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, no-transform')
    expect(hit.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await hit.text()).toContain('first version')
    expect(renders).toBe(1)
  })

  it('a miss goes out brotli-compressed when the browser accepts br, and uncompressed when it accepts nothing', async () => {
    const miss = await raw('/news?menuId=7', { 'accept-encoding': 'br, gzip' })
    expect(miss.headers.get('x-cache')).toBe('MISS')
    expect(miss.headers.get('content-encoding')).toBe('br')
    expect(miss.headers.get('content-length')).toBeNull()
    expect(await miss.text()).toContain('first version')
    await settle()
    handler.store.clear()
    const plain = await raw('/news?menuId=7')
    expect(plain.headers.get('x-cache')).toBe('MISS')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toContain('first version')
  })

  it('the same query in another order is the same entry', async () => {
    await raw('/news?menuId=1&page=2')
    await settle()
    expect((await raw('/news?page=2&menuId=1')).headers.get('x-cache')).toBe('HIT')
  })

  it('each Accept-Encoding gets the right body, compressed once', async () => {
    await raw('/home')
    await settle()
    const plain = Buffer.from(await (await raw('/home')).arrayBuffer())
    const { request: get } = await import('node:http')
    const fetchRaw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; bytes: Buffer }>((resolve, reject) => {
        get(`${base}/home`, { headers: { 'accept-encoding': encoding } }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }))
        })
          .on('error', reject)
          .end()
      })
    const br = await fetchRaw('br, gzip')
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.bytes).equals(plain)).toBe(true)
    const gz = await fetchRaw('gzip')
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.bytes).equals(plain)).toBe(true)
    expect(br.bytes.length).toBeLessThan(plain.length)
    expect(renders).toBe(1)
  })

  it('G1 HTML says no-transform on a miss, a hit and a 304; robots.txt is kept, not marked, and cleared by a content event', async () => {
    const miss = await raw('/info?menuId=41')
    expect(miss.headers.get('x-cache')).toBe('MISS')
    expect(miss.headers.get('cache-control')).toMatch(/^public, .*, no-transform$/)
    await settle()
    const hit = await raw('/info?menuId=41')
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('cache-control')).toContain('no-transform')
    const notModified = await raw('/info?menuId=41', { 'if-none-match': hit.headers.get('etag') ?? '' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('cache-control')).toContain('no-transform')

    expect((await raw('/robots.txt')).headers.get('x-cache')).toBe('MISS')
    await settle()
    const robots = await raw('/robots.txt')
    expect(robots.headers.get('x-cache')).toBe('HIT')
    expect(robots.headers.get('cache-control')).not.toContain('no-transform')
    body = 'second version'
    emitContentChanged('menus')
    const after = await raw('/robots.txt')
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await after.text()).toContain('second version')
  })

  it('ETag and 304 on If-None-Match', async () => {
    await raw('/home')
    await settle()
    const hit = await raw('/home')
    const etag = hit.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    const notModified = await raw('/home', { 'if-none-match': etag ?? '' })
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
    expect((await raw('/home', { 'if-none-match': '"other"' })).status).toBe(200)
  })

  it('HEAD gets the headers without a body', async () => {
    await raw('/home')
    await settle()
    const head = await raw('/home', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('x-cache')).toBe('HIT')
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(2000)
    expect(await head.text()).toBe('')
  })

  it('a HEAD that misses goes to Next and stores nothing (a later GET still gets the body); its head is a miss’s', async () => {
    const head = await raw('/show', { 'accept-encoding': 'br, gzip' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.headers.get('x-cache')).toBe('MISS')
    expect(head.headers.get('content-encoding')).toBe('br')
    expect(head.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, no-transform')
    await settle()
    expect(handler.store.size).toBe(0)
    const get = await raw('/show')
    expect(await get.text()).toContain('first version')
  })

  it('a spike on a cold cache renders the page once; the others wait for that answer', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => raw('/news?menuId=9')))
    const texts = await Promise.all(answers.map((answer) => answer.text()))
    expect(renders).toBe(1)
    expect(answers.map((answer) => answer.headers.get('x-cache')).filter((cache) => cache === 'MISS')).toHaveLength(1)
    for (const text of texts) expect(text).toContain('first version')
  })

  it('when the answer being waited for cannot be cached, each waiter gets its own from Next, as a miss in its encoding', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => raw('/detail?id=2', { 'accept-encoding': 'br, gzip' })))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    for (const answer of answers) {
      expect(answer.headers.get('x-cache')).toBe('MISS')
      expect(answer.headers.get('content-encoding')).toBe('br')
      // It sets a cookie: for its visitor only, never public for a CDN.
      expect(answer.headers.get('cache-control')).toContain('private')
      expect(await answer.text()).toContain('first version')
    }
    expect(renders).toBe(4)
    expect(handler.store.size).toBe(0)
  })

  it('an edit during a render: the waiters do not get the pre-edit answer', async () => {
    let release: (value?: unknown) => void = () => {}
    gate = new Promise((resolve) => (release = resolve))
    try {
      const first = raw('/info?id=1')
      await expect.poll(() => renders).toBe(1)
      // The waiter reaches the server (its request then waits on the held render).
      const arrived = new Promise((resolve) => server.once('request', resolve))
      const waiter = raw('/info?id=1')
      await arrived
      await new Promise((resolve) => setImmediate(resolve))
      expect(renders).toBe(1)
      body = 'edited version'
      emitContentChanged('articles')
      release()
      const answer = await waiter
      expect(answer.headers.get('x-cache')).toBe('MISS')
      expect(await answer.text()).toContain('edited version')
      await (await first).text()
      expect(renders).toBe(2)
    } finally {
      gate = null
      release()
    }
  })

  it('requests waiting for a render get its answer compressed in their own encoding', async () => {
    let release: (value?: unknown) => void = () => {}
    gate = new Promise((resolve) => (release = resolve))
    try {
      const first = raw('/info?id=16', { 'accept-encoding': 'gzip' })
      await expect.poll(() => renders).toBe(1)
      const arrivals = Array.from({ length: 3 }, () => new Promise((resolve) => server.once('request', resolve)))
      const waiters = ['br, gzip', 'gzip', 'identity'].map((encoding) => raw('/info?id=16', { 'accept-encoding': encoding }))
      await Promise.all(arrivals)
      await new Promise((resolve) => setImmediate(resolve))
      release()
      const answers = await Promise.all(waiters)
      expect(answers.map((answer) => answer.headers.get('content-encoding'))).toEqual(['br', 'gzip', null])
      for (const answer of answers) expect(await answer.text()).toContain('first version')
      expect((await first).headers.get('content-encoding')).toBe('gzip')
      expect(renders).toBe(1)
    } finally {
      gate = null
      release()
    }
  })

  it("W2 lookup gives the stored answer at once (null for a miss or a bypass); replay adds the caller's headers", async () => {
    expect(handler.lookup(request('/home'))).toBeNull()
    await raw('/home')
    await settle()
    expect(handler.lookup(request('/home'))?.status).toBe(200)
    expect(handler.lookup(request('/home', { cookie: 'payload-token=x' }))).toBeNull()
    expect(handler.lookup(request('/home', {}, 'POST'))).toBeNull()

    const server = createServer((incoming, response) => {
      const entry = handler.lookup(incoming)
      if (entry) handler.replay(incoming, response, entry, ['X-Request-Id', 'request-1'])
      else response.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/home`
      const hit = await fetch(url, { headers: { 'accept-encoding': 'br' } })
      expect(hit.headers.get('x-request-id')).toBe('request-1')
      expect(hit.headers.get('x-cache')).toBe('HIT')
      expect(hit.headers.get('content-encoding')).toBe('br')
      expect(await hit.text()).toContain('first version')
      const notModified = await fetch(url, { headers: { 'accept-encoding': 'br', 'if-none-match': hit.headers.get('etag') ?? '' } })
      expect(notModified.status).toBe(304)
      expect(notModified.headers.get('x-request-id')).toBe('request-1')
      expect(notModified.headers.get('vary')).toBe(hit.headers.get('vary'))
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(renders).toBe(1)
  })

  it('a content change clears it, so the next request sees the edit', async () => {
    await raw('/home')
    await settle()
    body = 'edited version'
    emitContentChanged('articles')
    const after = await raw('/home')
    expect(after.headers.get('x-cache')).toBe('MISS')
    expect(await after.text()).toContain('edited version')
  })

  it('a signed-in editor bypasses it and never fills it', async () => {
    const editor = await raw('/home', { cookie: 'payload-token=secret' })
    expect(editor.headers.get('x-cache')).toBeNull()
    await settle()
    expect(handler.store.size).toBe(0)
  })

  it('errors and responses that set cookies are not stored', async () => {
    await raw('/api/Website/GetBroken?siteId=x')
    await raw('/detail?id=1')
    await settle()
    expect(handler.store.size).toBe(0)
  })
})

describe('response cache expiry', () => {
  it('an expired entry is refreshed by one request while the others get the stale copy', async () => {
    let renders = 0
    let release: () => void = () => undefined
    const refreshHeld = new Promise<void>((resolve) => (release = resolve))
    // The second render (the refresh) is held until the test lets it go: the stale copy must
    // be served meanwhile.
    const slowNext = async (_incoming: IncomingMessage, response: ServerResponse) => {
      renders += 1
      if (renders > 1) await refreshHeld
      response.writeHead(200, { 'Content-Type': 'text/html' })
      response.end(`render ${renders}`)
    }
    const maxAgeMs = 50
    const handler = withResponseCache(createAnswer(slowNext), PRODUCT_CACHE_ROUTES, { maxEntries: 10, maxBytes: 1_000_000, maxAgeMs })
    const server = createServer((incoming, response) => void handler(incoming, response))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/home`
    try {
      await (await fetch(url)).text()
      const filledAt = performance.now()
      await waitFor('the entry to expire', async () => performance.now() - filledAt > maxAgeMs || undefined, 5_000, 10)
      const pending = Promise.all(Array.from({ length: 5 }, () => fetch(url)))
      await waitFor('the refresh to start', async () => renders === 2 || undefined, 5_000, 5)
      release()
      const caches = (await pending).map((answer) => answer.headers.get('x-cache')).sort()
      expect(caches).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS'])
      expect(renders).toBe(2)
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

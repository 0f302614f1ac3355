import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cleanupAll } from '../../bench/cleanup'
import { DEFAULT_SITE } from '../../deploy/nginx-config'
import { type FailoverNginx, startFailoverNginx } from '../../bench/failover/nginx'
import { E2E_ADMIN, freePort, prepareData, ROOT, type RunningServer, startServer } from '../e2e/server'
import { waitFor } from '../helpers/poll'

/**
 * The guide's nginx (deploy/nginx.conf.template) in front of the production server, as deployed:
 * the micro-cache, request framing, the limits per address and per route, and /_next/static/
 * from disk. Each test speaks from its own loopback address (127.0.0.x), so that the limits of
 * one do not meet another's requests; nginx reaches the app from 127.0.0.1, its trusted proxy.
 * nginx trusts 127.0.0.1 as a CDN in front of it: from there, X-Forwarded-For stands for clients
 * outside, IPv6 ones included (X14).
 */

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer }

let app: RunningServer
let nginx: FailoverNginx
let port: number
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-edge-data-'))

function request(
  target: string,
  options: { from: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        path: target,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(options.body)
  })
}

/** Everything nginx sends back on one connection for the raw bytes written, until it closes. */
function exchange(bytes: string, from: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => socket.write(bytes))
    let received = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (received += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(received))
    socket.setTimeout(5_000, () => socket.end())
  })
}

/** The status line of the first thing nginx answers to request headers alone (Expect: 100-continue). */
function firstAnswerToHeaders(head: string, from: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from }, () => socket.write(head))
    socket.setEncoding('latin1')
    socket.once('data', (chunk: string) => {
      resolve(chunk.split('\r\n')[0] ?? '')
      socket.destroy()
    })
    socket.on('error', reject)
  })
}

type RequestLine = { path?: string; ip?: string; reqId?: string; method?: string }

/**
 * The app's request log lines for one request target. The log is written in batches and in order:
 * a marker request sent straight to the app, once its own line is out, says every earlier line is.
 */
async function appSaw(target: (path: string) => boolean): Promise<RequestLine[]> {
  const marker = `/robots.txt?log-marker=${randomUUID()}`
  await fetch(`${app.baseURL}${marker}`)
  await waitFor('the app to write its log up to a marker request', async () => (app.output().includes(marker) ? true : undefined), 10_000)
  return app
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as RequestLine)
    .filter((line) => typeof line.path === 'string' && target(line.path))
}

const statusLines = (raw: string) => raw.match(/^HTTP\/1\.[01] \d{3}/gm) ?? []

beforeAll(async () => {
  // What `npm run build` leaves for nginx beside each static file.
  execFileSync('node', ['scripts/precompress-static.mjs'], { cwd: ROOT, stdio: 'inherit' })
  prepareData(dataDir)
  port = await freePort()
  app = await startServer(dataDir, { TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'debug', PUBLIC_URL: `http://localhost:${port}` })
  // 127.0.0.1 stands for a CDN in front: its X-Forwarded-For names outside clients (X14).
  nginx = await startFailoverNginx(port, [new URL(app.baseURL).host], { realIpFrom: ['127.0.0.1'] })
}, 600_000)

afterAll(async () => {
  await nginx?.quit()
  await app?.stop()
  await cleanupAll()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

describe('W2 X8 X10 the deployment guide’s nginx in front of the production server', () => {
  it('W2 micro-cache: a repeat within a second is answered by nginx without reaching the app; a second later the app is asked again, once', async () => {
    const target = `/home?edge=${randomUUID()}`
    const statuses: string[] = []
    // The app may answer a page's first render as not to be kept; its next answers are public.
    await waitFor(
      'nginx to keep the page',
      async () => {
        const answer = await request(target, { from: '127.0.0.2' })
        expect(answer.status).toBe(200)
        statuses.push(String(answer.headers['x-cache-status']))
        return statuses.at(-1) === 'HIT' ? true : undefined
      },
      5_000,
      100,
    )
    for (let repeat = 0; repeat < 3; repeat += 1)
      statuses.push(String((await request(target, { from: '127.0.0.2' })).headers['x-cache-status']))
    const hits = statuses.filter((status) => status === 'HIT').length
    expect(statuses.slice(-4), statuses.join(' ')).toEqual(['HIT', 'HIT', 'HIT', 'HIT'])
    expect(await appSaw((seen) => seen === target)).toHaveLength(statuses.length - hits)

    // Until the one-second copy expires every repeat is a HIT that never reaches the app; the first that is not goes to it.
    const later = await waitFor(
      'the micro-cache copy to expire',
      async () => {
        const answer = await request(target, { from: '127.0.0.2' })
        return answer.headers['x-cache-status'] === 'HIT' ? undefined : answer
      },
      5_000,
      100,
    )
    expect(later.status).toBe(200)
    expect(later.headers['x-cache-status']).not.toBe('HIT')
    expect(await appSaw((seen) => seen === target)).toHaveLength(statuses.length - hits + 1)

    // The new copy replaced the old file: nginx's open-file cache sends the new one, not the expired one it held open.
    const again: string[] = []
    for (let repeat = 0; repeat < 3; repeat += 1)
      again.push(String((await request(target, { from: '127.0.0.2' })).headers['x-cache-status']))
    expect(again).toEqual(['HIT', 'HIT', 'HIT'])
    expect(await appSaw((seen) => seen === target)).toHaveLength(statuses.length - hits + 1)
  })

  it('W2 a signed-in request (payload-token cookie) is never answered from the micro-cache nor stored in it', async () => {
    const signIn = await request('/api/users/login', {
      from: '127.0.0.3',
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(E2E_ADMIN),
    })
    expect(signIn.status).toBe(200)
    const token = /payload-token=[^;]+/.exec(String(signIn.headers['set-cookie']))?.[0]
    expect(token).toBeDefined()

    const target = `/home?signed-in=${randomUUID()}`
    const signedIn = { Cookie: `theme=light; ${token}` }
    for (let repeat = 0; repeat < 3; repeat += 1) {
      const answer = await request(target, { from: '127.0.0.3', headers: signedIn })
      expect(answer.status).toBe(200)
      expect(answer.headers['x-cache-status']).toBe('BYPASS')
    }
    // Nothing of the editor's was kept: the first anonymous request goes to the app.
    const anonymous = await request(target, { from: '127.0.0.3' })
    expect(anonymous.headers['x-cache-status']).toBe('MISS')
    expect(await appSaw((seen) => seen === target)).toHaveLength(4)
  })

  it('R9 W4 the registration pages and /search, made for each request, never go through the micro-cache (whose lock would queue visitors asking the same URL): no X-Cache-Status, nginx’s request id, and every request reaches the app', async () => {
    const id = randomUUID()
    // The app logs the registration routes' paths without their query (a private link's token).
    const targets = [`/register?edge=${id}`, `/en/register?edge=${id}`, '/register/captcha', `/search?keyword=edge-${id}`]
    for (const target of targets) {
      const before = (await appSaw((seen) => seen === target)).length
      const answers = await Promise.all([1, 2].map(() => request(target, { from: '127.0.0.10' })))
      for (const answer of answers) {
        expect(answer.status, target).toBe(200)
        // Present (MISS, HIT, …) whenever a location uses the micro-cache, and so its lock.
        expect(answer.headers['x-cache-status'], target).toBeUndefined()
        expect(answer.headers['x-request-id'], target).toMatch(/^[0-9a-f]{32}$/)
      }
      expect(await appSaw((seen) => seen === target), target).toHaveLength(before + 2)
    }
  })

  it('X8 a request hidden in the body of a GET (chunked or with a length) never reaches the app, and the GET gets exactly one answer', async () => {
    const id = randomUUID()
    const hidden = `GET /smuggled-${id} HTTP/1.1\r\nHost: localhost\r\n\r\n`
    const chunked = `GET /home?edge-outer=${id} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\n${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`
    const withLength = `GET /home?edge-outer=${id} HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${hidden.length}\r\n\r\n${hidden}`
    // A body where one may be (DELETE) is passed on framed, as the body of that one request.
    const deleteChunked = `DELETE /api/users/edge-${id} HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`
    for (const [bytes, expected] of [
      [chunked, ['HTTP/1.1 400']],
      [withLength, ['HTTP/1.1 400']],
      // Pipelined after the refused GET: never read as a request either, the connection closes.
      [chunked + hidden, ['HTTP/1.1 400']],
    ] as const) {
      expect(statusLines(await exchange(bytes, '127.0.0.4'))).toEqual(expected)
    }
    const deleted = statusLines(await exchange(deleteChunked, '127.0.0.4'))
    expect(deleted).toHaveLength(1)
    expect(deleted[0]).not.toMatch(/ 5\d\d$/)

    expect(await appSaw((seen) => seen.includes(`smuggled-${id}`))).toEqual([])
    expect(await appSaw((seen) => seen.includes(`edge-outer=${id}`))).toEqual([])
    expect((await appSaw((seen) => seen === `/api/users/edge-${id}`)).map((line) => line.method)).toEqual(['DELETE'])
  })

  it('X10 past the burst, the limit per address answers 429 with Retry-After (the content API in its envelope); a client’s own X-Forwarded-For does not get it more', async () => {
    const searches = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        request(`/search?keyword=edge-${index}`, { from: '127.0.0.5', headers: { 'X-Forwarded-For': `198.51.100.${index}` } }),
      ),
    )
    const refused = searches.filter((answer) => answer.status === 429)
    expect(searches.length - refused.length).toBeLessThanOrEqual(12)
    expect(refused.length).toBeGreaterThanOrEqual(12)
    expect(refused[0]?.headers['retry-after']).toBe('1')
    expect(refused[0]?.body.toString()).toContain('请求过于频繁')

    const calls = await Promise.all(Array.from({ length: 130 }, () => request('/api/Website/openapi.json', { from: '127.0.0.6' })))
    const refusedCalls = calls.filter((answer) => answer.status === 429)
    expect(refusedCalls.length).toBeGreaterThanOrEqual(20)
    expect(refusedCalls[0]?.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(JSON.parse(refusedCalls[0]?.body.toString() ?? '')).toEqual({
      success: false,
      code: 429,
      message: '请求过于频繁，请稍后再试',
      data: { items: [] },
    })
  })

  it('X14 100 addresses of one IPv6 /64, however written, are one client to nginx’s limits; the next /64, and the next IPv4 address, are others; an IPv4 address written as IPv6 is itself', async () => {
    // nginx's own 429 (the app's limits answer otherwise): what nginx counted, not the app.
    const limitedByNginx = (answer: Answer) =>
      answer.status === 429 && answer.body.toString().includes('Too many requests: try again in a second.')
    const search = (client: string, index: number) =>
      request(`/search?keyword=x14-${randomUUID()}-${index}`, { from: '127.0.0.1', headers: { 'X-Forwarded-For': client } })
    // The /64 2001:db8:0:0::/64 in the forms RFC 5952 and people write: `::` over the prefix's
    // zeros, over the host's, over both, none at all, upper case, leading zeros.
    const hex = (index: number) => (index + 1).toString(16)
    const forms = [
      (index: number) => `2001:db8::${hex(index)}`,
      (index: number) => `2001:db8::${hex(index)}:0:0:1`,
      (index: number) => `2001:db8:0:0:${hex(index)}::`,
      (index: number) => `2001:0DB8:0000:0000:${hex(index)}:aa:bb:cc`,
      (index: number) => `2001:db8:0:0:1:${hex(index)}::1`,
    ]
    const oneNet = await Promise.all(Array.from({ length: 100 }, (_, index) => search(forms[index % forms.length]?.(index) ?? '', index)))
    const refused = oneNet.filter(limitedByNginx).length
    console.log(`[X14] 100 addresses of one /64: ${100 - refused} through, ${refused} refused by nginx`)
    // The strict limit: one a second with bursts of 10.
    expect(refused).toBeGreaterThanOrEqual(85)
    // The next /64 (its fourth group differs), and another written with `::` inside its prefix.
    for (const other of ['2001:db8:0:1::1', '2001:db8:0:1:ffff:ffff:ffff:ffff', '2001:db8:1::1', '2001:db9::1'])
      expect(limitedByNginx(await search(other, 0)), other).toBe(false)

    // IPv4: by address; `::ffff:198.51.100.77` is 198.51.100.77.
    const sameAddress = await Promise.all(
      Array.from({ length: 24 }, (_, index) => search(index % 2 === 0 ? '198.51.100.77' : '::ffff:198.51.100.77', index)),
    )
    expect(sameAddress.filter(limitedByNginx).length).toBeGreaterThanOrEqual(12)
    expect(limitedByNginx(await search('198.51.100.78', 0))).toBe(false)
  })

  it('X10 body size per route: 5 MB for the sign-in gets 413 from nginx before a byte of it is sent; the upload routes take their files', async () => {
    const head = (method: string, target: string, bytes: number) =>
      `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${bytes}\r\nExpect: 100-continue\r\n\r\n`
    const mb = 1024 * 1024
    const id = randomUUID()
    expect(await firstAnswerToHeaders(head('POST', `/api/users/login?edge=${id}`, 5 * mb), '127.0.0.7')).toBe(
      'HTTP/1.1 413 Request Entity Too Large',
    )
    expect(await firstAnswerToHeaders(head('POST', `/news?edge=${id}`, 5 * mb), '127.0.0.7')).toBe('HTTP/1.1 413 Request Entity Too Large')
    expect(await firstAnswerToHeaders(head('POST', `/api/media?edge=${id}`, 30 * mb), '127.0.0.7')).toBe(
      'HTTP/1.1 413 Request Entity Too Large',
    )
    expect(await firstAnswerToHeaders(head('POST', `/api/media?edge=${id}`, 5 * mb), '127.0.0.7')).toBe('HTTP/1.1 100 Continue')
    expect(await firstAnswerToHeaders(head('POST', `/api/documents?edge=${id}`, 90 * mb), '127.0.0.7')).toBe('HTTP/1.1 100 Continue')
    // nginx holds a body until it is whole: the app has seen none of these requests.
    expect(await appSaw((seen) => seen.includes(id))).toEqual([])
  })

  it('X10 X12 the app sees the client’s own address and nginx’s request id, whatever the client claims in X-Forwarded-For and X-Request-Id', async () => {
    const target = `/home?edge-ip=${randomUUID()}`
    const answer = await request(target, {
      from: '127.0.0.8',
      headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Request-Id': 'chosen-by-the-client' },
    })
    const id = String(answer.headers['x-request-id'])
    expect(id).toMatch(/^[0-9a-f]{32}$/)
    expect(await appSaw((seen) => seen === target)).toEqual([expect.objectContaining({ ip: '127.0.0.8', reqId: id })])
  })

  it('X18 the access log masks the secrets links carry: a badge link’s t=, an invitation’s token=, a reset link’s path, a registrations query, in the request and in the Referer', async () => {
    const secret = `secret${randomUUID().replace(/-/g, '')}`
    const targets = [
      `/register/badge/NP38-B2AK?t=${secret}`,
      `/exhibitor/set-password?token=${secret}`,
      `/admin/reset/${secret}`,
      `/api/registrations?where[mobile][equals]=${secret}`,
      `/news?menuId=1&t=${secret}&page=2`,
    ]
    const referer = `http://localhost/register/badge/1?t=${secret}`
    for (const target of targets) await request(target, { from: '127.0.0.11', headers: { Referer: referer } })
    const lines = await waitFor(
      'nginx to write the lines to its access log',
      async () => {
        const written = fs
          .readFileSync(nginx.accessLog, 'utf8')
          .split('\n')
          .filter((line) => line.startsWith('127.0.0.11 '))
        return written.length >= targets.length ? written : undefined
      },
      10_000,
      200,
    )
    expect(lines.join('\n')).not.toContain(secret)
    expect(lines.join('\n')).toContain('"GET /register/badge/NP38-B2AK?[masked] HTTP/1.1"')
    expect(lines.join('\n')).toContain('"GET /admin/reset/[masked] HTTP/1.1"')
    expect(lines.join('\n')).toContain('"GET /news?menuId=1&t=[masked]&page=2 HTTP/1.1"')
    expect(lines.every((line) => line.includes('"http://localhost/register/badge/1?[masked]"'))).toBe(true)
  })

  it('W2 /_next/static/ comes from disk, as the .gz or .br the build wrote (each with its own ETag), immutable, without asking the app', async () => {
    // .br needs Debian's libnginx-mod-http-brotli-static; without it a brotli-capable browser gets the .gz.
    const brotliServed = DEFAULT_SITE.brotliStatic
    const staticDir = DEFAULT_SITE.staticFiles
    const name = fs
      .readdirSync(path.join(staticDir, 'chunks'))
      .find((file) => file.endsWith('.js') && fs.existsSync(path.join(staticDir, 'chunks', `${file}.br`)))
    expect(name).toBeDefined()
    const file = path.join(staticDir, 'chunks', name ?? '')
    const target = `/_next/static/chunks/${name}`
    const gzip = await request(target, { from: '127.0.0.9', headers: { 'Accept-Encoding': 'gzip' } })
    const brotli = await request(target, { from: '127.0.0.9', headers: { 'Accept-Encoding': 'br, gzip' } })
    const identity = await request(target, { from: '127.0.0.9' })

    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gzip.body.equals(fs.readFileSync(`${file}.gz`))).toBe(true)
    expect(brotli.headers['content-encoding']).toBe(brotliServed ? 'br' : 'gzip')
    expect(brotli.body.equals(fs.readFileSync(brotliServed ? `${file}.br` : `${file}.gz`))).toBe(true)
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.equals(fs.readFileSync(file))).toBe(true)
    for (const answer of [gzip, brotli, identity]) {
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(answer.headers.vary).toBe('Accept-Encoding')
    }
    expect(new Set([gzip, brotli, identity].map((answer) => answer.headers.etag)).size).toBe(brotliServed ? 3 : 2)
    expect(await appSaw((seen) => seen === target)).toEqual([])
  })
})

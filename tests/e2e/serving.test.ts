import { randomBytes } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { waitFor } from '../helpers/poll'
import { openIdle, type RawAnswer, rawExchange } from '../helpers/raw-http'
import { E2E_ADMIN, type RunningServer, startServer } from './server'

/**
 * The serving path tried as an attacker would (X8–X12, W3): raw sockets against the production
 * server, so that nothing between the test and the server fixes a head or frames a body.
 * Its own instance on the suite's data, trusting 127.0.0.1 as a proxy so that each test can
 * speak from an address of its own (X-Forwarded-For), as visitors behind nginx do.
 */
describe('serving under attack', () => {
  let server: RunningServer
  let port = 0
  let addresses = 0
  const freshAddress = () => `198.51.100.${(addresses += 1)}`
  const unique = () => randomBytes(6).toString('hex')

  beforeAll(async () => {
    server = await startServer(inject('dataDir'), { TRUSTED_PROXIES: '127.0.0.1' })
    port = Number(new URL(server.baseURL).port)
  })
  afterAll(async () => {
    await server?.stop()
  })

  const head = (lines: string[]) => `${lines.join('\r\n')}\r\n\r\n`
  const hidden = head(['GET /robots.txt HTTP/1.1', 'Host: 127.0.0.1'])
  const chunked = (body: string) => `${body.length.toString(16)}\r\n${body}\r\n0\r\n\r\n`

  describe('X8 request framing', () => {
    /**
     * The answers a connection gets to `attempt`, read up to the answer to a health check sent
     * after it on the same connection (or until the server closes it, as it does after a refusal).
     * The check's answer marks the end, so a hidden request's answer, which would come before it,
     * is never missed however slowly a loaded machine answers.
     */
    const answersBeforeSentinel = async (attempt: string) => {
      const isCheck = (answer: RawAnswer) => answer.body.toString() === '{"status":"ok"}'
      const { answers } = await rawExchange(port, attempt + head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1']), {
        until: (sofar) => sofar.some(isCheck),
        waitMs: 30_000,
      })
      const check = answers.findIndex(isCheck)
      return check === -1 ? answers : answers.slice(0, check)
    }

    for (const method of ['GET', 'HEAD', 'DELETE', 'OPTIONS', 'POST']) {
      it(`X8 a chunked ${method} body holding a request is never run as one`, async () => {
        const answers = await answersBeforeSentinel(
          head([`${method} /api/Website/openapi.json HTTP/1.1`, 'Host: 127.0.0.1', 'Transfer-Encoding: chunked']) + chunked(hidden),
        )
        // One answer (a refusal or the endpoint's), never a second one for the hidden request.
        expect(answers).toHaveLength(1)
        expect(answers[0]?.body.toString()).not.toMatch(/User-agent/i)
      })

      it(`X8 a Content-Length ${method} body holding a request is never run as one`, async () => {
        const answers = await answersBeforeSentinel(
          head([`${method} /api/Website/openapi.json HTTP/1.1`, 'Host: 127.0.0.1', `Content-Length: ${hidden.length}`]) + hidden,
        )
        expect(answers).toHaveLength(1)
        expect(answers[0]?.body.toString()).not.toMatch(/User-agent/i)
      })
    }

    it('X8 after smuggling attempts on every method, each stranger gets the answer to its own request', async () => {
      const strangerAsks = async () => {
        const answer = await rawExchange(port, head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1']), { expected: 1 })
        return answer.answers[0]?.body.toString()
      }
      for (let round = 0; round < 5; round += 1) {
        for (const method of ['GET', 'DELETE', 'OPTIONS']) {
          const smuggled =
            head([`${method} /healthz HTTP/1.1`, 'Host: 127.0.0.1', 'Transfer-Encoding: chunked']) + chunked(hidden.repeat(3))
          const [, ...strangers] = await Promise.all([
            rawExchange(port, smuggled, { waitMs: 300 }),
            ...Array.from({ length: 8 }, strangerAsks),
          ])
          for (const body of strangers) expect(body).toBe('{"status":"ok"}')
        }
      }
    })

    it('X8 pipelined requests are answered in order, each on its own connection', async () => {
      const { answers } = await rawExchange(
        port,
        head(['GET /robots.txt HTTP/1.1', 'Host: 127.0.0.1']) +
          head(['GET /healthz HTTP/1.1', 'Host: 127.0.0.1']) +
          head(['GET /robots.txt HTTP/1.1', 'Host: 127.0.0.1']),
        { expected: 3 },
      )
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200])
      expect(answers[0]?.body.toString()).toMatch(/User-agent/i)
      expect(JSON.parse(answers[1]?.body.toString() ?? '{}')).toEqual({ status: 'ok' })
      expect(answers[2]?.body.toString()).toMatch(/User-agent/i)
    })

    it('X8 a sign-in racing strangers: only the one who signed in gets the session', async () => {
      const body = JSON.stringify(E2E_ADMIN)
      const signIn =
        head([
          'POST /api/users/login HTTP/1.1',
          'Host: 127.0.0.1',
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
        ]) + body
      for (let round = 0; round < 5; round += 1) {
        const smuggler = rawExchange(
          port,
          head(['GET /home HTTP/1.1', 'Host: 127.0.0.1', 'Transfer-Encoding: chunked']) + chunked(hidden),
          { waitMs: 1_000 },
        )
        const admin = rawExchange(port, signIn, { expected: 1 })
        const strangers = Array.from({ length: 4 }, () =>
          rawExchange(port, head(['GET /robots.txt HTTP/1.1', 'Host: 127.0.0.1']), { expected: 1 }),
        )
        const [own, ...others] = await Promise.all([admin, ...strangers, smuggler])
        expect(own?.answers[0]?.status).toBe(200)
        expect(own?.answers[0]?.headers['set-cookie']).toMatch(/payload-token=/)
        for (const other of others) {
          for (const answer of other.answers) expect(answer.headers['set-cookie'] ?? '').not.toMatch(/payload-token/)
        }
      }
    })
  })

  describe('X9 only the visitor’s own request decides what is cached', () => {
    const internalHeaders = [
      'X-Middleware-Prefetch: 1',
      'X-Nextjs-Data: 1',
      'RSC: 1',
      'Next-Router-Prefetch: 1',
      'Next-Router-State-Tree: %5B%22%22%5D',
      'X-Invoke-Path: /robots.txt',
      'X-Now-Route-Matches: 1',
      'X-Middleware-Subrequest: middleware',
    ]
    for (const header of internalHeaders) {
      it(`X9 "${header}" on an uncached page leaves the page whole for the next visitor`, async () => {
        const target = `/en/show?keyword=${unique()}`
        await rawExchange(port, head([`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', header, 'Connection: close']))
        const next = await fetch(server.baseURL + target)
        expect(next.status).toBe(200)
        expect(next.headers.get('content-type')).toMatch(/^text\/html/)
        expect(await next.text()).toMatch(/^<!DOCTYPE html>/i)
      })
    }

    it('X9 a prefetch request for the sitemap, robots, the feed and the content API leaves them whole', async () => {
      const targets = [
        ['/sitemap.xml', /xml/],
        ['/robots.txt', /text\/plain/],
        ['/rss.xml', /xml/],
        ['/api/Website/GetMenuList?siteId=nuclear-expo', /json/],
      ] as const
      for (const [target, type] of targets) {
        await rawExchange(port, head([`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'X-Middleware-Prefetch: 1', 'Connection: close']))
        const next = await fetch(server.baseURL + target)
        expect(next.headers.get('content-type'), target).toMatch(type)
        expect((await next.text()).length, target).toBeGreaterThan(2)
      }
    })
  })

  describe('X10 resources per client', () => {
    it('X10 a sign-in announcing a megabyte is refused at once with 413, without its body', async () => {
      const { answers } = await rawExchange(
        port,
        head(['POST /api/users/login HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json', 'Content-Length: 1048576']) +
          '{"email":',
        { expected: 1 },
      )
      expect(answers[0]?.status).toBe(413)
      expect(answers[0]?.headers.connection).toBe('close')
    })

    it('X10 a chunked request body is refused with 411 (browsers send a length)', async () => {
      const { answers } = await rawExchange(
        port,
        head(['POST /api/users/login HTTP/1.1', 'Host: 127.0.0.1', 'Content-Type: application/json', 'Transfer-Encoding: chunked']) +
          chunked('{}'),
        { expected: 1 },
      )
      expect(answers[0]?.status).toBe(411)
    })

    it('X10 hundreds of slow sign-ins announcing big bodies cost nothing: each gets 413, the site answers', async () => {
      const attempts = Array.from({ length: 300 }, () =>
        rawExchange(port, head(['POST /api/users/login HTTP/1.1', 'Host: 127.0.0.1', 'Content-Length: 1000000']) + '{', { expected: 1 }),
      )
      const results = await Promise.all(attempts)
      expect(results.every((result) => result.answers[0]?.status === 413)).toBe(true)
      expect((await fetch(`${server.baseURL}/healthz`)).status).toBe(200)
    })

    it('X10 one address holding idle connections is cut off past its cap; others still get in', async () => {
      // The suite's shared server, which trusts no proxy: 127.0.0.1 is a client like any other there.
      const shared = inject('baseURL')
      const sharedPort = Number(new URL(shared).port)
      const sockets = await Promise.all(Array.from({ length: 300 }, () => openIdle(sharedPort)))
      try {
        const closedByServer = await waitFor(
          'the server to close the connections past the cap',
          async () => {
            const closed = sockets.filter((socket) => socket.destroyed || socket.readableEnded).length
            return closed >= 300 - 256 ? closed : undefined
          },
          5_000,
        )
        expect(closedByServer).toBeGreaterThanOrEqual(300 - 256)
      } finally {
        for (const socket of sockets) socket.destroy()
      }
      await waitFor('the site to answer again', async () => ((await fetch(`${shared}/healthz`)).status === 200 ? true : undefined))
    })

    it('X10 a head trickled byte by byte is cut off by the head time-out', async () => {
      const socket = await openIdle(port)
      const started = Date.now()
      const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now() - started)))
      const bytes = 'GET /home HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '
      let index = 0
      const trickle = setInterval(() => {
        if (!socket.destroyed) socket.write(bytes[index % bytes.length] ?? 'a')
        index += 1
      }, 500)
      try {
        const ms = await closed
        expect(ms).toBeLessThan(20_000)
      } finally {
        clearInterval(trickle)
      }
    }, 30_000)
  })

  describe('X12 HTTP correctness', () => {
    it('X12 each encoding of a page has its own ETag, and a 304 needs the one of the encoding asked', async () => {
      await fetch(`${server.baseURL}/home`)
      const tags: Record<string, string> = {}
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await rawExchange(
          port,
          head(['GET /home HTTP/1.1', 'Host: 127.0.0.1', `Accept-Encoding: ${encoding}`, 'Connection: close']),
        )
        tags[encoding] = response.answers[0]?.headers.etag ?? ''
      }
      expect(new Set(Object.values(tags)).size).toBe(3)
      const crossed = await rawExchange(
        port,
        head(['GET /home HTTP/1.1', 'Host: 127.0.0.1', 'Accept-Encoding: gzip', `If-None-Match: ${tags.br}`, 'Connection: close']),
      )
      expect(crossed.answers[0]?.status).toBe(200)
      const same = await rawExchange(
        port,
        head(['GET /home HTTP/1.1', 'Host: 127.0.0.1', 'Accept-Encoding: br', `If-None-Match: ${tags.br}`, 'Connection: close']),
      )
      expect(same.answers[0]?.status).toBe(304)
      expect(same.answers[0]?.headers['content-security-policy']).toBeTruthy()
    })

    it('X12 TRACE, OPTIONS * and CONNECT get a 4xx without a stack trace', async () => {
      for (const line of ['TRACE / HTTP/1.1', 'OPTIONS * HTTP/1.1', 'TRACK / HTTP/1.1']) {
        const { answers } = await rawExchange(port, head([line, 'Host: 127.0.0.1', 'Connection: close']))
        expect(answers[0]?.status, line).toBeGreaterThanOrEqual(400)
        expect(answers[0]?.status, line).toBeLessThan(500)
        expect(answers[0]?.body.toString(), line).not.toMatch(/at \w+ \(|node:internal|\.js:\d+/)
      }
    })

    it('X12 an absolute-form request for another host is refused, never redirected there', async () => {
      const { answers } = await rawExchange(
        port,
        head(['GET http://evil.example/home HTTP/1.1', 'Host: evil.example', 'Connection: close']),
      )
      expect(answers[0]?.status).toBe(400)
      expect(answers[0]?.headers.location).toBeUndefined()
      const own = await rawExchange(
        port,
        head([`GET http://127.0.0.1:${port}/robots.txt HTTP/1.1`, `Host: 127.0.0.1:${port}`, 'Connection: close']),
      )
      expect(own.answers[0]?.status).toBe(200)
    })

    it('X12 a client’s own X-Request-Id is replaced; a trusted proxy’s is kept', async () => {
      const shared = inject('baseURL')
      const direct = await fetch(`${shared}/robots.txt`, { headers: { 'X-Request-Id': 'chosen-by-client' } })
      expect(direct.headers.get('x-request-id')).toBeTruthy()
      expect(direct.headers.get('x-request-id')).not.toBe('chosen-by-client')
      // This instance trusts 127.0.0.1 (TRUSTED_PROXIES): nginx's $request_id is kept.
      const proxied = await fetch(`${server.baseURL}/robots.txt`, { headers: { 'X-Request-Id': 'nginx-request-id-1' } })
      expect(proxied.headers.get('x-request-id')).toBe('nginx-request-id-1')
    })

    it('X12 a client that goes away mid-answer is logged at info, not as an error', async () => {
      const target = `/en/show?keyword=${unique()}`
      const socket = await openIdle(port)
      socket.write(head([`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1']))
      socket.destroy()
      const line = await waitFor(
        'the request line of the aborted request',
        async () =>
          server
            .output()
            .split('\n')
            .find((text) => text.includes(target.replace('?', '?')) && text.includes('"aborted":true')),
        20_000,
      )
      expect(JSON.parse(line).level).toBe('info')
      const errors = server
        .output()
        .split('\n')
        .filter((text) => text.startsWith('{') && ['error', 'fatal'].includes(JSON.parse(text).level))
      expect(errors.filter((text) => /abort|ECONNRESET|socket hang up/i.test(text))).toEqual([])
    })
  })

  describe('R8 private links stay out of the log', () => {
    it('R8 a badge link’s token and a registrations query are logged without their query', async () => {
      const token = `private-token-${unique()}`
      await fetch(`${server.baseURL}/register/badge/NOPE-NOPE?t=${token}`)
      await fetch(`${server.baseURL}/api/registrations?where[mobile][equals]=13800138000&probe=${token}`)
      await waitFor('both request lines', async () => {
        const lines = server
          .output()
          .split('\n')
          .filter((text) => text.includes('/register/badge/NOPE-NOPE') || text.includes('/api/registrations'))
        return lines.length >= 2 ? lines : undefined
      })
      expect(server.output()).not.toContain(token)
      expect(server.output()).not.toContain('13800138000')
    })
  })

  describe('W3 the cache key is what the route reads', () => {
    it('W3 unknown parameters (tracking tags, WeChat’s from=, random cache-busters) are served the canonical entry', async () => {
      const canonical = await fetch(`${server.baseURL}/home`)
      expect(canonical.status).toBe(200)
      const canonicalTag = canonical.headers.get('etag')
      for (const query of [`r=${unique()}`, 'from=singlemessage&isappinstalled=0', `utm_source=wechat&_=${unique()}`]) {
        const busted = await fetch(`${server.baseURL}/home?${query}`)
        expect(busted.status).toBe(200)
        expect(busted.headers.get('x-cache'), query).toBe('HIT')
        expect(busted.headers.get('etag')).toBe(canonicalTag)
      }
    })

    it('W3 the content API ignores unknown parameters in its key too', async () => {
      const first = await fetch(`${server.baseURL}/api/Website/GetMenuList?siteId=nuclear-expo&r=${unique()}`)
      expect(first.status).toBe(200)
      const second = await fetch(`${server.baseURL}/api/Website/GetMenuList?siteId=nuclear-expo&_=${unique()}`)
      expect(second.headers.get('x-cache')).toBe('HIT')
    })
  })

  describe('W4 pages that are never cached are limited per address', () => {
    it('W4 /search answers 429 with Retry-After past the per-address limit; other addresses still search', async () => {
      const address = freshAddress()
      const statuses: number[] = []
      for (let index = 0; index < 80 && !statuses.includes(429); index += 1) {
        const response = await fetch(`${server.baseURL}/search?q=${unique()}`, { headers: { 'X-Forwarded-For': address } })
        statuses.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(await response.text()).toMatch(/请求过于频繁/)
        } else await response.arrayBuffer()
      }
      expect(statuses).toContain(429)
      const other = await fetch(`${server.baseURL}/search?q=${unique()}`, { headers: { 'X-Forwarded-For': freshAddress() } })
      expect(other.status).toBe(200)
    })
  })
})

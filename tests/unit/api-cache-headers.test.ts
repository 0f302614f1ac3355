import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/config/env'
import { ApiError } from '@/content-source/errors'
import { corsHeaders, errorResponse, jsonResponse, preflight, varyFor } from '@/content-api/http'
import { type CachingHandler, withResponseCache } from '@/response-cache'
import { createAnswer } from '@/serving/answer'

import { PRODUCT_CACHE_ROUTES } from '../helpers/cache-routes'
import { waitFor } from '../helpers/poll'

const ALLOWED = 'https://partner.example'
const apiRequest = (headers: Record<string, string> = {}) =>
  new Request('http://expo.test/api/Website/GetMenuList?siteId=nuclear-expo', { headers })

function withEnv(values: Record<string, string>): void {
  Object.assign(process.env, values)
  resetEnvCache()
}

afterEach(() => {
  delete process.env.CONTENT_API_TOKEN
  delete process.env.CORS_ORIGINS
  resetEnvCache()
})

describe('X3 the content API says what its answers depend on (src/content-api/http.ts)', () => {
  it('X3 without CONTENT_API_TOKEN every answer varies by Origin only', () => {
    expect(varyFor(true)).toBe('Origin')
    expect(varyFor(false)).toBe('Origin')
    expect(jsonResponse(apiRequest(), {}).headers.get('vary')).toBe('Origin')
  })

  it('X3 with CONTENT_API_TOKEN the answers behind it vary by Authorization and Origin; openapi.json and the preflight by Origin', () => {
    withEnv({ CONTENT_API_TOKEN: 'public-token' })
    expect(varyFor(true)).toBe('Authorization, Origin')
    expect(varyFor(false)).toBe('Origin')
    expect(jsonResponse(apiRequest(), {}).headers.get('vary')).toBe('Authorization, Origin')
    expect(jsonResponse(apiRequest(), {}, { guarded: false }).headers.get('vary')).toBe('Origin')
    expect(preflight(apiRequest()).headers.get('vary')).toBe('Origin')
  })

  it('X3 a 200 is publicly cacheable under that Vary; 401, 404 and 500 are no-store with the same Vary', () => {
    withEnv({ CONTENT_API_TOKEN: 'public-token' })
    const ok = jsonResponse(apiRequest(), { success: true })
    expect(ok.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/)
    for (const [error, status] of [
      [new ApiError(401, '授权失败'), 401],
      [new ApiError(404, '接口不存在'), 404],
      [new Error('boom'), 500],
    ] as const) {
      const answer = errorResponse(apiRequest(), error)
      expect(answer.status).toBe(status)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('vary')).toBe('Authorization, Origin')
    }
  })

  it('X3 an allowed origin gets its CORS headers and the Vary; another origin the Vary alone', () => {
    withEnv({ CONTENT_API_TOKEN: 'public-token', CORS_ORIGINS: ALLOWED })
    expect(corsHeaders(apiRequest({ Origin: ALLOWED }))).toEqual({
      'Access-Control-Allow-Origin': ALLOWED,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Expose-Headers': 'Content-Disposition',
      Vary: 'Authorization, Origin',
    })
    expect(corsHeaders(apiRequest({ Origin: 'https://other.example' }))).toEqual({ Vary: 'Authorization, Origin' })
  })
})

describe("X3 the response cache replays the answer's Vary on a hit and a 304", () => {
  let server: Server
  let base: string
  let handler: CachingHandler

  // Stands in for Next: the content API's answer with its Vary, and a page without one.
  const next = async (incoming: IncomingMessage, response: ServerResponse) => {
    response.statusCode = 200
    if (incoming.url?.startsWith('/api/Website/')) {
      response.setHeader('Content-Type', 'application/json')
      response.setHeader('Vary', 'Authorization, Origin')
      response.end('{"success":true,"code":200,"data":{"items":[]}}')
      return
    }
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.end('<html><body>home</body></html>')
  }

  beforeAll(async () => {
    handler = withResponseCache(createAnswer(next), PRODUCT_CACHE_ROUTES)
    server = createServer((incoming, response) => void handler(incoming, response))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve))
  })

  const untilHit = (path: string, headers: Record<string, string>): Promise<Response> =>
    waitFor(
      `${path} to become a hit`,
      async () => {
        const answer = await fetch(base + path, { headers })
        return answer.headers.get('x-cache') === 'HIT' ? answer : undefined
      },
      5_000,
      20,
    )

  it('X3 miss, hit and 304 of an API answer all carry Authorization, Origin (and Accept-Encoding on the stored copies)', async () => {
    const headers = { Authorization: 'Bearer public-token', Origin: ALLOWED }
    const path = '/api/Website/GetMenuList?siteId=nuclear-expo'
    const miss = await fetch(base + path, { headers })
    expect(miss.headers.get('x-cache')).toBe('MISS')
    // The miss itself may go out compressed, and then says Accept-Encoding too.
    expect(miss.headers.get('vary')).toMatch(/^Authorization, Origin(, Accept-Encoding)?$/)
    const hit = await untilHit(path, headers)
    expect(hit.headers.get('vary')).toBe('Authorization, Origin, Accept-Encoding')
    expect(hit.headers.get('cache-control')).toBe(miss.headers.get('cache-control'))
    const notModified = await fetch(base + path, { headers: { ...headers, 'If-None-Match': hit.headers.get('etag') ?? '' } })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('vary')).toBe('Authorization, Origin, Accept-Encoding')
    expect(notModified.headers.get('cache-control')).toBe(miss.headers.get('cache-control'))
  })

  it('X3 a page without a Vary of its own is replayed with Accept-Encoding alone, once', async () => {
    const hit = await untilHit('/home', {})
    expect(hit.headers.get('vary')).toBe('Accept-Encoding')
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { signUrl } from '@/site/wechat/js-sdk'

import { sendJson, startServer as startFake, type TestServer } from '../helpers/http-server'
import { waitFor } from '../helpers/poll'
import { prepareData, type RunningServer, startServer } from './server'

/**
 * G2 and X6 for /wechat/signature on a production server with WeChat configured against a local
 * fake of WeChat's API. The server trusts 127.0.0.1 as a proxy, so each test speaks from its own
 * addresses through X-Forwarded-For.
 */
describe('G2 WeChat on: the JS-SDK signature endpoint', () => {
  let server: RunningServer
  let fake: TestServer
  let dataDir = ''
  let failWith: number | null = 502
  const calls = { token: 0, ticket: 0 }

  const sign = (pageUrl: string, address = '198.51.100.1') =>
    fetch(`${server.baseURL}/wechat/signature?url=${encodeURIComponent(pageUrl)}`, { headers: { 'X-Forwarded-For': address } })

  beforeAll(async () => {
    fake = await startFake(async (request, response) => {
      const url = new URL(request.url ?? '/', 'http://fake')
      const kind = url.pathname === '/cgi-bin/token' ? 'token' : 'ticket'
      calls[kind] += 1
      if (failWith) return sendJson(response, failWith, {})
      if (kind === 'token') return sendJson(response, 200, { access_token: `token-${calls.token}`, expires_in: 7200 })
      return sendJson(response, 200, { errcode: 0, ticket: `ticket-for-${url.searchParams.get('access_token')}`, expires_in: 7200 })
    })
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-wechat-'))
    prepareData(dataDir)
    server = await startServer(dataDir, {
      TRUSTED_PROXIES: '127.0.0.1',
      WECHAT_APP_ID: 'wx0123456789abcdef',
      WECHAT_APP_SECRET: '0123456789abcdef0123456789abcdef',
      WECHAT_API_BASE: fake.url,
    })
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await fake?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('G2 wechat: while WeChat fails the endpoint answers 503 with Retry-After and does not ask WeChat again until the hold ends', async () => {
    const first = await sign(`${server.baseURL}/home`)
    expect(first.status).toBe(503)
    expect(first.headers.get('retry-after')).toBe('10')
    expect(first.headers.get('cache-control')).toBe('no-store')
    const asked = calls.token
    for (let index = 0; index < 20; index += 1) {
      const held = await sign(`${server.baseURL}/home`)
      expect(held.status).toBe(503)
      expect(Number(held.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      expect(Number(held.headers.get('retry-after'))).toBeLessThanOrEqual(10)
    }
    expect(calls.token).toBe(asked)

    failWith = null
    const recovered = await waitFor(
      'the hold to end',
      async () => {
        const answer = await sign(`${server.baseURL}/home`)
        return answer.status === 200 ? answer : undefined
      },
      30_000,
      500,
    )
    const body = (await recovered.json()) as { appId: string; timestamp: number; nonceStr: string; signature: string }
    expect(body.appId).toBe('wx0123456789abcdef')
    expect(body.signature).toBe(signUrl(`ticket-for-token-${calls.token}`, `${server.baseURL}/home`, body.nonceStr, body.timestamp))
  }, 60_000)

  it("G2 wechat: only this site's pages are signed", async () => {
    expect((await sign('https://example.com/home')).status).toBe(400)
    expect((await sign('not a url')).status).toBe(400)
  })

  it('X6 /wechat/signature: 120 signatures a minute from one address, then 429 with Retry-After; another address goes on', async () => {
    const address = '198.51.100.77'
    const statuses: number[] = []
    for (let index = 0; index < 120; index += 1) statuses.push((await sign(`${server.baseURL}/news`, address)).status)
    expect(new Set(statuses)).toEqual(new Set([200]))
    const refused = await sign(`${server.baseURL}/news`, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect((await sign(`${server.baseURL}/news`, '198.51.100.78')).status).toBe(200)
  })
})

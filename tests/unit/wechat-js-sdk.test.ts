import { createHash } from 'node:crypto'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import { type CredentialStore, processCredentialStore, signUrl, WeChatHeldBackError, WeChatJsSdk } from '@/site/wechat/js-sdk'

import { sendJson, startServer, type TestServer } from '../helpers/http-server'

const APP_ID = 'wx0123456789abcdef'
const APP_SECRET = '0123456789abcdef0123456789abcdef'

/** A local stand-in for api.weixin.qq.com: counts calls, can hold answers, expire tokens, refuse. */
let fake: TestServer
let tokenCalls = 0
let ticketCalls = 0
let tokenNumber = 0
let hold: Promise<void> | null = null
let invalidTokens = new Set<string>()
let lastQuery: URLSearchParams | null = null
/** While set, WeChat answers every call with this HTTP status. */
let failWith: number | null = null

beforeAll(async () => {
  fake = await startServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    lastQuery = url.searchParams
    if (hold) await hold
    if (failWith) {
      tokenCalls += url.pathname === '/cgi-bin/token' ? 1 : 0
      return sendJson(response, failWith, {})
    }
    if (url.pathname === '/cgi-bin/token') {
      tokenCalls += 1
      if (url.searchParams.get('secret') !== APP_SECRET) return sendJson(response, 200, { errcode: 40125, errmsg: 'invalid appsecret' })
      tokenNumber += 1
      return sendJson(response, 200, { access_token: `token-${tokenNumber}`, expires_in: 7200 })
    }
    if (url.pathname === '/cgi-bin/ticket/getticket') {
      ticketCalls += 1
      const token = url.searchParams.get('access_token') ?? ''
      if (invalidTokens.has(token) || url.searchParams.get('type') !== 'jsapi')
        return sendJson(response, 200, { errcode: 40001, errmsg: 'invalid credential' })
      return sendJson(response, 200, { errcode: 0, errmsg: 'ok', ticket: `ticket-for-${token}`, expires_in: 7200 })
    }
    sendJson(response, 404, {})
  })
})
afterAll(() => fake.close())
beforeEach(() => {
  tokenCalls = 0
  ticketCalls = 0
  tokenNumber = 0
  hold = null
  failWith = null
  invalidTokens = new Set()
})

const sdk = (clock: { now: number }, secret = APP_SECRET, store?: CredentialStore) =>
  new WeChatJsSdk({ appId: APP_ID, appSecret: secret, apiBase: fake.url }, () => clock.now, store)

describe('G2 WeChat JS-SDK signature', () => {
  it("G2 wechat: the signature is WeChat's SHA-1 over the sorted fields, of the URL without its fragment", () => {
    // The worked example of WeChat's documentation (附录1).
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg'
    const expected = createHash('sha1')
      .update(`jsapi_ticket=${ticket}&noncestr=Wm3WZYTPz0wzccnW&timestamp=1414587457&url=http://mp.weixin.qq.com?params=value`)
      .digest('hex')
    expect(signUrl(ticket, 'http://mp.weixin.qq.com?params=value#top', 'Wm3WZYTPz0wzccnW', 1414587457)).toBe(expected)
    expect(expected).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('G2 wechat: token and ticket are fetched once for concurrent signatures and kept until 5 minutes before expiry', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const signer = sdk(clock)
    let release: () => void = () => {}
    hold = new Promise<void>((resolve) => (release = resolve))
    const pending = Promise.all(Array.from({ length: 20 }, () => signer.sign('http://localhost:3000/home')))
    await new Promise((resolve) => setImmediate(resolve))
    release()
    hold = null
    const signatures = await pending
    expect(tokenCalls).toBe(1)
    expect(ticketCalls).toBe(1)
    expect(lastQuery?.get('access_token')).toBe('token-1')
    for (const signature of signatures) {
      expect(signature.appId).toBe(APP_ID)
      expect(signature.signature).toBe(signUrl('ticket-for-token-1', 'http://localhost:3000/home', signature.nonceStr, signature.timestamp))
    }
    expect(new Set(signatures.map((signature) => signature.nonceStr)).size).toBe(20)

    clock.now += (7200 - 301) * 1000
    await signer.sign('http://localhost:3000/home')
    expect([tokenCalls, ticketCalls]).toEqual([1, 1])
    clock.now += 2_000
    const renewed = await signer.sign('http://localhost:3000/home')
    expect([tokenCalls, ticketCalls]).toEqual([2, 2])
    expect(renewed.signature).toBe(signUrl('ticket-for-token-2', 'http://localhost:3000/home', renewed.nonceStr, renewed.timestamp))
  })

  it("G2 wechat: a token another instance invalidated is renewed once; a refused AppSecret is an error with WeChat's code", async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const signer = sdk(clock)
    await signer.sign('http://localhost:3000/home')
    invalidTokens.add('token-1')
    clock.now += 7200 * 1000 // the ticket is due; its token was replaced elsewhere
    const signature = await signer.sign('http://localhost:3000/news')
    expect(signature.signature).toBe(signUrl('ticket-for-token-2', 'http://localhost:3000/news', signature.nonceStr, signature.timestamp))
    expect(tokenCalls).toBe(2)

    await expect(sdk(clock, 'f'.repeat(32)).sign('http://localhost:3000/home')).rejects.toMatchObject({
      name: 'WeChatApiError',
      errcode: 40125,
    })
  })

  it("G2 wechat: instances sharing a store renew once: the later ones take the first one's ticket", async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const store = processCredentialStore()
    const [first, second, third] = [sdk(clock, APP_SECRET, store), sdk(clock, APP_SECRET, store), sdk(clock, APP_SECRET, store)]
    const signatures = await Promise.all([
      first.sign('http://localhost:3000/home'),
      second.sign('http://localhost:3000/home'),
      third.sign('http://localhost:3000/news'),
    ])
    expect([tokenCalls, ticketCalls]).toEqual([1, 1])
    for (const signature of signatures) expect(signature.signature).toMatch(/^[0-9a-f]{40}$/)
    expect((await store.read())?.ticket?.value).toBe('ticket-for-token-1')
    clock.now += 7200 * 1000 // due again: still one renewal for all
    await Promise.all([first.sign('http://localhost:3000/home'), second.sign('http://localhost:3000/home')])
    expect([tokenCalls, ticketCalls]).toEqual([2, 2])
  })

  it('G2 wechat: a failed renewal holds WeChat back 10 s, doubled per failure in a row, and the hold ends with a success', async () => {
    const clock = { now: Date.UTC(2026, 10, 23, 8) }
    const signer = sdk(clock)
    failWith = 502
    await expect(signer.sign('http://localhost:3000/home')).rejects.toMatchObject({ name: 'WeChatApiError' })
    expect(tokenCalls).toBe(1)
    const held = await signer.sign('http://localhost:3000/home').catch((error: unknown) => error)
    expect(held).toBeInstanceOf(WeChatHeldBackError)
    expect((held as WeChatHeldBackError).retryAfterSeconds).toBe(10)
    expect(tokenCalls).toBe(1)
    clock.now += 10_000
    await expect(signer.sign('http://localhost:3000/home')).rejects.toMatchObject({ name: 'WeChatApiError' })
    expect(tokenCalls).toBe(2)
    clock.now += 19_000
    await expect(signer.sign('http://localhost:3000/home')).rejects.toMatchObject({ name: 'WeChatHeldBackError', retryAfterSeconds: 1 })
    expect(tokenCalls).toBe(2)
    failWith = null
    clock.now += 1_000
    await signer.sign('http://localhost:3000/home')
    expect([tokenCalls, ticketCalls]).toEqual([3, 1])
    // A later failure starts again at 10 s.
    failWith = 502
    clock.now += 7200 * 1000
    await expect(signer.sign('http://localhost:3000/home')).rejects.toMatchObject({ name: 'WeChatApiError' })
    await expect(signer.sign('http://localhost:3000/home')).rejects.toMatchObject({ name: 'WeChatHeldBackError', retryAfterSeconds: 10 })
  })

  it('G2 wechat: the env takes both credentials or neither, and a configurable API base', () => {
    expect(parseEnv({}).WECHAT_API_BASE).toBe('https://api.weixin.qq.com')
    expect(parseEnv({ WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: APP_SECRET, WECHAT_API_BASE: 'http://127.0.0.1:9/' }).WECHAT_API_BASE).toBe(
      'http://127.0.0.1:9',
    )
    expect(() => parseEnv({ WECHAT_APP_ID: APP_ID })).toThrow(/WECHAT_APP_ID and WECHAT_APP_SECRET go together/)
    expect(() => parseEnv({ WECHAT_APP_ID: 'nope', WECHAT_APP_SECRET: APP_SECRET })).toThrow(/WECHAT_APP_ID/)
  })
})

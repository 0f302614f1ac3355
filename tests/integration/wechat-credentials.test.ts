import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { getEnv } from '@/config/env'
import { getPayloadClient } from '@/payload/client'
import { WeChatJsSdk } from '@/site/wechat/js-sdk'
import { databaseCredentialStore } from '@/site/wechat/shared-credentials'

import { sendJson, startServer, type TestServer } from '../helpers/http-server'

/** A local stand-in for api.weixin.qq.com that answers slowly, so concurrent renewals would overlap. */
let fake: TestServer
const calls = { token: 0, ticket: 0 }

beforeAll(async () => {
  fake = await startServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake')
    await new Promise((resolve) => setTimeout(resolve, 50))
    if (url.pathname === '/cgi-bin/token') {
      calls.token += 1
      return sendJson(response, 200, { access_token: `token-${calls.token}`, expires_in: 7200 })
    }
    calls.ticket += 1
    return sendJson(response, 200, { errcode: 0, ticket: `ticket-for-${url.searchParams.get('access_token')}`, expires_in: 7200 })
  })
  await (await getPayloadClient()).kv.delete('wechat-js-sdk')
})
afterAll(async () => {
  await (await getPayloadClient()).kv.delete('wechat-js-sdk')
  await fake.close()
})

describe('G2 WeChat credentials shared by the instances on one database', () => {
  it('G2 wechat: instances renew the token and ticket once between them and keep them in the database', async () => {
    // Each "instance" has its own signer and store, as separate processes do; on Postgres they
    // take turns through the advisory lock. SQLite serves one instance: one store, as in production.
    const postgres = getEnv().databaseDialect === 'postgres'
    const shared = databaseCredentialStore()
    const instances = Array.from(
      { length: 4 },
      () =>
        new WeChatJsSdk(
          { appId: 'wx0123456789abcdef', appSecret: '0123456789abcdef0123456789abcdef', apiBase: fake.url },
          Date.now,
          postgres ? databaseCredentialStore() : shared,
        ),
    )
    const signatures = await Promise.all(instances.map((instance) => instance.sign('http://expo.test/home')))
    expect(calls).toEqual({ token: 1, ticket: 1 })
    expect(new Set(signatures.map((signature) => signature.appId))).toEqual(new Set(['wx0123456789abcdef']))
    const stored = await (await getPayloadClient()).kv.get<{ ticket: { value: string; expiresAt: number } }>('wechat-js-sdk')
    expect(stored?.ticket.value).toBe('ticket-for-token-1')
    expect(stored?.ticket.expiresAt).toBeGreaterThan(Date.now() + 7000 * 1000)

    // A later instance (a restart) finds the stored ticket and asks WeChat nothing.
    const restarted = new WeChatJsSdk(
      { appId: 'wx0123456789abcdef', appSecret: '0123456789abcdef0123456789abcdef', apiBase: fake.url },
      Date.now,
      databaseCredentialStore(),
    )
    await restarted.sign('http://expo.test/news')
    expect(calls).toEqual({ token: 1, ticket: 1 })
  })
})

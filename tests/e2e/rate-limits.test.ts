import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postRegistrationPage } from '../helpers/registration-page'
import { E2E_ADMIN, prepareData, type RunningServer, startServer } from './server'

/**
 * X6 and X5 against the production server. Its own instance, so that its limits and locks touch
 * no other test: it trusts 127.0.0.1 as a proxy (TRUSTED_PROXIES), so each test speaks from
 * addresses of its own through X-Forwarded-For, as visitors behind nginx do.
 */
describe('X6 rate limits and X5 closed endpoints on the production server', () => {
  let server: RunningServer
  let dataDir = ''
  let adminToken = ''
  let addresses = 0
  /** An address of 203.0.113.0/24 (documentation) that no test used yet. */
  const freshAddress = () => `203.0.113.${(addresses += 1)}`

  const call = (pathname: string, init: { address?: string; body?: unknown; token?: string } = {}) => {
    const headers: Record<string, string> = {}
    if (init.address) headers['X-Forwarded-For'] = init.address
    if (init.token) headers.Authorization = `JWT ${init.token}`
    if (init.body !== undefined) headers['Content-Type'] = 'application/json'
    const method = init.body === undefined ? 'GET' : 'POST'
    return fetch(server.baseURL + pathname, { method, headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) })
  }
  const signIn = async (email: string, password: string, address: string) => {
    const started = performance.now()
    const response = await call('/api/users/login', { body: { email, password }, address })
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      body: await response.text(),
      ms: performance.now() - started,
    }
  }
  const createAccount = async (label: string) => {
    const account = { email: `${label}-${Date.now()}@e2e.example`, password: 'Right-password-1' }
    const response = await call('/api/users', { body: { ...account, role: 'editor' }, token: adminToken, address: freshAddress() })
    expect(response.status).toBe(201)
    return account
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-limits-'))
    prepareData(dataDir)
    server = await startServer(dataDir, { TRUSTED_PROXIES: '127.0.0.1' })
    const admin = await call('/api/users/login', { body: E2E_ADMIN, address: freshAddress() })
    adminToken = ((await admin.json()) as { token: string }).token
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('X14 J1 the resend form past its limit answers 429 with Retry-After in the site’s shell, the mobile kept; the /64 is one client, another /64 goes on', async () => {
    const post = (address: string) =>
      postRegistrationPage(server.baseURL, new URLSearchParams({ mobile: '1380013' }), '/register/resend', undefined, {
        'X-Forwarded-For': address,
      })
    // Five asks from five addresses of one /64 are one client's five.
    for (let host = 1; host <= 5; host += 1) expect((await post(`2001:db8:5:1::${host}`)).status).toBe(422)
    const limited = await post('2001:db8:5:1::99')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(limited.headers.get('cache-control')).toContain('no-store')
    const html = await limited.text()
    for (const part of ['class="site-header"', 'id="site-menu"', 'class="site-footer"', 'value="1380013"', '请求过于频繁'])
      expect(html).toContain(part)
    expect((await post('2001:db8:5:2::1')).status).toBe(422)
  })

  it('X6 the content API: 600 calls a minute from one address, then 429 with Retry-After and the API envelope; other addresses and loopback go on', async () => {
    const address = freshAddress()
    const menus = '/api/Website/GetMenuList?siteId=nuclear-expo'
    const statuses: number[] = []
    for (let index = 0; index < 600; index += 1) statuses.push((await call(menus, { address })).status)
    expect(new Set(statuses)).toEqual(new Set([200]))

    const refused = await call(menus, { address })
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff')
    expect(refused.headers.get('cache-control')).toBe('no-store')
    expect(await refused.json()).toEqual({ success: false, code: 429, message: '请求过于频繁，请稍后再试', data: { items: [] } })

    expect((await call(menus, { address: freshAddress() })).status).toBe(200)
    expect((await call(menus)).status).toBe(200)
    // Pages are not the content API: the same address still gets them.
    expect((await call('/home', { address })).status).toBe(200)
  })

  it('X6 logins: 10 failures from one address, then 429 with Retry-After and a message; each address behind the trusted proxy counts on its own', async () => {
    const address = freshAddress()
    for (let index = 0; index < 10; index += 1)
      expect((await signIn(`nobody-${index}@e2e.example`, 'Wrong-password-0', address)).status).toBe(401)
    const refused = await signIn(E2E_ADMIN.email, E2E_ADMIN.password, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(15 * 60 - 120)
    expect(JSON.parse(refused.body)).toEqual({ errors: [{ message: expect.stringMatching(/^登录失败次数过多，请 1[45] 分钟后再试$/) }] })
    expect((await signIn(E2E_ADMIN.email, E2E_ADMIN.password, freshAddress())).status).toBe(200)
  })

  it('X6 X11 an account under attack answers a stranger exactly as a name that is no account does, in the same order of time; its owner still signs in, the address that failed 5 times is locked', async () => {
    const locked = await createAccount('x11-locked')
    const nobody = `x11-nobody-${Date.now()}@e2e.example`
    const lockedFrom = freshAddress()
    for (let index = 0; index < 5; index += 1) expect((await signIn(locked.email, 'Wrong-password-0', lockedFrom)).status).toBe(401)
    for (let index = 0; index < 5; index += 1) expect((await signIn(nobody, 'Wrong-password-0', freshAddress())).status).toBe(401)

    const account: Awaited<ReturnType<typeof signIn>>[] = []
    const none: typeof account = []
    for (let round = 0; round < 3; round += 1) {
      account.push(await signIn(locked.email, 'Wrong-password-0', freshAddress()))
      none.push(await signIn(nobody, 'Wrong-password-0', freshAddress()))
    }
    const answers = [...account, ...none]
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([401]))
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
    const median = (tries: typeof account) => tries.map((answer) => answer.ms).sort((a, b) => a - b)[1] ?? 0
    const [a, b] = [median(account), median(none)]
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(4)

    expect((await signIn(locked.email, locked.password, lockedFrom)).status).toBe(429)
    expect((await signIn(locked.email, locked.password, freshAddress())).status).toBe(200)
  }, 120_000)

  it('X5 /api/access, users and GraphQL are closed to a visitor of the production server', async () => {
    const access = await call('/api/access')
    expect(access.status).toBe(403)
    expect(await access.text()).not.toContain('collections')
    const users = await call('/api/users')
    expect(users.status).toBe(403)
    expect(await users.text()).not.toContain('@e2e.example')
    expect((await call('/api/graphql', { body: { query: '{ __schema { types { name } } }' } })).status).toBe(404)
    expect((await call('/api/access', { token: adminToken })).status).toBe(200)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/config/env'

import { callApi, expectContract, expectError, get } from '../helpers/content-api'

const TOKEN = 'integration-token-0123456789'

describe('A2 bearer token when CONTENT_API_TOKEN is set', () => {
  beforeAll(() => {
    process.env.CONTENT_API_TOKEN = TOKEN
    resetEnvCache()
  })
  afterAll(() => {
    delete process.env.CONTENT_API_TOKEN
    resetEnvCache()
  })

  it('no token → 401 with code 401', async () => {
    const answer = await get('GetMenuList')
    expectError(answer, 401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
  })

  it.each([`Bearer wrong`, `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`])('wrong token (%s) → 401', async (header) => {
    expectError(await get('GetMenuList', {}, { headers: { Authorization: header } }), 401)
  })

  it('the right token → 200', async () => {
    expectContract('GetMenuList', await get('GetMenuList', {}, { headers: { Authorization: `Bearer ${TOKEN}` } }))
  })

  it('DownloadFile needs the token too', async () => {
    const answer = await callApi('/api/Website/DownloadFile', {
      method: 'POST',
      body: JSON.stringify({ siteId: 'nuclear-expo', id: 1 }),
    })
    expectError(answer, 401)
  })

  it('the preflight and openapi.json need no token', async () => {
    expect((await callApi('/api/Website/GetMenuList', { method: 'OPTIONS' })).status).toBe(204)
    expect((await callApi('/api/Website/openapi.json')).status).toBe(200)
  })
})

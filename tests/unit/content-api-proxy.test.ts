import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { resetEnvCache } from '@/config/env'
import { ApiError } from '@/content-source/errors'
import { forwardToRemote } from '@/content-api/proxy'

import { DOWNLOAD_BYTES, fixtures, type RemoteBackend, startRemoteBackend } from '../helpers/remote-backend'

const REMOTE_API_TOKEN = 'unit-remote-secret'
const CONTENT_API_TOKEN = 'unit-public-bearer'

describe('X2 the content API forwarder in remote mode (src/content-api/proxy.ts)', () => {
  let backend: RemoteBackend
  const browserCall = (pathAndQuery: string, init: RequestInit = {}) =>
    new Request(`http://expo.test${pathAndQuery}`, { ...init, headers: { Authorization: `Bearer ${CONTENT_API_TOKEN}`, ...init.headers } })

  beforeAll(async () => {
    backend = await startRemoteBackend()
  })
  afterAll(() => backend.close())
  beforeEach(() => {
    Object.assign(process.env, { CONTENT_SOURCE: 'remote', CONTENT_API_URL: backend.url, REMOTE_API_TOKEN, CONTENT_API_TOKEN })
    resetEnvCache()
    backend.received.length = 0
    backend.mode = 'ok'
  })
  afterEach(() => {
    for (const name of ['CONTENT_SOURCE', 'CONTENT_API_URL', 'REMOTE_API_TOKEN', 'CONTENT_API_TOKEN']) delete process.env[name]
    resetEnvCache()
  })

  it("X2 sends REMOTE_API_TOKEN (not the browser's CONTENT_API_TOKEN) under the endpoint name as the browser spelled it", async () => {
    const answer = await forwardToRemote(browserCall('/api/Website/GetMenuList?siteId=nuclear-expo'))
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { data: { items: unknown[] } }).data.items).toEqual(fixtures.menus)
    expect(backend.received).toEqual([
      { endpoint: 'GetMenuList', query: { siteId: 'nuclear-expo' }, authorization: `Bearer ${REMOTE_API_TOKEN}` },
    ])
  })

  it('X2 DownloadFile is forwarded with its body; the bytes and the file name come back', async () => {
    const body = JSON.stringify({ siteId: 'nuclear-expo', id: fixtures.downloads[0]?.id })
    const answer = await forwardToRemote(
      browserCall('/api/Website/DownloadFile', { method: 'POST', body, headers: { 'Content-Type': 'application/json' } }),
    )
    expect(answer.status).toBe(200)
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(DOWNLOAD_BYTES)
    expect(answer.headers.get('content-disposition')).toContain(encodeURIComponent('参展手册.pdf'))
  })

  it('X2 a refusal of REMOTE_API_TOKEN by the remote becomes 503 for the browser, whose own token was right', async () => {
    backend.mode = 'http-401'
    const refused = forwardToRemote(browserCall('/api/Website/GetMenuList?siteId=nuclear-expo'))
    await expect(refused).rejects.toBeInstanceOf(ApiError)
    await expect(refused).rejects.toMatchObject({ status: 503 })
  })

  it('X2 only a plain endpoint name is forwarded: anything else is a 404 that never reaches the remote', async () => {
    for (const name of ['Get.MenuList', 'GetMenuList%2F..', 'a'.repeat(65)]) {
      await expect(forwardToRemote(browserCall(`/api/Website/${name}?siteId=nuclear-expo`))).rejects.toMatchObject({ status: 404 })
    }
    expect(backend.received).toEqual([])
  })

  it('X3 forwarded answers vary by Authorization and Origin; content is publicly cacheable under that, an error or a file never', async () => {
    const content = await forwardToRemote(browserCall('/api/Website/GetMenuList?siteId=nuclear-expo'))
    expect(content.headers.get('vary')).toBe('Authorization, Origin')
    expect(content.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/)
    const missing = await forwardToRemote(browserCall('/api/Website/GetArticleDetail?siteId=nuclear-expo&id=404'))
    expect(missing.status).toBe(404)
    const file = await forwardToRemote(
      browserCall('/api/Website/DownloadFile', {
        method: 'POST',
        body: JSON.stringify({ siteId: 'nuclear-expo', id: fixtures.downloads[0]?.id }),
      }),
    )
    expect(file.status).toBe(200)
    backend.mode = 'http-500'
    const failed = await forwardToRemote(browserCall('/api/Website/GetMenuList?siteId=nuclear-expo'))
    expect(failed.status).toBe(500)
    for (const answer of [missing, file, failed]) {
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('vary')).toBe('Authorization, Origin')
    }
  })
})

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DownloadItem, MenuItem } from '@/content-source/contract'

import { waitFor } from '../helpers/poll'
import { SITE_ID } from './api'
import { prepareData, type RunningServer, startServer } from './server'

const PUBLIC_TOKEN = 'x3-public-bearer-7f3a'
const PARTNER = 'https://partner.example'
const AUTHORIZED = { Authorization: `Bearer ${PUBLIC_TOKEN}` }

/** The request headers an answer says it varies by, lower-cased and sorted (Next adds its router's). */
const varyOf = (answer: Response) =>
  [
    ...new Set(
      (answer.headers.get('vary') ?? '')
        .split(',')
        .map((name) => name.trim().toLowerCase())
        .filter(Boolean),
    ),
  ].sort()

/** Varies by Authorization and Origin (token-guarded), or by Origin and not Authorization. */
function expectVary(answer: Response, guarded: boolean): void {
  const names = varyOf(answer)
  expect(names).toContain('origin')
  if (guarded) expect(names).toContain('authorization')
  else expect(names).not.toContain('authorization')
}

/** A stored copy varies by what the first answer did, and by Accept-Encoding (one body per encoding). */
const expectStoredVary = (stored: Response, first: Response) =>
  expect(varyOf(stored)).toEqual([...new Set([...varyOf(first), 'accept-encoding'])].sort())

/**
 * X3 on the production server (server.ts: Next behind the response cache) with CONTENT_API_TOKEN
 * and CORS_ORIGINS set: every answer of /api/Website/* that depends on the token or the Origin
 * says so to a shared cache, on a miss, a hit, a 304 and an error alike.
 */
describe('X3 content API answers a CDN cannot hand to the wrong client', () => {
  let dataDir = ''
  let server: RunningServer | undefined
  const url = (target: string) => `${server?.baseURL}${target}`
  const api = (endpoint: string, query: Record<string, string> = {}) =>
    `/api/Website/${endpoint}?${new URLSearchParams({ siteId: SITE_ID, ...query })}`
  const get = (target: string, headers: Record<string, string> = {}) => fetch(url(target), { headers, redirect: 'manual' })

  /** The first answer (a miss), then the stored copy once the cache has compressed it. */
  async function missThenHit(target: string, headers: Record<string, string>): Promise<{ miss: Response; hit: Response }> {
    const miss = await get(target, headers)
    expect(miss.headers.get('x-cache'), target).toBe('MISS')
    const hit = await waitFor(`a cache hit for ${target}`, async () => {
      const answer = await get(target, headers)
      return answer.headers.get('x-cache') === 'HIT' ? answer : undefined
    })
    return { miss, hit }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-x3-'))
    const env = { CONTENT_API_TOKEN: PUBLIC_TOKEN, CORS_ORIGINS: PARTNER }
    prepareData(dataDir, env)
    server = await startServer(dataDir, env)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it.each([
    ['without an Origin', AUTHORIZED],
    ['from an allowed Origin', { ...AUTHORIZED, Origin: PARTNER }],
  ])('X3 a token-guarded 200 (%s): miss, HIT and 304 vary by Authorization and Origin, with one Cache-Control', async (_, headers) => {
    // W3: only parameters the API reads make a key of their own; `lang` keeps these apart.
    const target = api('GetMenuList', { lang: headers === AUTHORIZED ? 'zh' : 'en' })
    const { miss, hit } = await missThenHit(target, headers)
    expect(miss.status).toBe(200)
    expectVary(miss, true)
    expectStoredVary(hit, miss)
    const cacheControl = miss.headers.get('cache-control') ?? ''
    expect(cacheControl).toMatch(/^public, .*s-maxage=\d+/)
    expect(hit.headers.get('cache-control')).toBe(cacheControl)
    expect(hit.headers.get('access-control-allow-origin')).toBe(miss.headers.get('access-control-allow-origin'))
    const notModified = await get(target, { ...headers, 'If-None-Match': hit.headers.get('etag') ?? '' })
    expect(notModified.status).toBe(304)
    expectStoredVary(notModified, miss)
    expect(notModified.headers.get('cache-control')).toBe(cacheControl)
  })

  it('X3 with the 200 cached, a call without or with a wrong token still gets 401: no-store, the same Vary, never from the cache', async () => {
    const target = api('GetMenuList', { includeSubmenus: 'true' })
    await missThenHit(target, AUTHORIZED)
    for (const headers of [{}, { Authorization: 'Bearer wrong' }, { Authorization: 'Bearer wrong', Origin: PARTNER }] as Record<
      string,
      string
    >[]) {
      const answer = await get(target, headers)
      expect(answer.status, JSON.stringify(headers)).toBe(401)
      expectVary(answer, true)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expect(answer.headers.get('x-cache')).not.toBe('HIT')
      expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it.each([
    ['an unknown id', api('GetArticleDetail', { id: '987654' })],
    ['an unknown endpoint', api('GetNothing')],
  ])('X3 a 404 for %s is no-store with Vary: Authorization, Origin, twice in a row (never stored)', async (_, target) => {
    for (let round = 0; round < 2; round += 1) {
      const answer = await get(target, { ...AUTHORIZED, Origin: PARTNER })
      expect(answer.status).toBe(404)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expectVary(answer, true)
      expect(answer.headers.get('x-cache')).not.toBe('HIT')
    }
  })

  it('X3 openapi.json (no token needed) varies by Origin only, on the miss and the HIT; the preflight too', async () => {
    const { miss, hit } = await missThenHit('/api/Website/openapi.json', { Origin: PARTNER })
    expect(miss.status).toBe(200)
    expectVary(miss, false)
    expectStoredVary(hit, miss)
    const preflight = await fetch(url(api('GetMenuList')), {
      method: 'OPTIONS',
      headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' },
    })
    expect(preflight.status).toBe(204)
    expectVary(preflight, false)
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER)
  })

  it('X3 DownloadFile answers (the file, a 401) are no-store with Vary: Authorization, Origin', async () => {
    const menus = ((await (await get(api('GetMenuList'), AUTHORIZED)).json()) as { data: { items: MenuItem[] } }).data.items
    const download = menus.flatMap((menu) => [menu, ...menu.children]).find((menu) => menu.link === '/download')
    const listed = (await (await get(api('GetDownloadList', { menuId: String(download?.id) }), AUTHORIZED)).json()) as {
      data: { items: DownloadItem[] }
    }
    const body = JSON.stringify({ siteId: SITE_ID, id: listed.data.items[0]?.id })
    for (const [headers, status] of [
      [AUTHORIZED, 200],
      [{}, 401],
    ] as const) {
      const answer = await fetch(url('/api/Website/DownloadFile'), {
        method: 'POST',
        body,
        headers: { ...headers, 'Content-Type': 'application/json' },
      })
      expect(answer.status).toBe(status)
      expect(answer.headers.get('cache-control')).toBe('no-store')
      expectVary(answer, true)
    }
  })

  it('X2 the download page hands the public token to the browser once, not once per file', async () => {
    const menus = ((await (await get(api('GetMenuList'), AUTHORIZED)).json()) as { data: { items: MenuItem[] } }).data.items
    const download = menus.flatMap((menu) => [menu, ...menu.children]).find((menu) => menu.link === '/download')
    const files = (
      (await (await get(api('GetDownloadList', { menuId: String(download?.id) }), AUTHORIZED)).json()) as {
        data: { items: DownloadItem[] }
      }
    ).data.items
    expect(files.length).toBeGreaterThanOrEqual(2)
    const count = async (target: string) => (await (await get(target)).text()).split(PUBLIC_TOKEN).length - 1
    const onHome = await count('/home')
    const onDownload = await count(`/download?menuId=${download?.id}`)
    // The shell's islands (menu, ad) on every page, plus one for the whole list of files.
    expect(onHome).toBeGreaterThan(0)
    expect(onDownload).toBe(onHome + 1)
  })
})

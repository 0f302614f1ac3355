import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { downloadedBytes } from '../helpers/browser'
import { DOWNLOAD_BYTES, fixtures, type RemoteBackend, startRemoteBackend } from '../helpers/remote-backend'
import { Crawl } from './crawl'
import { hydrated, useBrowser } from './harness'
import { topLink } from './menu-helpers'
import { prepareData, type RunningServer, startServer } from './server'

const SECRET_PART = randomUUID()
const REMOTE_API_TOKEN = `x2-remote-secret-${SECRET_PART}`
const CONTENT_API_TOKEN = 'x2-public-bearer-5d1c'
const PUBLIC = { Authorization: `Bearer ${CONTENT_API_TOKEN}` }
const SITE = 'siteId=nuclear-expo'
const [article, exhibitor, download] = [fixtures.articles[0], fixtures.exhibitors[0], fixtures.downloads[0]]

/**
 * X2: an instance in remote mode with a distinctive REMOTE_API_TOKEN, in front of the
 * stand-in remote backend (the seed's shapes). Everything a visitor or a proxy can read of it is
 * searched for the secret; the backend proves the secret was really sent (so the search can fail).
 */
describe('X2 REMOTE_API_TOKEN goes to the remote content service and nowhere else', () => {
  const { open } = useBrowser()
  let backend: RemoteBackend | undefined
  let server: RunningServer | undefined
  let dataDir = ''
  let crawl: Crawl
  const base = () => server?.baseURL ?? ''

  beforeAll(async () => {
    backend = await startRemoteBackend()
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-x2-'))
    const env = { CONTENT_SOURCE: 'remote', CONTENT_API_URL: backend.url, REMOTE_API_TOKEN, CONTENT_API_TOKEN, LOG_LEVEL: 'debug' }
    prepareData(dataDir, env)
    server = await startServer(dataDir, env)
    crawl = new Crawl(server.baseURL)
  }, 300_000)

  afterAll(async () => {
    await server?.stop()
    await backend?.close()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it("X2 the remote backend receives Authorization: Bearer <REMOTE_API_TOKEN> on every call, never the browsers' token", async () => {
    expect((await fetch(`${base()}/home`)).status).toBe(200)
    expect(backend?.received.length).toBeGreaterThan(0)
    expect(new Set(backend?.received.map((call) => call.authorization))).toEqual(new Set([`Bearer ${REMOTE_API_TOKEN}`]))
  })

  it("X2 browsers' calls with CONTENT_API_TOKEN work in remote mode: the menu refresh and a download, in Chromium", async () => {
    expect((await fetch(`${base()}/api/Website/GetMenuList?${SITE}`)).status).toBe(401)
    await open('desktop', { baseURL: base(), path: '/download?menuId=2' }, async ({ page }) => {
      const sent: Promise<string | undefined>[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/Website/')) sent.push(request.allHeaders().then((headers) => headers.authorization))
      })
      await hydrated(page)
      const [saved] = await Promise.all([page.waitForEvent('download'), page.locator('.download-action__button').first().click()])
      expect(saved.suggestedFilename()).toBe(download?.fileName)
      expect(await downloadedBytes(saved)).toEqual(DOWNLOAD_BYTES)
      const [home] = fixtures.menus
      if (!home) throw new Error('the stand-in backend has no menu')
      const refreshed = page.waitForResponse((response) => response.url().includes('/api/Website/GetMenuList'))
      await topLink(page, home).click()
      expect((await refreshed).status()).toBe(200)
      await page.waitForURL((url) => url.pathname === '/home')
      expect(sent.length).toBeGreaterThanOrEqual(2)
      expect(new Set(await Promise.all(sent))).toEqual(new Set([PUBLIC.Authorization]))
    })
    const forwarded = backend?.received.filter((call) => call.endpoint === 'DownloadFile' || call.endpoint === 'GetMenuList') ?? []
    expect(forwarded.map((call) => call.endpoint)).toContain('DownloadFile')
    expect(new Set(forwarded.map((call) => call.authorization))).toEqual(new Set([`Bearer ${REMOTE_API_TOKEN}`]))
  })

  // G5: this stand-in ignores `lang` and says no Content-Language, as the original backend does.
  it('G5 in front of a backend that ignores lang, the English pages show none of its Chinese texts and say they are not in English yet', async () => {
    const chinese = [article?.title, '开幕式于北京举行', '主办单位', '核工业骨干企业'] as string[]
    for (const page of [
      '/en/news?menuId=3',
      `/en/news-detail?id=${article?.id}&menuId=3`,
      `/en/showDetail?id=${exhibitor?.id}`,
      '/en/home',
    ]) {
      const answer = await fetch(`${base()}${page}`)
      const html = await answer.text()
      expect(answer.status, page).toBe(200)
      expect(html, page).toContain('lang="en"')
      for (const text of chinese) expect(html, `${page}: ${text}`).not.toContain(text)
      if (page.startsWith('/en/news')) expect(html, page).toContain('This page is not yet available in English')
    }
    // The Chinese edition of the same pages shows them.
    expect(await (await fetch(`${base()}/news-detail?id=${article?.id}&menuId=3`)).text()).toContain(article?.title)
  })

  it('X2 no page, RSC payload, static asset, API answer or response header contains REMOTE_API_TOKEN', async () => {
    const pages = [
      '/home',
      '/info?menuId=2',
      '/news?menuId=3',
      `/news-detail?id=${article?.id}&menuId=3`,
      '/show?menuId=2',
      `/showDetail?id=${exhibitor?.id}`,
      `/detail?id=${article?.id}`,
      '/download?menuId=2',
      '/news-detail?id=404&menuId=3',
      '/no-such-page',
    ]
    const site = await crawl.site(pages)
    expect(site.pages.length).toBeGreaterThan(pages.length)
    expect(site.assets.filter((asset) => asset.endsWith('.js')).length).toBeGreaterThan(5)
    const statusOf = (target: string) => crawl.fetched.find((entry) => entry.target === target)?.status
    for (const page of pages.slice(0, 8)) expect(statusOf(page), page).toBe(200)
    expect(statusOf('/no-such-page')).toBe(404)

    const api = (endpoint: string, query = '') => `/api/Website/${endpoint}?${SITE}${query}`
    const answered = [
      api('GetMenuList'),
      api('GetInformationList', '&informationId=11'),
      api('GetRotationChartList', '&menuId=1'),
      api('GetArticleList', '&menuId=3&pageIndex=1&pageSize=10'),
      api('GetPictureList', '&PictureId=21'),
      api('GetArticleDetail', `&id=${article?.id}`),
      api('GetExhibitorList'),
      api('GetExhibitorDetail', `&id=${exhibitor?.id}`),
      api('GetDownloadList', '&menuId=2'),
      api('GetSiteConfig'),
    ]
    const calls: [string, RequestInit?][] = [
      ...[...answered, api('GetArticleDetail', '&id=404'), api('GetNothing')].map((target): [string, RequestInit] => [
        target,
        { headers: PUBLIC },
      ]),
      [api('GetMenuList')],
      [api('GetMenuList'), { headers: { Authorization: 'Bearer wrong' } }],
      ['/api/Website/openapi.json'],
      [api('GetMenuList'), { method: 'OPTIONS', headers: { Origin: 'https://other.example', 'Access-Control-Request-Method': 'GET' } }],
      [api('GetMenuList'), { method: 'PUT', headers: PUBLIC }],
      ...[download?.id, 999].map((id): [string, RequestInit] => [
        '/api/Website/DownloadFile',
        {
          method: 'POST',
          headers: { ...PUBLIC, 'Content-Type': 'application/json' },
          body: JSON.stringify({ siteId: 'nuclear-expo', id }),
        },
      ]),
    ]
    const statuses = new Map<string, number[]>()
    for (const [target, init] of calls) statuses.set(target, [...(statuses.get(target) ?? []), (await crawl.fetch(target, init)).status])
    for (const target of answered) expect(statuses.get(target)?.[0], target).toBe(200)
    expect([...statuses.values()].flat()).toEqual(expect.arrayContaining([204, 401, 404, 405]))

    // The remote failing, and refusing the secret: the answers and pages then, and what is logged.
    if (!backend) throw new Error('no backend')
    // Each mode asks with a menuId of its own: a parameter the route reads, so nothing is answered from the cache (W3).
    const menuOf = { 'http-500': 9001, 'http-401': 9002 } as const
    for (const mode of ['http-500', 'http-401'] as const) {
      backend.mode = mode
      await crawl.fetch(api('GetMenuList', `&menuId=${menuOf[mode]}`), { headers: PUBLIC })
      await crawl.fetch(`/news-detail?id=32&menuId=${menuOf[mode]}`)
    }
    backend.mode = 'ok'
    const refused = crawl.fetched.find((entry) => entry.target.endsWith(`menuId=${menuOf['http-401']}`) && entry.target.startsWith('/api/'))
    expect(refused?.status).toBe(503)

    expect(crawl.fetched.length).toBeGreaterThan(50)
    expect(crawl.containing(REMOTE_API_TOKEN)).toEqual([])
    expect(crawl.containing(SECRET_PART)).toEqual([])
    // The browsers' token is in the pages (the islands send it): the search does find what is there.
    expect(crawl.containing(CONTENT_API_TOKEN).length).toBeGreaterThan(0)
  })

  it("X2 the server's log output never contains REMOTE_API_TOKEN, though it logged the remote's refusal", () => {
    const log = server?.output() ?? ''
    expect(log).toContain('"path":"/home"')
    expect(log).toContain('the remote refused REMOTE_API_TOKEN (HTTP 401)')
    expect(log).not.toContain(REMOTE_API_TOKEN)
    expect(log).not.toContain(SECRET_PART)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'

import type { ContentSource, MenuItem } from '@/content-source'
import { ContentReadCache } from '@/content-model/read-cache'
import { remoteContentSource, type RemoteContentSourceOptions } from '@/content-source/remote'
import { createCleaner } from '@/content-source/remote-clean'
import { NetworkError, type HttpLogger } from '@/http-client'

import { closedPort } from '../helpers/http-server'
import {
  fixtures,
  NOT_FOUND_ID,
  NOT_FOUND_IN_ENVELOPE,
  PAGED_TOTAL,
  SITE_CONFIG_ENV,
  startRemoteBackend,
  XSS_HTML,
  type RemoteBackend,
} from '../helpers/remote-backend'

const TOKEN = 'remote-test-token'
const SITE_ID = 'nuclear-expo'

let backend: RemoteBackend
let logger: { error: Mock<HttpLogger['error']> }

beforeEach(async () => {
  backend = await startRemoteBackend()
  logger = { error: vi.fn<HttpLogger['error']>() }
})

afterEach(async () => {
  vi.useRealTimers()
  // Some tests close the backend themselves.
  await backend.close().catch(() => undefined)
})

function source(options: RemoteContentSourceOptions = {}): ContentSource {
  return remoteContentSource({
    baseURL: backend.url,
    token: TOKEN,
    siteId: SITE_ID,
    logger,
    freshMs: 0,
    store: new ContentReadCache(),
    ...options,
  })
}

const loggedFor = (endpoint: string) => expect(logger.error).toHaveBeenCalledWith(expect.stringContaining(endpoint), expect.any(Error))

describe('remote content source: the wire contract (SPEC §4)', () => {
  // Root-relative media paths of the remote point at the remote (A1).
  const menus = (): MenuItem[] => fixtures.menus.map((menu) => (menu.iconUrl ? { ...menu, iconUrl: backend.url + menu.iconUrl } : menu))
  const paged = <T>(items: T[], pageIndex: number, pageSize: number) => ({ items, total: PAGED_TOTAL, pageIndex, pageSize })
  const cases: {
    method: string
    call: (s: ContentSource) => Promise<unknown>
    endpoint: string
    query: Record<string, string>
    expected: () => unknown
  }[] = [
    { method: 'getMenuTree', call: (s) => s.getMenuTree(), endpoint: 'GetMenuList', query: {}, expected: menus },
    {
      method: 'getInformationItems',
      call: (s) => s.getInformationItems(11),
      endpoint: 'GetInformationList',
      query: { informationId: '11' },
      expected: () => fixtures.information,
    },
    {
      method: 'getRotationCharts',
      call: (s) => s.getRotationCharts(1),
      endpoint: 'GetRotationChartList',
      query: { menuId: '1' },
      expected: () => fixtures.pictures,
    },
    {
      method: 'getColumnArticles',
      call: (s) => s.getColumnArticles(13),
      endpoint: 'GetArticleList',
      query: { informationId: '13' },
      expected: () => fixtures.articles,
    },
    {
      method: 'getMenuArticles',
      call: (s) => s.getMenuArticles(2, { pageIndex: 2, pageSize: 5 }),
      endpoint: 'GetArticleList',
      query: { menuId: '2', pageIndex: '2', pageSize: '5' },
      expected: () => paged(fixtures.articles, 2, 5),
    },
    {
      method: 'getArticle',
      call: (s) => s.getArticle(31),
      endpoint: 'GetArticleDetail',
      query: { id: '31' },
      expected: () => fixtures.articles[0],
    },
    {
      method: 'getColumnPictures',
      call: (s) => s.getColumnPictures(16),
      endpoint: 'GetPictureList',
      query: { informationId: '16' },
      expected: () => fixtures.pictures,
    },
    {
      method: 'getPicture',
      call: (s) => s.getPicture(21),
      endpoint: 'GetPictureList',
      query: { PictureId: '21' },
      expected: () => fixtures.pictures[0],
    },
    {
      method: 'getExhibitors',
      call: (s) => s.getExhibitors({ keyword: '核电', category: '核电装备', pageIndex: 1, pageSize: 20 }),
      endpoint: 'GetExhibitorList',
      query: { keyword: '核电', category: '核电装备', pageIndex: '1', pageSize: '20' },
      expected: () => paged(fixtures.exhibitors, 1, 20),
    },
    {
      method: 'getExhibitor',
      call: (s) => s.getExhibitor(41),
      endpoint: 'GetExhibitorDetail',
      query: { id: '41' },
      expected: () => fixtures.exhibitors[0],
    },
    {
      method: 'getDownloads',
      call: (s) => s.getDownloads(2),
      endpoint: 'GetDownloadList',
      query: { menuId: '2' },
      expected: () => fixtures.downloads,
    },
    { method: 'getSiteConfig', call: (s) => s.getSiteConfig(), endpoint: 'GetSiteConfig', query: {}, expected: () => fixtures.siteConfig },
  ]

  it.each(cases)('A2 $method calls $endpoint with siteId, its params and the bearer token', async ({ call, endpoint, query, expected }) => {
    await expect(call(source())).resolves.toEqual(expected())
    expect(backend.received).toEqual([{ endpoint, query: { siteId: SITE_ID, ...query }, authorization: `Bearer ${TOKEN}` }])
  })

  it('X2 defaults come from the environment: CONTENT_API_URL, REMOTE_API_TOKEN (not CONTENT_API_TOKEN), SITE_ID', async () => {
    const env = { CONTENT_API_URL: backend.url, CONTENT_API_TOKEN: 'browser-token', REMOTE_API_TOKEN: 'env-secret', SITE_ID: 'env-site' }
    await remoteContentSource({ env, logger, store: new ContentReadCache() }).getMenuTree()
    expect(backend.received).toEqual([{ endpoint: 'GetMenuList', query: { siteId: 'env-site' }, authorization: 'Bearer env-secret' }])
  })

  it("X2 the browsers' CONTENT_API_TOKEN alone is never sent to the remote", async () => {
    const env = { CONTENT_API_URL: backend.url, CONTENT_API_TOKEN: 'browser-token', SITE_ID: 'env-site' }
    await remoteContentSource({ env, logger, store: new ContentReadCache() }).getMenuTree()
    expect(backend.received).toEqual([{ endpoint: 'GetMenuList', query: { siteId: 'env-site' }, authorization: null }])
  })

  it.each([
    ['HTTP 404', NOT_FOUND_ID],
    ['code 404 in the envelope', NOT_FOUND_IN_ENVELOPE],
  ])('P5 the remote answers %s: single reads give null', async (_, id) => {
    const s = source()
    await expect(s.getArticle(id)).resolves.toBeNull()
    await expect(s.getPicture(id)).resolves.toBeNull()
    await expect(s.getExhibitor(id)).resolves.toBeNull()
    expect(backend.received).toHaveLength(3)
  })

  it('P5 an id that cannot name anything gives null without a request', async () => {
    await expect(source().getArticle('../../etc/passwd')).resolves.toBeNull()
    expect(backend.received).toEqual([])
  })
})

describe('remote content source: resilience (S31)', () => {
  const failures: [string, (b: RemoteBackend) => unknown][] = [
    ['answers HTTP 500', (b) => (b.mode = 'http-500')],
    ['answers invalid JSON', (b) => (b.mode = 'invalid-json')],
    ['answers the wrong shape', (b) => (b.mode = 'wrong-shape')],
    ['hangs past the time-out', (b) => (b.mode = 'hang')],
    ['is down (connection refused)', (b) => b.close()],
  ]

  it.each(failures)('S31 remote %s: serves the last good menu and logs the error', async (_, fail) => {
    const s = source({ timeoutMs: 300 })
    const good = await s.getMenuTree()
    await fail(backend)
    await expect(s.getMenuTree()).resolves.toEqual(good)
    loggedFor('GetMenuList')
  })

  it('S31 remote down and nothing fetched before: the read rejects', async () => {
    const s = source({ baseURL: `http://127.0.0.1:${await closedPort()}` })
    await expect(s.getMenuTree()).rejects.toBeInstanceOf(NetworkError)
    loggedFor('GetMenuList')
  })

  it('S31 the last good answer is kept per call: another page of the list has none', async () => {
    const s = source()
    await s.getMenuArticles(2, { pageIndex: 1, pageSize: 5 })
    backend.mode = 'http-500'
    await expect(s.getMenuArticles(2, { pageIndex: 1, pageSize: 5 })).resolves.toMatchObject({ total: PAGED_TOTAL })
    await expect(s.getMenuArticles(2, { pageIndex: 2, pageSize: 5 })).rejects.toThrow()
  })

  it('S31 the last good answer outlives the per-request source', async () => {
    const options = { baseURL: backend.url, siteId: SITE_ID, logger, freshMs: 0 }
    const good = await remoteContentSource(options).getMenuTree()
    backend.mode = 'http-500'
    await expect(remoteContentSource(options).getMenuTree()).resolves.toEqual(good)
  })

  it('S31 the last good answers are bounded, the least recently used goes first', async () => {
    const store = new ContentReadCache(2)
    const policy = { freshMs: 0, onFailure: () => undefined }
    const failing = () => Promise.reject(new Error('remote down'))
    for (const key of ['a', 'b', 'a', 'c']) await store.read(key, async () => key, policy)
    await expect(store.read('a', failing, policy)).resolves.toBe('a')
    await expect(store.read('c', failing, policy)).resolves.toBe('c')
    await expect(store.read('b', failing, policy)).rejects.toThrow('remote down')
  })

  it('C4 concurrent identical reads are coalesced, none cancelled', async () => {
    backend.delayMs = 100
    const s = source()
    const results = await Promise.all(Array.from({ length: 5 }, () => s.getMenuTree()))
    expect(backend.received).toHaveLength(1)
    for (const result of results) expect(result).toEqual(results[0])
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('C4 identical reads of separate per-request sources share one request', async () => {
    backend.delayMs = 100
    const options = { baseURL: backend.url, siteId: SITE_ID, logger }
    await Promise.all(Array.from({ length: 5 }, () => remoteContentSource(options).getDownloads(2)))
    expect(backend.received).toHaveLength(1)
  })

  it('S31 a burst within the freshness window is served from one answer; a failed remote is asked again only after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const s = source({ freshMs: 5000 })
    await s.getMenuTree()
    await s.getMenuTree()
    expect(backend.received).toHaveLength(1)
    vi.setSystemTime(Date.now() + 6000)
    backend.mode = 'http-500'
    const good = await s.getMenuTree()
    await s.getMenuTree()
    expect(backend.received).toHaveLength(2)
    vi.setSystemTime(Date.now() + 6000)
    backend.mode = 'ok'
    await expect(s.getMenuTree()).resolves.toEqual(good)
    expect(backend.received).toHaveLength(3)
  })
})

describe('remote content source: untrusted content and site settings', () => {
  it('S32 HTML from the remote is sanitized again: no script, no event handler, no javascript: URL', async () => {
    backend.html = XSS_HTML
    const s = source()
    const html = [
      ...(await s.getInformationItems(11)).map((item) => item.detail),
      ...(await s.getColumnArticles(13)).map((item) => item.detail),
      (await s.getArticle(31))?.detail,
      ...(await s.getExhibitors({ pageIndex: 1, pageSize: 10 })).items.map((item) => item.introduction),
      (await s.getExhibitor(41))?.introduction,
    ]
    expect(html).toHaveLength(5)
    for (const value of html) {
      expect(value).toContain('展会介绍')
      expect(value).not.toMatch(/<script|onerror|javascript:/i)
    }
  })

  it('S32 links and images from the remote keep only http(s) or relative URLs', () => {
    const clean = createCleaner('https://remote.example.cn')
    const [exhibitor] = fixtures.exhibitors
    const [picture] = fixtures.pictures
    if (!exhibitor || !picture) throw new Error('fixtures missing')
    expect(clean.exhibitor({ ...exhibitor, website: 'javascript:alert(1)', logoUrl: '/media/logo.png' })).toMatchObject({
      website: null,
      logoUrl: 'https://remote.example.cn/media/logo.png',
    })
    expect(clean.picture({ ...picture, link: 'java\tscript:alert(1)', pictureUrl: 'data:image/svg+xml,<svg/>' })).toMatchObject({
      link: null,
      pictureUrl: '',
    })
  })

  it('GetSiteConfig missing (404 envelope): the config is built from the environment ids', async () => {
    backend.hasSiteConfig = false
    await expect(source({ env: SITE_CONFIG_ENV }).getSiteConfig()).resolves.toEqual({
      ...fixtures.siteConfig,
      seoDescription: '',
      seoKeywords: '',
    })
  })

  it('S31 GetSiteConfig: a failing remote serves the last good config, and the environment when it has none', async () => {
    const s = source()
    await s.getSiteConfig()
    backend.mode = 'http-500'
    await expect(s.getSiteConfig()).resolves.toEqual(fixtures.siteConfig)
    const never = source({ env: {}, baseURL: `http://127.0.0.1:${await closedPort()}` })
    await expect(never.getSiteConfig()).resolves.toMatchObject({
      siteName: '中国国际核工业展览会',
      headerInformationId: null,
      specialMenuIds: [],
    })
    loggedFor('GetSiteConfig')
  })
})

describe('remote content source: the English edition (G5)', () => {
  const english = () => source({ locale: 'en' })
  const readAll = (s: ContentSource) =>
    Promise.all([
      s.getMenuTree(),
      s.getInformationItems(11),
      s.getColumnArticles(13),
      s.getMenuArticles(2, { pageIndex: 1, pageSize: 10 }),
      s.getArticle(31),
      s.getExhibitors({ pageIndex: 1, pageSize: 10 }),
      s.getExhibitor(41),
      s.getDownloads(2),
      s.getSiteConfig(),
      s.getRotationCharts(1),
    ])

  it('G5 a remote that ignores lang (the original backend: no Content-Language) has no English: lists empty, translated texts blank, the rest kept', async () => {
    const [menus, information, columnArticles, menuArticles, article, exhibitors, exhibitor, downloads, config, banners] =
      await readAll(english())
    expect(backend.received.every((call) => call.query.lang === 'en')).toBe(true)
    // What is written in English is nothing: no Chinese title ever reaches an English page.
    expect(columnArticles).toEqual([])
    expect(menuArticles).toEqual({ items: [], total: 0, pageIndex: 1, pageSize: 10 })
    expect(downloads).toEqual([])
    expect(article).toMatchObject({ id: 31, title: '', subtitle: '', detail: '' })
    // Names the wire carries in both languages stay; the translated texts are blank.
    expect(menus[1]).toMatchObject({
      nameEN: 'News',
      siteName: '',
      children: [expect.objectContaining({ nameEN: 'Show News', siteName: '' })],
    })
    expect(information[0]).toMatchObject({ id: 11, detail: '', coverUrl: fixtures.information[0]?.coverUrl })
    expect(exhibitors.items[0]).toMatchObject({
      nameCN: '中国核工业集团有限公司',
      nameEN: 'CNNC',
      booth: 'A101',
      introduction: '',
      contact: '',
    })
    expect(exhibitor).toMatchObject({ id: 41, nameEN: 'CNNC', introduction: '', contact: '' })
    expect(config).toMatchObject({
      siteName: '',
      seoDescription: '',
      seoKeywords: '',
      homeMenuId: 1,
      icpNumber: fixtures.siteConfig.icpNumber,
    })
    expect(banners).toEqual(fixtures.pictures)
    expect(JSON.stringify([menus, information, article, exhibitors, exhibitor, config])).not.toMatch(
      /开幕|主办单位|核工业骨干企业|010-00000000|核工业展/,
    )
  })

  it("G5 a remote that answers in English (Content-Language: en, as this product's API does) is taken as it is", async () => {
    backend.englishAs = 'en'
    const [menus, , columnArticles, menuArticles, article, , exhibitor, downloads, config] = await readAll(english())
    expect(columnArticles).toEqual(fixtures.articles)
    expect(menuArticles.items).toEqual(fixtures.articles)
    expect(menuArticles.total).toBe(PAGED_TOTAL)
    expect(article?.title).toBe(fixtures.articles[0]?.title)
    expect(downloads).toEqual(fixtures.downloads)
    expect(menus[1]?.siteName).toBe('新闻中心')
    expect(exhibitor?.contact).toBe('010-00000000')
    expect(config.siteName).toBe(fixtures.siteConfig.siteName)
  })

  it('G5 without GetSiteConfig (the original backend) the English edition takes no Chinese name from the environment', async () => {
    backend.hasSiteConfig = false
    const env = { ...SITE_CONFIG_ENV, SITE_NAME: '中国国际核工业展览会' }
    const [english, chinese] = await Promise.all([source({ locale: 'en', env }).getSiteConfig(), source({ env }).getSiteConfig()])
    expect(chinese.siteName).toBe('中国国际核工业展览会')
    expect(english).toMatchObject({ siteName: '', homeMenuId: 1, icpNumber: SITE_CONFIG_ENV.ICP_NUMBER })
  })

  it('G5 a Content-Language that names another language is not English; the Chinese edition never asks for lang', async () => {
    backend.englishAs = 'zh-CN'
    expect(await english().getColumnArticles(13)).toEqual([])
    backend.englishAs = 'en-GB'
    expect(await english().getColumnArticles(13)).toEqual(fixtures.articles)
    backend.received.length = 0
    expect(await source().getColumnArticles(13)).toEqual(fixtures.articles)
    expect(backend.received[0]?.query.lang).toBeUndefined()
  })
})

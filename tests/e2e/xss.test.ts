import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sanitizeRichHtml } from '@/content-source/html'

import { launchBrowser, newContext } from '../helpers/browser'
import { armXssTrap, inspect, visit, type XssReport } from '../helpers/xss-trap'
import { xssVectors } from '../helpers/xss-vectors'
import { E2E_ADMIN, prepareData, runDataScript, startServer, type RunningServer } from './server'
import { XSS_FIXTURES_MARKER, type XssFixtures } from './xss-fixture-data'

const NEWS_PAGE_SIZE = 10
const SHOW_PAGE_SIZE = 12
/** Some 30 pages a browser walks through, on a machine that may be busy. */
const PAGES_TIMEOUT_MS = 480_000
/** Vectors also sent in the query string of pages that echo it (reflected XSS). */
const REFLECTED = [11, 31, 116].flatMap((id) => xssVectors.find((vector) => vector.id === id) ?? [])

describe('X7 ≥ 100 XSS vectors in every text and HTML field run nowhere', () => {
  const dirs: string[] = []
  let origin: RunningServer | undefined
  let mirror: RunningServer | undefined
  let browser: Browser | undefined
  let planted: XssFixtures

  const tempDir = (name: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `expo-e2e-xss-${name}-`))
    dirs.push(dir)
    return dir
  }

  beforeAll(async () => {
    const originDir = tempDir('origin')
    prepareData(originDir)
    // The remote instance keeps its users in a database of its own; a copy of the origin's,
    // taken before the vectors go in, spares a second migration.
    const mirrorDir = tempDir('mirror')
    fs.cpSync(originDir, mirrorDir, { recursive: true })
    const printed = runDataScript(originDir, 'tests/e2e/xss-fixtures.ts')
    const line = printed.split('\n').find((text) => text.startsWith(XSS_FIXTURES_MARKER))
    if (!line) throw new Error(`tests/e2e/xss-fixtures.ts printed no fixtures:\n${printed}`)
    planted = JSON.parse(line.slice(XSS_FIXTURES_MARKER.length)) as XssFixtures
    origin = await startServer(originDir)
    const remoteEnv = { CONTENT_SOURCE: 'remote', CONTENT_API_URL: origin.baseURL, PAGE_CACHE: 'off' }
    mirror = await startServer(mirrorDir, remoteEnv)
    browser = await launchBrowser()
  }, 600_000)

  afterAll(async () => {
    await browser?.close()
    await mirror?.stop()
    await origin?.stop()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  /** A fresh desktop context with the trap armed and the CSP off (the escaping is what is tested). */
  async function withTrap(baseURL: string, use: (context: BrowserContext, report: XssReport) => Promise<void>): Promise<XssReport> {
    if (!browser) throw new Error('the browser did not start')
    const context = await newContext(browser, 'desktop', baseURL, { bypassCSP: true })
    try {
      const report = await armXssTrap(context)
      await use(context, report)
      return report
    } finally {
      await context.close()
    }
  }

  /** Every page showing the planted fields; `allListPages` false: the first page of each list only. */
  async function publicPages(baseURL: string, allListPages: boolean): Promise<string[]> {
    const { news, show, download } = planted.menus
    const answer = await fetch(`${baseURL}/api/Website/GetExhibitorList?siteId=nuclear-expo&pageSize=1`)
    const exhibitors = ((await answer.json()) as { data: { total: number } }).data.total
    const newsCount = (planted.collections.articles?.perVector.length ?? 0) + 1
    const pages = (count: number, size: number) =>
      Array.from({ length: allListPages ? Math.ceil(count / size) : 1 }, (_, index) => index + 1)
    return [
      '/home',
      `/info?menuId=${news}`,
      ...pages(newsCount, NEWS_PAGE_SIZE).map((page) => `/news?menuId=${news}${page > 1 ? `&page=${page}` : ''}`),
      `/news-detail?id=${planted.article}&menuId=${news}`,
      `/detail?id=${planted.article}`,
      ...pages(exhibitors, SHOW_PAGE_SIZE).map((page) => `/show?menuId=${show}${page > 1 ? `&page=${page}` : ''}`),
      `/showDetail?id=${planted.exhibitor}&menuId=${show}`,
      `/download?menuId=${download}`,
    ]
  }

  const reflectedPages = () =>
    REFLECTED.flatMap(({ value }) => {
      const text = encodeURIComponent(value)
      return [`/show?keyword=${text}`, `/news-detail?id=${text}`, `/news?menuId=${text}`, `/info?menuId=${text}`]
    })

  async function checkSite(
    baseURL: string,
    { allListPages, reflected }: { allListPages: boolean; reflected: string[] },
  ): Promise<XssReport> {
    const paths = await publicPages(baseURL, allListPages)
    return withTrap(baseURL, async (context, report) => {
      const page = await context.newPage()
      for (const pagePath of paths) expect(await visit(page, report, pagePath), pagePath).toBe(200)
      for (const pagePath of reflected) expect(await visit(page, report, pagePath), pagePath).toBeLessThan(500)
    })
  }

  const expectNothingRan = (report: XssReport) => {
    expect(report.calls).toEqual([])
    expect(report.dialogs).toEqual([])
    expect(report.injected).toEqual([])
  }

  it('X7 the suite has ≥ 100 vectors, saved into every text and rich-text field of every collection and the site settings', () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(100)
    for (const [slug, record] of Object.entries(planted.collections)) {
      expect(record.fields.length, slug).toBeGreaterThan(0)
      expect(record.allVectors.length, slug).toBeGreaterThan(0)
    }
    expect(Object.keys(planted.collections).sort()).toEqual(
      [
        'articles',
        'audit-log',
        'columns',
        'documents',
        'downloads',
        'exhibitor-accounts',
        'exhibitors',
        'information-items',
        'media',
        'menus',
        'pictures',
        'rotation-charts',
        'users',
      ].sort(),
    )
    expect(planted.collections.articles?.perVector).toHaveLength(xssVectors.length)
    expect(planted.settingsFields).toEqual(expect.arrayContaining(['siteName', 'seoDescription', 'icpNumber', 'psbNumber']))
    // A refusal is a pass for that field; it must say why, in Chinese, for the editor.
    for (const refusal of planted.refusals)
      expect(refusal.message, `${refusal.collection}.${refusal.field}`).toMatch(/[\u4e00-\u9fff]|invalid/)
  })

  it(
    'X7 the public site (home, info, news, details, show, download, header, footer, ad; vectors in the query too) runs none of them',
    async () => {
      const report = await checkSite(origin?.baseURL ?? '', { allListPages: true, reflected: reflectedPages() })
      expectNothingRan(report)
      expect(report.shownIds.size).toBeGreaterThanOrEqual(100)
    },
    PAGES_TIMEOUT_MS,
  )

  it(
    'X7 an instance rendering from a remote content service runs none of them',
    async () => {
      // Lists render the same way on every page: the first page of each, with the record holding every vector, does.
      const report = await checkSite(mirror?.baseURL ?? '', { allListPages: false, reflected: [] })
      expectNothingRan(report)
      expect(report.shownIds.size).toBeGreaterThanOrEqual(100)
    },
    PAGES_TIMEOUT_MS,
  )

  it(
    'X7 the admin (every list and edit view, the site settings, signed in) runs none of them',
    async () => {
      const report = await withTrap(origin?.baseURL ?? '', async (context, report) => {
        const signedIn = await context.request.post('/api/users/login', { data: E2E_ADMIN })
        expect(signedIn.status()).toBe(200)
        const page = await context.newPage()
        // The list shows every one-vector record; the edit view the record holding every vector in every field.
        const views = Object.entries(planted.collections).flatMap(([slug, { allVectors, richText }]) => [
          { path: `/admin/collections/${slug}?limit=200`, richText: false },
          { path: `/admin/collections/${slug}/${allVectors[0]}`, richText },
        ])
        for (const view of [{ path: '/admin', richText: false }, ...views, { path: '/admin/globals/site-settings', richText: false }]) {
          const settled = async (opened: Page) => {
            await opened.locator('.template-default--nav-hydrated').waitFor()
            if (view.richText) await opened.locator('[data-lexical-editor="true"]').first().waitFor()
          }
          expect(await visit(page, report, view.path, settled), view.path).toBe(200)
        }
      })
      expectNothingRan(report)
      expect(report.shownIds.size).toBeGreaterThanOrEqual(100)
    },
    PAGES_TIMEOUT_MS,
  )

  it(
    'X7 every vector as raw HTML through the sanitizer (what a remote backend could send) runs nothing in Chromium; unsanitized, the trap catches them',
    async () => {
      const render = (clean: (html: string) => string) =>
        withTrap('about:blank', async (context, report) => {
          const page = await context.newPage()
          const html = xssVectors.map((vector) => `<div>${clean(vector.value)}</div>`).join('\n')
          await page.setContent(`<!doctype html><html><body>${html}</body></html>`, { waitUntil: 'load' })
          await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
          await inspect(page, report, 'vectors')
        })
      // The control: the same vectors unsanitized run and are seen, so a silent trap means something.
      const raw = await render((html) => html)
      expect(raw.calls.length + raw.dialogs.length).toBeGreaterThan(20)
      expect(raw.injected.length).toBeGreaterThan(30)
      expectNothingRan(await render((html) => sanitizeRichHtml(html, 'https://expo.example')))
    },
    PAGES_TIMEOUT_MS,
  )
})

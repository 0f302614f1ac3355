import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { AxeBuilder } from '@axe-core/playwright'
import type { Document } from 'happy-dom'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { ArticleItem, ExhibitorItem, MenuItem } from '@/content-source/contract'

import { deviceNames } from '../helpers/browser'
import { fetchPage, textsOf } from '../helpers/html'
import { apiItems } from './api'
import { hydrated, signedInToAdmin, useBrowser } from './harness'
import { flatten } from './pages-content'
import { E2E_ADMIN } from './server'

const baseURL = inject('baseURL')
const { open } = useBrowser()

/** Where the screenshots of the English pages go, to be looked at. */
const SHOTS = path.join(os.tmpdir(), 'expo-english-screenshots')

let menus: MenuItem[]
let news: MenuItem
let industryNews: MenuItem
let englishArticle: ArticleItem
let chineseOnlyArticle: ArticleItem
let exhibitor: ExhibitorItem

const menuNamed = (nameEN: string): MenuItem => {
  const menu = flatten(menus).find((item) => item.nameEN === nameEN)
  if (!menu) throw new Error(`the seeded site has no menu ${nameEN}`)
  return menu
}

beforeAll(async () => {
  menus = await apiItems<MenuItem>(baseURL, 'GetMenuList')
  news = menuNamed('News')
  industryNews = menuNamed('Industry News')
  const [english] = await apiItems<ArticleItem>(baseURL, 'GetArticleList', { menuId: String(news.id), includeSubmenus: 'true', lang: 'en' })
  const [chinese] = await apiItems<ArticleItem>(baseURL, 'GetArticleList', { menuId: String(industryNews.id) })
  const [first] = await apiItems<ExhibitorItem>(baseURL, 'GetExhibitorList', { lang: 'en' })
  if (!english || !chinese || !first) throw new Error('the seeded site lacks English news, Chinese news or exhibitors')
  englishArticle = english
  chineseOnlyArticle = chinese
  exhibitor = first
  fs.mkdirSync(SHOTS, { recursive: true })
})

/** The page's visible text outside what is marked as Chinese (lang="zh-CN": a Chinese name, the 中文 link, the filing numbers). */
const englishText = (page: Page) =>
  page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement
    for (const element of body.querySelectorAll('[lang="zh-CN"], script, style, noscript')) element.remove()
    return body.textContent ?? ''
  })
const HAN = /\p{Script=Han}/u

/** The same, of the server's HTML. */
function englishTextOf(document: Document): string {
  const body = document.body.cloneNode(true)
  for (const element of body.querySelectorAll('[lang="zh-CN"], script, style, noscript')) element.remove()
  return body.textContent ?? ''
}

describe('G5 the English edition', () => {
  const englishPages = () => [
    '/en/home',
    `/en/news?menuId=${news.id}`,
    `/en/news-detail?id=${englishArticle.id}&menuId=${news.id}`,
    `/en/show?menuId=${menuNamed('Exhibitors').id}`,
    `/en/showDetail?id=${exhibitor.id}&menuId=${menuNamed('Exhibitors').id}`,
    `/en/info?menuId=${menuNamed('Contact').id}`,
  ]

  test('G5 one route tree serves both editions: /x in Chinese, /en/x in English; /zh/x goes to /x; other prefixes are not pages', async () => {
    const get = (target: string) => fetch(baseURL + target, { redirect: 'manual', headers: { 'X-Site-Locale': 'en' } })
    const htmlLang = async (target: string) => {
      const answer = await get(target)
      return `${answer.status} ${/<html[^>]* lang="([^"]+)"/.exec(await answer.text())?.[1] ?? '-'}`
    }
    // A client's own language header changes nothing: the path decides.
    expect(await htmlLang(`/news?menuId=${news.id}`)).toBe('200 zh-CN')
    expect(await htmlLang(`/en/news?menuId=${news.id}`)).toBe('200 en')
    for (const notAPage of ['/fr/home', '/en/zh/home', '/wechat/home', '/zhx/home', '/wechat', '/EN/news', '/EN/rss.xml']) {
      expect((await get(notAPage)).status, notAPage).toBe(404)
    }
    // The registration's handlers too, which no layout guards: only under an edition's segment.
    expect((await get('/preview/register/captcha')).status).toBe(404)
    const form = { method: 'POST', redirect: 'manual', body: new URLSearchParams({ name: 'x' }) } as const
    for (const handler of ['/wechat/register/submit', '/EN/register/resend/submit', '/checkin/register/badge/1/delete']) {
      expect((await fetch(baseURL + handler, form)).status, handler).toBe(404)
    }
    for (const [prefixed, address] of [
      [`/zh/news?menuId=${news.id}`, `/news?menuId=${news.id}`],
      ['/zh', '/home'],
      ['/zh/rss.xml', '/rss.xml'],
    ]) {
      const answer = await get(prefixed ?? '')
      expect(
        `${answer.status} ${new URL(answer.headers.get('location') ?? '', baseURL).pathname + new URL(answer.headers.get('location') ?? '', baseURL).search}`,
        prefixed,
      ).toBe(`308 ${address}`)
    }
    const feeds = await Promise.all(['/rss.xml', '/en/rss.xml'].map(async (feed) => (await get(feed)).text()))
    expect(feeds.map((feed) => /<language>([^<]+)</.exec(feed)?.[1])).toEqual(['zh-CN', 'en'])
  })

  // The server's HTML is the same for every device: read once. The browser then checks what the
  // scripts add (the ad, the islands) on a desktop, where the ad shows.
  test('G5 /en pages: lang="en", English words only', async () => {
    for (const target of englishPages()) {
      const { response, document } = await fetchPage(baseURL, target)
      expect(response.status, target).toBe(200)
      expect(document.documentElement.getAttribute('lang'), target).toBe('en')
      expect(englishTextOf(document).match(HAN), target).toBeNull()
    }
  })

  test('G5 /en pages once their scripts have run: lang="en", English words only, no CSP violation (desktop)', async () => {
    await open('desktop', { ad: true }, async ({ page, problems }) => {
      for (const target of englishPages()) {
        const answer = await page.goto(target, { waitUntil: 'load' })
        await hydrated(page)
        expect(answer?.status(), target).toBe(200)
        await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
        expect((await englishText(page)).match(HAN), target).toBeNull()
      }
      expect(problems.cspViolations).toEqual([])
      expect(problems.pageErrors).toEqual([])
    })
  }, 120_000)

  test('G5 the English pages name English things: the menu, the news, the exhibitor', async () => {
    const { document } = await fetchPage(baseURL, `/en/news-detail?id=${englishArticle.id}&menuId=${news.id}`)
    expect(document.querySelector('h1.article__title')?.textContent).toBe(englishArticle.title)
    expect(document.querySelector('.menu__link .menu__cn')?.textContent).toBe(menus[0]?.nameEN)
    expect(document.querySelector('.breadcrumb__item')?.textContent?.trim()).toBe('Home')
    // G3: its NewsArticle says it is in English (it said zh-CN on both editions).
    const article = Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
      .flatMap((script) => [JSON.parse(script.textContent ?? '') as Record<string, unknown> | Record<string, unknown>[]].flat())
      .find((node) => node['@type'] === 'NewsArticle')
    expect(article).toMatchObject({ headline: englishArticle.title, inLanguage: 'en' })
    const profile = (await fetchPage(baseURL, `/en/showDetail?id=${exhibitor.id}`)).document
    expect(profile.querySelector('h1.exhibitor__name')?.textContent).toBe(exhibitor.nameEN)
    expect(profile.querySelector('.exhibitor__name-en')?.getAttribute('lang')).toBe('zh-CN')
  })

  test('G5 the language switch leads to the same page in the other language, both ways', async () => {
    const chinese = `/news-detail?id=${englishArticle.id}&menuId=${news.id}`
    await open('desktop', { path: chinese }, async ({ page }) => {
      await hydrated(page)
      await page.locator('.language-switch').getByRole('link', { name: 'English' }).click()
      await page.waitForURL(`${baseURL}/en${chinese}`)
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en')
      await hydrated(page)
      await page.locator('.language-switch').getByRole('link', { name: '中文' }).click()
      await page.waitForURL(`${baseURL}${chinese}`)
      await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('zh-CN')
    })
  })

  test("G5 hreflang both ways on every edition; the canonical URL is the edition's own", async () => {
    const pairs = [
      ['/home', '/en/home'],
      [`/news?menuId=${news.id}`, `/en/news?menuId=${news.id}`],
      [`/showDetail?id=${exhibitor.id}`, `/en/showDetail?id=${exhibitor.id}`],
    ]
    const absolute = (href: string | null) => (href === null ? null : new URL(href, baseURL).href)
    for (const [zh, en] of pairs as [string, string][]) {
      const expected = { 'zh-CN': `${baseURL}${zh}`, en: `${baseURL}${en}`, 'x-default': `${baseURL}${zh}` }
      for (const edition of [zh, en]) {
        const { document } = await fetchPage(baseURL, edition)
        const alternates = Object.fromEntries(
          Array.from(document.querySelectorAll('link[rel="alternate"][hreflang]')).map((link) => [
            link.getAttribute('hreflang'),
            absolute(link.getAttribute('href')),
          ]),
        )
        expect(alternates, edition).toEqual(expected)
        expect(absolute(document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null), edition).toBe(
          `${baseURL}${edition}`,
        )
      }
      const english = (await fetchPage(baseURL, en)).document
      expect(english.querySelector('meta[property="og:locale"]')?.getAttribute('content'), en).toBe('en_US')
    }
  })

  test('G5 a page with no English says so and links to the Chinese page (noindex): an article, a single page, a news list; never Chinese body text', async () => {
    const article = `/news-detail?id=${chineseOnlyArticle.id}&menuId=${industryNews.id}`
    const list = `/news?menuId=${industryNews.id}`
    const single = `/info?menuId=${menuNamed('Introduction').id}`
    for (const target of [article, single, list]) {
      const { response, document } = await fetchPage(baseURL, `/en${target}`)
      expect(response.status, target).toBe(200)
      expect(document.querySelector('h1')?.textContent, target).toBe('This page is not yet available in English')
      expect(document.querySelector('.not-in-english a')?.getAttribute('href'), target).toBe(target)
      expect(englishTextOf(document).match(HAN), target).toBeNull()
      expect(document.querySelectorAll('.article__body'), target).toHaveLength(0)
      expect(document.querySelector('meta[name="robots"]')?.getAttribute('content'), target).toMatch(/noindex/)
    }
    // The link leads to the Chinese page, which has content.
    const linked = await fetchPage(baseURL, list)
    expect(linked.response.status).toBe(200)
    expect(linked.document.querySelectorAll('.news-list__item').length).toBeGreaterThan(0)
  })

  test('G5 the English files page lists the files under their English titles, no Chinese words, indexable', async () => {
    const downloads = menuNamed('Downloads')
    const english = await apiItems<{ title: string }>(baseURL, 'GetDownloadList', { menuId: String(downloads.id), lang: 'en' })
    const chinese = await apiItems<{ title: string }>(baseURL, 'GetDownloadList', { menuId: String(downloads.id) })
    expect(english.map((file) => file.title)).toContain('Exhibitor Manual (2027 edition)')
    expect(english).toHaveLength(chinese.length)
    const { document } = await fetchPage(baseURL, `/en/download?menuId=${downloads.id}`)
    expect(textsOf(document, '.downloads__title')).toEqual(english.map((file) => file.title))
    expect(englishTextOf(document).match(HAN)).toBeNull()
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? '').not.toMatch(/noindex/)
  })

  test('G5 the English news list shows only the news written in English', async () => {
    const english = await apiItems<ArticleItem>(baseURL, 'GetArticleList', {
      menuId: String(news.id),
      includeSubmenus: 'true',
      lang: 'en',
      pageSize: 100,
    })
    const { document } = await fetchPage(baseURL, `/en/news?menuId=${news.id}`)
    expect(textsOf(document, '.news-list__title')).toEqual(english.map((item) => item.title))
    const hrefs = Array.from(document.querySelectorAll('.news-list__link')).map((link) => link.getAttribute('href'))
    expect(hrefs.every((href) => href?.startsWith('/en/news-detail?'))).toBe(true)
  })

  // An unknown English path's 404 page (in English, `lang="en"`) is checked in its HTML with the
  // other 404s (pages-status.test.ts).

  test('G5 the response cache keeps /en pages apart, with the same kind of headers (CSP with a nonce)', async () => {
    const fetchTwice = async (target: string) => {
      await fetch(baseURL + target)
      return fetch(baseURL + target)
    }
    const [chinese, english] = await Promise.all([fetchTwice('/home'), fetchTwice('/en/home')])
    expect(english.headers.get('x-cache')).toBe('HIT')
    expect(await english.text()).toContain('<html lang="en"')
    expect(await chinese.text()).toContain('<html lang="zh-CN"')
    const names = (answer: Response) =>
      [...answer.headers.keys()].filter((name) => !['date', 'content-length', 'etag', 'age', 'x-request-id'].includes(name)).sort()
    expect(names(english)).toEqual(names(chinese))
    const policy = (answer: Response) => (answer.headers.get('content-security-policy') ?? '').replace(/'nonce-[^']+'/g, "'nonce'")
    expect(policy(english)).toBe(policy(chinese))
    expect(policy(english)).toContain("'nonce'")
  })

  for (const device of deviceNames) {
    test(`G5 axe-core: no serious or critical violation on the English pages (${device})`, async () => {
      await open(device, {}, async ({ page }) => {
        for (const target of [
          '/en/home',
          `/en/news-detail?id=${chineseOnlyArticle.id}&menuId=${industryNews.id}`,
          `/en/show?menuId=${menuNamed('Exhibitors').id}`,
        ]) {
          await page.goto(target, { waitUntil: 'load' })
          await hydrated(page)
          const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
          const severe = violations
            .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
            .map((violation) => `${target} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
          expect(severe).toEqual([])
        }
      })
    }, 120_000)
  }

  for (const width of [1280, 375]) {
    test(`G5 screenshots of /en/home and a page without English at ${width} px, no sideways scroll`, async () => {
      await open(width > 400 ? 'desktop' : 'phone', {}, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 })
        for (const [name, target] of [
          ['home', '/en/home'],
          ['not-in-english', `/en/news-detail?id=${chineseOnlyArticle.id}&menuId=${industryNews.id}`],
          ['exhibitor', `/en/showDetail?id=${exhibitor.id}`],
        ] as const) {
          await page.goto(target, { waitUntil: 'load' })
          await hydrated(page)
          await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBe(0)
          const file = path.join(SHOTS, `${name}-${width}.png`)
          await page.screenshot({ path: file, fullPage: true })
          expect(fs.statSync(file).size).toBeGreaterThan(10_000)
        }
      })
    }, 120_000)
  }

  // G5's Lighthouse SEO score is a goal of `npm run bench:lighthouse` (bench/RESULTS.md), not a timed test.
  test('G5 the admin shows the locale selector; a document opens in 中文 and in English, each with its own text', async () => {
    await open('desktop', {}, async ({ page }) => {
      await signedInToAdmin(page, E2E_ADMIN)
      const title = page.locator('input[name="title"]')
      await page.goto(`/admin/collections/articles/${englishArticle.id}?locale=en`, { waitUntil: 'load' })
      await page.locator('.localizer').first().waitFor()
      await expect(page.locator('.localizer').first().textContent()).resolves.toContain('English')
      await title.waitFor()
      await expect(title.inputValue()).resolves.toBe(englishArticle.title)
      await page.goto(`/admin/collections/articles/${englishArticle.id}?locale=zh`, { waitUntil: 'load' })
      await title.waitFor()
      await expect(title.inputValue()).resolves.toMatch(HAN)
      // Nothing falls back in the admin: an article never written in English shows its English fields empty.
      await page.goto(`/admin/collections/articles/${chineseOnlyArticle.id}?locale=en`, { waitUntil: 'load' })
      await title.waitFor()
      await expect(title.inputValue()).resolves.toBe('')
    })
  }, 120_000)

  test('G5 the sitemap lists the English pages that have English content, and not the others', async () => {
    const xml = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    expect(locs).toContain(`${baseURL}/en/home`)
    expect(locs).toContain(`${baseURL}/home`)
    expect(locs.some((loc) => loc.startsWith(`${baseURL}/en/news-detail?id=${englishArticle.id}&`))).toBe(true)
    expect(locs.some((loc) => loc.startsWith(`${baseURL}/en/showDetail?id=${exhibitor.id}`))).toBe(true)
    expect(locs.some((loc) => loc.startsWith(`${baseURL}/en/news-detail?id=${chineseOnlyArticle.id}&`))).toBe(false)
    expect(locs).not.toContain(`${baseURL}/en/news?menuId=${industryNews.id}`)
    expect(locs).toContain(`${baseURL}/en/news?menuId=${news.id}`)

    // Each edition's entry names the other (and Chinese as x-default); a Chinese-only page names none.
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => (match[1] ?? '').replaceAll('&amp;', '&'))
    const entry = (loc: string) => entries.find((body) => body.includes(`<loc>${loc}</loc>`)) ?? ''
    const homeAlternates = `<xhtml:link rel="alternate" hreflang="zh-CN" href="${baseURL}/home"/><xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/home"/><xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/home"/>`
    expect(entry(`${baseURL}/home`)).toContain(homeAlternates)
    expect(entry(`${baseURL}/en/home`)).toContain(homeAlternates)
    const chineseOnly = entries.find((body) => body.includes(`/news-detail?id=${chineseOnlyArticle.id}&`)) ?? ''
    expect(chineseOnly).toContain('<loc>')
    expect(chineseOnly).not.toContain('xhtml:link')
  })

  test('G5 G7 /en/rss.xml carries the news written in English with /en links; /rss.xml stays Chinese; each edition names its own feed', async () => {
    const answer = await fetch(`${baseURL}/en/rss.xml`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('application/rss+xml')
    const xml = (await answer.text()).replaceAll('&amp;', '&')
    expect(xml).toContain('<language>en</language>')
    expect(xml).toContain(`<atom:link href="${baseURL}/en/rss.xml" rel="self"`)
    expect(xml).toMatch(new RegExp(`<link>${baseURL}/en/news-detail\\?id=${englishArticle.id}&menuId=\\d+</link>`))
    expect(xml).not.toContain(`news-detail?id=${chineseOnlyArticle.id}&`)
    const links = [...xml.matchAll(/<item>.*?<link>([^<]+)<\/link>/g)].map((match) => match[1] ?? '')
    expect(links.length).toBeGreaterThan(0)
    for (const link of links) expect(link.startsWith(`${baseURL}/en/news-detail?id=`), link).toBe(true)

    const chinese = await (await fetch(`${baseURL}/rss.xml`)).text()
    expect(chinese).toContain('<language>zh-CN</language>')
    expect(chinese).toContain(`news-detail?id=${chineseOnlyArticle.id}&amp;`)

    const englishHome = await (await fetch(`${baseURL}/en/home`)).text()
    expect(englishHome).toMatch(/<link[^>]*type="application\/rss\+xml"[^>]*href="\/en\/rss.xml"/)
  })
})

import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import { deviceNames } from '../helpers/browser'
import { useBrowser } from './harness'
import {
  breadcrumb,
  expectedCrumbs,
  expectedTitle,
  pagesContent,
  scrollsSideways,
  shownText,
  textOf,
  type PagesContent,
} from './pages-content'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: PagesContent

beforeAll(async () => {
  content = await pagesContent(baseURL)
})

const DATE = /^\d{4}-\d{2}-\d{2}$/

describe('P1 single pages', () => {
  for (const device of deviceNames) {
    test(`P1 info: the menu's newest article: title, date, body; breadcrumb and title (${device})`, async () => {
      const article = content.infoArticle
      await open(device, { path: `/info?menuId=${content.info.id}` }, async ({ page }) => {
        await expect(page.locator('h1.article__title').textContent()).resolves.toBe(article.title)
        await expect(page.locator('.article__meta time').textContent()).resolves.toMatch(DATE)
        await expect(shownText(page, '.article__body')).resolves.toBe(textOf(article.detail))
        await expect(page.locator('.article__subtitle').count()).resolves.toBe(0)
        await expect(breadcrumb(page)).resolves.toEqual(expectedCrumbs(content, content.info))
        await expect(page.title()).resolves.toBe(expectedTitle(content, content.info))
        await expect(scrollsSideways(page)).resolves.toBe(false)
      })
    })

    test(`P1 detail: one article by id: title, subtitle, date, body; its name in breadcrumb and title (${device})`, async () => {
      const article = content.newsArticles.find((item) => item.subtitle) ?? content.newsArticles[0]
      if (!article) throw new Error('no article')
      await open(device, { path: `/detail?id=${article.id}` }, async ({ page }) => {
        await expect(page.locator('h1.article__title').textContent()).resolves.toBe(article.title)
        if (article.subtitle) await expect(page.locator('.article__subtitle').textContent()).resolves.toBe(article.subtitle)
        await expect(page.locator('.article__meta time').textContent()).resolves.toMatch(DATE)
        await expect(shownText(page, '.article__body')).resolves.toBe(textOf(article.detail))
        await expect(breadcrumb(page)).resolves.toEqual(['首页', article.title])
        await expect(page.title()).resolves.toBe(expectedTitle(content, null, article.title))
        await expect(page.getAttribute('meta[name="description"]', 'content')).resolves.toBeTruthy()
        await expect(scrollsSideways(page)).resolves.toBe(false)
      })
    })
  }
})

describe('P2 news', () => {
  const titles = (from: number, to: number) => content.newsArticles.slice(from, to).map((article) => article.title)
  const shownTitles = (page: Page) => page.$$eval('.news-list__title', (items) => items.map((item) => item.textContent))

  test('P2 news: the seeded menu has more than one page of articles', () => {
    expect(content.newsArticles.length).toBeGreaterThan(10)
  })

  for (const device of deviceNames) {
    test(`P2 news list: newest first, 10 a page with cover, title, subtitle, date (${device})`, async () => {
      await open(device, { path: `/news?menuId=${content.news.id}` }, async ({ page }) => {
        await expect(shownTitles(page)).resolves.toEqual(titles(0, 10))
        const dates = await page.$$eval('.news-list__date', (items) =>
          items.map((item) => [item.textContent, item.getAttribute('datetime')]),
        )
        for (const [shown] of dates) expect(shown).toMatch(DATE)
        const stamps = dates.map(([, iso]) => Date.parse(iso ?? ''))
        expect(stamps).toEqual([...stamps].sort((a, b) => b - a))
        const covers = await page.$$eval('.news-list__cover img', (images) => images.map((image) => image.getAttribute('src')))
        expect(covers.map((cover) => shownPicture(cover, baseURL))).toEqual(
          content.newsArticles.slice(0, 10).flatMap((article) => (article.coverUrl ? [article.coverUrl] : [])),
        )
        const summaries = await page.$$eval('.news-list__summary', (items) => items.map((item) => item.textContent))
        expect(summaries).toEqual(content.newsArticles.slice(0, 10).flatMap((article) => (article.subtitle ? [article.subtitle] : [])))
        await expect(breadcrumb(page)).resolves.toEqual(expectedCrumbs(content, content.news))
        await expect(page.title()).resolves.toBe(expectedTitle(content, content.news))
        await expect(scrollsSideways(page)).resolves.toBe(false)
      })
    })

    test(`P2 news: page 2 through the pager, the page number in the URL (${device})`, async () => {
      await open(device, { path: `/news?menuId=${content.news.id}` }, async ({ page }) => {
        await page.locator('.pager').getByRole('link', { name: '下一页' }).click()
        await page.waitForURL((url) => url.searchParams.get('page') === '2')
        expect(new URL(page.url()).searchParams.get('menuId')).toBe(String(content.news.id))
        await page.waitForFunction((first) => document.querySelector('.news-list__title')?.textContent === first, titles(10, 11)[0])
        await expect(shownTitles(page)).resolves.toEqual(titles(10, 20))
        await expect(page.locator('.pager [aria-current="page"]').textContent()).resolves.toBe('2')
        await page.locator('.pager').getByRole('link', { name: '上一页' }).click()
        await page.waitForURL((url) => !url.searchParams.has('page'))
        await page.waitForFunction((first) => document.querySelector('.news-list__title')?.textContent === first, titles(0, 1)[0])
      })
    })

    test(`P2 news: page 2 by URL; the pager links keep the menuId (${device})`, async () => {
      await open(device, { path: `/news?menuId=${content.news.id}&page=2` }, async ({ page }) => {
        await expect(shownTitles(page)).resolves.toEqual(titles(10, 20))
        const hrefs = await page.$$eval('.pager a', (links) => links.map((link) => link.getAttribute('href') ?? ''))
        expect(hrefs.length).toBeGreaterThan(0)
        for (const href of hrefs) expect(new URL(href, baseURL).searchParams.get('menuId')).toBe(String(content.news.id))
      })
    })

    test(`P2 news-detail: 上一篇 / 下一篇 in list order, followed by a click (${device})`, async () => {
      const [newer, current, older] = content.newsArticles
      if (!newer || !current || !older) throw new Error('fewer than 3 articles')
      await open(device, { path: `/news-detail?id=${current.id}&menuId=${content.news.id}` }, async ({ page }) => {
        await expect(page.locator('h1.article__title').textContent()).resolves.toBe(current.title)
        await expect(breadcrumb(page)).resolves.toEqual(expectedCrumbs(content, content.news, current.title))
        await expect(page.title()).resolves.toBe(expectedTitle(content, content.news, current.title))
        const nav = page.locator('.article-nav')
        await expect(nav.locator('a[rel="prev"]').textContent()).resolves.toBe(newer.title)
        await expect(nav.locator('a[rel="next"]').textContent()).resolves.toBe(older.title)
        await nav.locator('a[rel="next"]').click()
        await page.waitForURL((url) => url.searchParams.get('id') === String(older.id))
        await page.waitForFunction((title) => document.querySelector('h1.article__title')?.textContent === title, older.title)
        await expect(scrollsSideways(page)).resolves.toBe(false)
      })
    })
  }

  test('P2 news-detail: the newest has no 上一篇, the oldest no 下一篇', async () => {
    const newest = content.newsArticles[0]
    const oldest = content.newsArticles.at(-1)
    await open('desktop', {}, async ({ page }) => {
      await page.goto(`/news-detail?id=${newest?.id}&menuId=${content.news.id}`)
      await expect(page.locator('.article-nav a[rel="prev"]').count()).resolves.toBe(0)
      await expect(page.locator('.article-nav a[rel="next"]').textContent()).resolves.toBe(content.newsArticles[1]?.title)
      await page.goto(`/news-detail?id=${oldest?.id}&menuId=${content.news.id}`)
      await expect(page.locator('.article-nav a[rel="next"]').count()).resolves.toBe(0)
      await expect(page.locator('.article-nav a[rel="prev"]').textContent()).resolves.toBe(content.newsArticles.at(-2)?.title)
    })
  })
})

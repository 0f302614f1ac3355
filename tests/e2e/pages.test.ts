import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import { breadcrumbOf, compactText, fetchPage, textsOf } from '../helpers/html'
import { useBrowser } from './harness'
import { expectedCrumbs, expectedTitle, pagesContent, scrollsSideways, textOf, type PagesContent } from './pages-content'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: PagesContent

beforeAll(async () => {
  content = await pagesContent(baseURL)
})

const DATE = /^\d{4}-\d{2}-\d{2}$/

// What a page shows is the server's HTML, the same for every device: proven here over HTTP. The
// browser walks the pager and the 上一篇/下一篇 links; pages-status.test.ts checks every routed
// page at 375 px.
describe('P1 single pages', () => {
  test("P1 info: the menu's newest article: title, date, body; breadcrumb and title", async () => {
    const article = content.infoArticle
    const { response, document } = await fetchPage(baseURL, `/info?menuId=${content.info.id}`)
    expect(response.status).toBe(200)
    expect(document.querySelector('h1.article__title')?.textContent).toBe(article.title)
    expect(document.querySelector('.article__meta time')?.textContent).toMatch(DATE)
    expect(compactText(document, '.article__body')).toBe(textOf(article.detail))
    expect(document.querySelectorAll('.article__subtitle')).toHaveLength(0)
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.info))
    expect(document.title).toBe(expectedTitle(content, content.info))
  })

  test('P1 detail: one article by id: title, subtitle, date, body; its name in breadcrumb and title', async () => {
    const article = content.newsArticles.find((item) => item.subtitle) ?? content.newsArticles[0]
    if (!article) throw new Error('no article')
    const { response, document } = await fetchPage(baseURL, `/detail?id=${article.id}`)
    expect(response.status).toBe(200)
    expect(document.querySelector('h1.article__title')?.textContent).toBe(article.title)
    if (article.subtitle) expect(document.querySelector('.article__subtitle')?.textContent).toBe(article.subtitle)
    expect(document.querySelector('.article__meta time')?.textContent).toMatch(DATE)
    expect(compactText(document, '.article__body')).toBe(textOf(article.detail))
    expect(breadcrumbOf(document)).toEqual(['首页', article.title])
    expect(document.title).toBe(expectedTitle(content, null, article.title))
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy()
  })
})

describe('P2 news', () => {
  const titles = (from: number, to: number) => content.newsArticles.slice(from, to).map((article) => article.title)
  const shownTitles = (page: Page) => page.$$eval('.news-list__title', (items) => items.map((item) => item.textContent))

  test('P2 news: the seeded menu has more than one page of articles', () => {
    expect(content.newsArticles.length).toBeGreaterThan(10)
  })

  test('P2 news list: newest first, 10 a page with cover, title, subtitle, date', async () => {
    const { document } = await fetchPage(baseURL, `/news?menuId=${content.news.id}`)
    expect(textsOf(document, '.news-list__title')).toEqual(titles(0, 10))
    const dates = Array.from(document.querySelectorAll('.news-list__date')).map((item) => [item.textContent, item.getAttribute('datetime')])
    for (const [shown] of dates) expect(shown).toMatch(DATE)
    const stamps = dates.map(([, iso]) => Date.parse(iso ?? ''))
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a))
    const covers = Array.from(document.querySelectorAll('.news-list__cover img')).map((image) => image.getAttribute('src'))
    expect(covers.map((cover) => shownPicture(cover, baseURL))).toEqual(
      content.newsArticles.slice(0, 10).flatMap((article) => (article.coverUrl ? [article.coverUrl] : [])),
    )
    expect(textsOf(document, '.news-list__summary')).toEqual(
      content.newsArticles.slice(0, 10).flatMap((article) => (article.subtitle ? [article.subtitle] : [])),
    )
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.news))
    expect(document.title).toBe(expectedTitle(content, content.news))
  })

  test('P2 news: page 2 by URL; the pager links keep the menuId', async () => {
    const { document } = await fetchPage(baseURL, `/news?menuId=${content.news.id}&page=2`)
    expect(textsOf(document, '.news-list__title')).toEqual(titles(10, 20))
    const hrefs = Array.from(document.querySelectorAll('.pager a')).map((link) => link.getAttribute('href') ?? '')
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(new URL(href, baseURL).searchParams.get('menuId')).toBe(String(content.news.id))
  })

  test('P2 news-detail: the newest has no 上一篇, the oldest no 下一篇', async () => {
    const newest = (await fetchPage(baseURL, `/news-detail?id=${content.newsArticles[0]?.id}&menuId=${content.news.id}`)).document
    expect(newest.querySelectorAll('.article-nav a[rel="prev"]')).toHaveLength(0)
    expect(newest.querySelector('.article-nav a[rel="next"]')?.textContent).toBe(content.newsArticles[1]?.title)
    const oldest = (await fetchPage(baseURL, `/news-detail?id=${content.newsArticles.at(-1)?.id}&menuId=${content.news.id}`)).document
    expect(oldest.querySelectorAll('.article-nav a[rel="next"]')).toHaveLength(0)
    expect(oldest.querySelector('.article-nav a[rel="prev"]')?.textContent).toBe(content.newsArticles.at(-2)?.title)
  })

  test('P2 news-detail: 上一篇 / 下一篇 in list order; its name in breadcrumb and title', async () => {
    const [newer, current, older] = content.newsArticles
    if (!newer || !current || !older) throw new Error('fewer than 3 articles')
    const { document } = await fetchPage(baseURL, `/news-detail?id=${current.id}&menuId=${content.news.id}`)
    expect(document.querySelector('h1.article__title')?.textContent).toBe(current.title)
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.news, current.title))
    expect(document.title).toBe(expectedTitle(content, content.news, current.title))
    expect(document.querySelector('.article-nav a[rel="prev"]')?.textContent).toBe(newer.title)
    expect(document.querySelector('.article-nav a[rel="next"]')?.textContent).toBe(older.title)
  })

  // A client navigation is the same on every device: the pager is walked on a desktop, an
  // article's 下一篇 followed on a phone.
  test('P2 news: page 2 through the pager, the page number in the URL (desktop)', async () => {
    await open('desktop', { path: `/news?menuId=${content.news.id}` }, async ({ page }) => {
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

  test('P2 news-detail: 下一篇 followed by a tap (phone)', async () => {
    const [, current, older] = content.newsArticles
    if (!current || !older) throw new Error('fewer than 3 articles')
    await open('phone', { path: `/news-detail?id=${current.id}&menuId=${content.news.id}` }, async ({ page }) => {
      await page.locator('.article-nav a[rel="next"]').click()
      await page.waitForURL((url) => url.searchParams.get('id') === String(older.id))
      await page.waitForFunction((title) => document.querySelector('h1.article__title')?.textContent === title, older.title)
      await expect(scrollsSideways(page)).resolves.toBe(false)
    })
  })
})

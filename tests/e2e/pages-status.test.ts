import { AxeBuilder } from '@axe-core/playwright'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import { deviceNames } from '../helpers/browser'
import { breadcrumbOf, fetchPage } from '../helpers/html'
import { useBrowser } from './harness'
import { expectedCrumbs, expectedTitle, pagesContent, scrollsSideways, type PagesContent } from './pages-content'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: PagesContent

beforeAll(async () => {
  content = await pagesContent(baseURL)
})

/** P5: addresses that name nothing; `menu` stands for a real news menu id. */
const notFoundPaths = [
  '/news?menuId=999999',
  '/news?menuId=abc',
  '/news?menuId={news}&page=0',
  '/news?menuId={news}&page=x',
  '/news?menuId={news}&page=999',
  '/news',
  '/detail?id=999999',
  '/detail?id=abc',
  '/detail',
  '/showDetail?id=999999',
  '/news-detail?id=abc',
  '/news-detail?id=999999&menuId={news}',
  '/download?menuId=999999',
  '/info?menuId=999999',
  '/show?menuId=999999',
  '/show?page=0',
  // G5: a first segment that names no edition, before a page's name or alone.
  '/wechat/home',
  '/EN/news',
  '/wechat',
  '/no-such-page/at-all',
]

const resolve = (path: string) => path.replace('{news}', String(content.news.id))

describe('P5 not found, as a visitor sees it', () => {
  // Every 404 is the same page inside the same shell (its HTML, path by path, is checked below):
  // its layout is checked at each viewport on one address of each kind.
  for (const device of deviceNames) {
    test(`P5 404 with header and footer, no sideways scroll: a bad id, an unknown menu, an unknown page (${device})`, async () => {
      await open(device, {}, async ({ page }) => {
        for (const path of ['/detail?id=999999', '/news?menuId=999999', '/no-such-page/at-all']) {
          const response = await page.goto(path)
          expect(response?.status(), path).toBe(404)
          await expect(page.locator('h1').textContent(), path).resolves.toBe('页面不存在')
          await expect(page.locator('[data-section="header"]').isVisible(), path).resolves.toBe(true)
          await expect(page.locator('.site-footer').isVisible(), path).resolves.toBe(true)
          await expect(scrollsSideways(page), path).resolves.toBe(false)
        }
      })
    })
  }
})

describe('P5 not found, as the server sends it', () => {
  // Without script (a crawler, a browser with scripts off): the page is in the HTML itself, not
  // drawn later from the flight data into an empty document.
  test("P5 404: the server sends the site's 404 page in its HTML, inside the shell, titled 页面不存在, never indexed", async () => {
    for (const path of [...notFoundPaths, '/en/news?menuId=999999', '/en/no-such-page']) {
      const response = await fetch(`${baseURL}${resolve(path)}`, { redirect: 'manual' })
      const html = await response.text()
      const english = path.startsWith('/en/')
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/)
      expect(html, path).not.toContain('__next_error__')
      expect(html, path).toContain(`<html lang="${english ? 'en' : 'zh-CN'}"`)
      expect(html, path).toContain(`<h1 class="status-page__title">${english ? 'Page not found' : '页面不存在'}</h1>`)
      // One title, the 404 page's (not the title of the page that was asked for).
      expect(html.match(/<title>[^<]*<\/title>/g), path).toEqual([
        english ? expect.stringMatching(/^<title>Page not found - \S/) : `<title>${expectedTitle(content, null, '页面不存在')}</title>`,
      ])
      expect(html, path).toContain('data-section="header"')
      expect(html, path).toContain('data-section="footer"')
      expect(html, path).toContain('class="site-footer"')
      expect(html, path).toMatch(/<head>.*<meta name="robots" content="noindex"\/>.*<\/head>/s)
    }
  })

  test('P5 404: with scripts off, the browser shows the 404 page with its header and footer', async () => {
    await open('phone', { scripts: false }, async ({ page }) => {
      const response = await page.goto('/detail?id=999999')
      expect(response?.status()).toBe(404)
      await expect(page.locator('h1').textContent()).resolves.toBe('页面不存在')
      await expect(page.locator('[data-section="header"]').isVisible()).resolves.toBe(true)
      await expect(page.locator('.site-footer').isVisible()).resolves.toBe(true)
    })
  })
})

describe('P5 empty states', () => {
  test('P5 empty: a news menu without articles says 暂无内容, with its breadcrumb and title', async () => {
    const { response, document } = await fetchPage(baseURL, `/news?menuId=${content.noArticles.id}`)
    expect(response.status).toBe(200)
    expect(document.querySelector('.empty-state')?.textContent).toContain('暂无内容')
    expect(document.querySelectorAll('.pager')).toHaveLength(0)
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.noArticles))
    expect(document.title).toBe(expectedTitle(content, content.noArticles))
  })

  test('P5 empty: an info menu without a page says 暂无内容', async () => {
    const { response, document } = await fetchPage(baseURL, `/info?menuId=${content.noArticles.id}`)
    expect(response.status).toBe(200)
    expect(document.querySelector('.empty-state')?.textContent).toContain('暂无内容')
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.noArticles))
  })

  test('P5 empty: a download menu without files says 暂无内容', async () => {
    const { response, document } = await fetchPage(baseURL, `/download?menuId=${content.noDownloads.id}`)
    expect(response.status).toBe(200)
    expect(document.querySelector('.empty-state')?.textContent).toContain('暂无内容')
    expect(document.querySelectorAll('.downloads')).toHaveLength(0)
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.noDownloads))
  })
})

/** One of each routed page, as a visitor reaches it from the menu. */
function routedPaths(): string[] {
  const article = content.newsArticles[0]
  const exhibitor = content.exhibitors[0]
  return [
    `/info?menuId=${content.info.id}`,
    `/detail?id=${article?.id}`,
    `/news?menuId=${content.news.id}`,
    ...(content.newsArticles.length > 10 ? [`/news?menuId=${content.news.id}&page=2`] : []),
    `/news-detail?id=${article?.id}&menuId=${content.news.id}`,
    `/show${content.show ? `?menuId=${content.show.id}` : ''}`,
    `/showDetail?id=${exhibitor?.id}`,
    `/download?menuId=${content.download.id}`,
  ]
}

describe('P5 small screens and accessibility', () => {
  test('P5 no horizontal scroll at 375 px on every routed page (phone)', async () => {
    await open('phone', {}, async ({ page }) => {
      for (const path of routedPaths()) {
        const response = await page.goto(path)
        expect(response?.status(), path).toBe(200)
        expect(await scrollsSideways(page), path).toBe(false)
      }
    })
  })

  for (const device of deviceNames) {
    test(`P5 axe-core: no serious or critical violation on the routed pages (${device})`, async () => {
      await open(device, {}, async ({ page }) => {
        const severe: string[] = []
        for (const path of routedPaths()) {
          await page.goto(path)
          const { violations } = await new AxeBuilder({ page })
            .include('[data-section="page"]')
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze()
          for (const violation of violations) {
            if (violation.impact === 'serious' || violation.impact === 'critical') {
              severe.push(`${path} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
            }
          }
        }
        expect(severe).toEqual([])
      })
    }, 180_000)
  }
})

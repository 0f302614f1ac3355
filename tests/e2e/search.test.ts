import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { adminToken } from '../helpers/admin-session'
import { deviceNames } from '../helpers/browser'
import { compactText, fetchPage, textsOf } from '../helpers/html'
import { apiItems } from './api'
import { hydrated, useBrowser } from './harness'

const baseURL = inject('baseURL')
const { open } = useBrowser()

/** Unusual characters, so the seed's content never matches. */
const TOKEN = '琥珀'
const XSS_TITLE = `<img src=x onerror=alert(1)>${TOKEN}新闻<script>alert(2)</script>`
const PAGED = '玳瑁'
const created: number[] = []
let token: string
let newsMenu: MenuItem

const flatten = (tree: readonly MenuItem[]): MenuItem[] => tree.flatMap((menu) => [menu, ...flatten(menu.children)])
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      },
    ],
  },
})

async function publishArticle(title: string, body: string, publishedAt: Date): Promise<number> {
  const answer = await fetch(`${baseURL}/api/articles`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({
      title,
      detail: paragraph(body),
      menu: newsMenu.id,
      publishedAt: publishedAt.toISOString(),
      _status: 'published',
    }),
  })
  if (answer.status !== 201) throw new Error(`creating "${title}" answered ${answer.status}: ${await answer.text()}`)
  const { doc } = (await answer.json()) as { doc: { id: number } }
  created.push(doc.id)
  return doc.id
}

beforeAll(async () => {
  token = await adminToken(baseURL)
  const menu = flatten(await apiItems<MenuItem>(baseURL, 'GetMenuList')).find((item) => item.link === '/news')
  if (!menu) throw new Error('the seed has no news menu')
  newsMenu = menu
  await publishArticle(XSS_TITLE, `正文里也有${TOKEN}和 <b onmouseover=alert(3)>标签</b>。`, new Date(Date.now() - 60_000))
  for (let i = 1; i <= 12; i++) await publishArticle(`${PAGED}分页新闻 ${i}`, `第 ${i} 篇`, new Date(Date.now() - 3_600_000 + i * 1000))
})

afterAll(async () => {
  // To the 回收站: the other files' pages show the seed's content only.
  for (const id of created) await fetch(`${baseURL}/api/articles/${id}`, { method: 'DELETE', headers: { Authorization: `JWT ${token}` } })
})

const searchPath = (query: string, page?: number) => `/search?${new URLSearchParams({ q: query, ...(page ? { page: String(page) } : {}) })}`

describe('G6 /search', () => {
  // A search is the GET form's address: its results are the server's HTML, the same for every
  // device, proven over HTTP. The browser sends the header's search box and checks the results
  // page's scripts (no CSP violation).
  test('G6 a published article is found by two characters, the match marked, linked to its page; noindex', async () => {
    const { response, document } = await fetchPage(baseURL, searchPath(TOKEN))
    expect(response.status).toBe(200)
    expect(compactText(document, '.search-summary strong')).toBe('1')
    const result = document.querySelector('.search-result')
    expect(result?.querySelector('.search-result__kind')?.textContent).toBe('新闻')
    expect(Array.from(result?.querySelectorAll('.search-result__title mark') ?? []).map((mark) => mark.textContent)).toEqual([TOKEN])
    expect(Array.from(result?.querySelectorAll('.search-result__excerpt mark') ?? []).map((mark) => mark.textContent)).toEqual([TOKEN])
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/^noindex/)
    expect(document.querySelector('#search-page-q')?.getAttribute('value')).toBe(TOKEN)
    const href = result?.querySelector('.search-result__title a')?.getAttribute('href') ?? ''
    expect(href).toMatch(new RegExp(`^/news-detail\\?id=\\d+&menuId=${newsMenu.id}$`))
    const article = await fetchPage(baseURL, href)
    expect(article.response.status).toBe(200)
    expect(article.document.querySelector('h1')?.textContent).toBe(XSS_TITLE)
  })

  test('G6 markup in the content and in the query stays text: nothing runs, nothing is added to the page', async () => {
    const query = `"><script>alert(4)</script><img src=y onerror=alert(5)>${TOKEN}`
    const { document } = await fetchPage(baseURL, searchPath(query))
    expect(document.querySelector('.search-result__title')?.textContent).toBe(XSS_TITLE)
    expect(document.querySelector('#search-page-q')?.getAttribute('value')).toBe(query)
    expect(document.querySelectorAll('main img[src="x"], main img[src="y"], main b[onmouseover], main script:not([type])')).toHaveLength(0)
    expect(document.querySelectorAll('[onerror], [onmouseover]')).toHaveLength(0)
    expect(document.querySelector('.search-result__excerpt')?.textContent).toContain('<b onmouseover=alert(3)>')
  })

  test('G6 ten results a page; 下一页 leads to the rest; a page past the last says so', async () => {
    const first = (await fetchPage(baseURL, searchPath(PAGED))).document
    expect(compactText(first, '.search-summary strong')).toBe('12')
    expect(first.querySelectorAll('.search-result')).toHaveLength(10)
    expect(first.querySelector('.search-result__title')?.textContent).toBe(`${PAGED}分页新闻 12`)
    const next = Array.from(first.querySelectorAll('.pager a')).find((link) => link.textContent === '下一页')
    const url = new URL(next?.getAttribute('href') ?? '', baseURL)
    expect([url.pathname, url.searchParams.get('q'), url.searchParams.get('page')]).toEqual(['/search', PAGED, '2'])
    const second = (await fetchPage(baseURL, url.pathname + url.search)).document
    expect(textsOf(second, '.search-result__title')).toEqual([`${PAGED}分页新闻 2`, `${PAGED}分页新闻 1`])
    const past = await fetch(`${baseURL}${searchPath(PAGED, 9)}`)
    expect(past.status).toBe(200)
    expect(await past.text()).toContain('没有第 9 页了')
  })

  test('G6 queries that cannot be searched get a Chinese message with status 200, never an error', async () => {
    const cases: [query: string, message: string][] = [
      ['', '请输入要搜索的内容'],
      ['   \t ', '请输入要搜索的内容'],
      ['核', '请输入至少两个连续的'],
      ['！？。，', '请输入至少两个连续的'],
      ['%', '请输入至少两个连续的'],
      ['_', '请输入至少两个连续的'],
      ['%%__', '请输入至少两个连续的'],
      [`"'`, '请输入至少两个连续的'],
      ['\u0001\u0002\u001f', '请输入要搜索的内容'],
      // 2 000 characters; 2 000 Chinese ones would be an 18 KB URL, which Node refuses (431) before any page.
      ['ab'.repeat(1000), '搜索词太长了'],
      ['核'.repeat(500), '搜索词太长了'],
      ['没有这样的内容璇玑', '没有找到与'],
    ]
    for (const [query, message] of cases) {
      const answer = await fetch(`${baseURL}/search?q=${encodeURIComponent(query)}`)
      expect(answer.status, JSON.stringify(query)).toBe(200)
      expect(await answer.text(), JSON.stringify(query)).toContain(message)
    }
    for (const path of ['/search', '/search?q=%E6%A0%B8%E7%94%B5&page=abc', '/search?q=a&q=b', '/search?q=%FF']) {
      expect((await fetch(`${baseURL}${path}`)).status, path).toBeLessThan(500)
    }
  })

  test('G6 results are not kept by the response cache (every query would be an entry); robots.txt keeps crawlers out', async () => {
    for (let i = 0; i < 2; i++) {
      const answer = await fetch(`${baseURL}${searchPath(TOKEN)}`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('x-cache')).toBeNull()
      expect(answer.headers.get('cache-control')).not.toMatch(/public/)
    }
    expect(await (await fetch(`${baseURL}/robots.txt`)).text()).toMatch(/^Disallow: \/search$/m)
  })

  for (const device of deviceNames) {
    test(`G6 the header's search box: a plain GET form to /search, inside the viewport beside the menu; on phones its button opens /search; no CSP violation (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page, problems }) => {
        const form = page.locator('header form[role="search"]')
        await expect(form.getAttribute('action')).resolves.toBe('/search')
        await expect(form.getAttribute('method')).resolves.toBe('get')
        const viewport = page.viewportSize()
        const button = await form.locator('button').boundingBox()
        if (!button || !viewport) throw new Error('the header has no search button on screen')
        expect(button.x + button.width).toBeLessThanOrEqual(viewport.width)
        // The logo stays whole beside it (4:1, at least 112 px wide).
        const logo = await page.locator('.site-header__logo').boundingBox()
        expect(logo?.width ?? 0).toBeGreaterThanOrEqual(112)
        if (device === 'phone') {
          const toggle = await page.locator('.menu__toggle').boundingBox()
          if (toggle) expect(button.x + button.width).toBeLessThanOrEqual(toggle.x)
          await expect(page.locator('#site-search-q').isVisible()).resolves.toBe(false)
          await form.locator('button').click()
          await page.waitForURL((url) => url.pathname === '/search')
          await page.locator('#search-page-q').fill(PAGED)
          await page.locator('#search-page-q').press('Enter')
        } else {
          const input = await page.locator('#site-search-q').boundingBox()
          expect(input?.width ?? 0).toBeGreaterThanOrEqual(140)
          await page.locator('#site-search-q').fill(PAGED)
          await page.locator('#site-search-q').press('Enter')
        }
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === PAGED)
        await expect(page.locator('.search-result').count()).resolves.toBe(10)
        await hydrated(page)
        expect(problems.cspViolations).toEqual([])
        expect(problems.pageErrors).toEqual([])
      })
    })
  }
})

describe('G6 × G5 /en/search', () => {
  test("G6 G5 /en/search finds the exhibitors' English names, links to the English pages, speaks English and is noindex", async () => {
    const answer = await fetch(`${baseURL}/en/search?q=${encodeURIComponent('huahe nuclear')}`)
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).toMatch(/<html[^>]* lang="en"/)
    expect(html).toMatch(/<meta name="robots" content="noindex/)
    expect(html).toContain('<mark>Huahe</mark>')
    expect(html).toMatch(/href="\/en\/showDetail\?id=\d+&amp;menuId=\d+"/)
    expect(html).toMatch(/ results</)
    const none = await (await fetch(`${baseURL}/en/search?q=zzqqxx`)).text()
    expect(none).toContain('Nothing in English matches “zzqqxx”')
    const home = (await fetchPage(baseURL, '/en/home')).document
    expect(home.querySelector('header form[role="search"]')?.getAttribute('action')).toBe('/en/search')
    expect(home.querySelector('#site-search-q')?.getAttribute('placeholder')).toBe('Search')
  })
})

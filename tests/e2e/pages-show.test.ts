import type { Document } from 'happy-dom'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { ExhibitorItem } from '@/content-source/contract'

import { breadcrumbOf, compactText, fetchPage, textsOf } from '../helpers/html'
import { useBrowser } from './harness'
import { expectedCrumbs, expectedTitle, pagesContent, scrollsSideways, textOf, type PagesContent } from './pages-content'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: PagesContent
let showPath: string

beforeAll(async () => {
  content = await pagesContent(baseURL)
  showPath = content.show ? `/show?menuId=${content.show.id}` : '/show'
})

/** The directory's own rule (P3): partial, case-insensitive, Chinese or English name. */
const normalise = (text: string) => text.normalize('NFKC').toLocaleLowerCase('zh-CN')
function matching(keyword: string, category = ''): ExhibitorItem[] {
  const wanted = normalise(keyword)
  return content.exhibitors.filter(
    (item) =>
      (!category || item.category === category) && (normalise(item.nameCN).includes(wanted) || normalise(item.nameEN).includes(wanted)),
  )
}

/** The directory's answer to its search form's GET. */
function searchPage(keyword: string, category: string) {
  const query = new URLSearchParams({ ...(content.show ? { menuId: String(content.show.id) } : {}), keyword, category })
  return fetchPage(baseURL, `/show?${query}`)
}

/** An exhibitor with a website and a contact of several lines, else the first. */
function profileTarget(): ExhibitorItem {
  const target = content.exhibitors.find((item) => item.website && item.contact.includes('\n')) ?? content.exhibitors[0]
  if (!target) throw new Error('no exhibitor')
  return target
}

const profilePath = (target: ExhibitorItem) => `/showDetail?id=${target.id}${content.show ? `&menuId=${content.show.id}` : ''}`

/** A picture the page links to is served: an image, not empty. */
async function expectPicture(src: string | null): Promise<void> {
  const picture = await fetch(new URL(src ?? '', baseURL), { headers: { Accept: 'image/avif,image/webp,*/*' } })
  expect(picture.status, src ?? '').toBe(200)
  expect(picture.headers.get('content-type'), src ?? '').toMatch(/^image\//)
  expect((await picture.arrayBuffer()).byteLength, src ?? '').toBeGreaterThan(0)
}

const cardNames = (document: Document) => textsOf(document, '.exhibitor-card__name')

const shownNames = (page: Page) => page.$$eval('.exhibitor-card__name', (items) => items.map((item) => item.textContent))
const names = (items: readonly ExhibitorItem[]) => items.slice(0, 12).map((item) => item.nameCN)

/** Fills the search form the way a visitor does and waits for the results of that search. */
async function search(page: Page, keyword: string, category: string): Promise<void> {
  await page.locator('input[name="keyword"]').fill(keyword)
  await page.locator('select[name="category"]').selectOption(category)
  // The directory's own form: the header has a search box of its own (G6).
  await page.locator('form.show-search').getByRole('button', { name: '搜索' }).click()
  await page.waitForURL((url) => url.searchParams.get('keyword') === keyword && url.searchParams.get('category') === category)
  await page.waitForFunction(
    (expected) => document.querySelector('.show-summary strong')?.textContent === expected,
    String(matching(keyword, category).length),
  )
}

/** An English word of some exhibitor, starting upper-case, so a lower-case search proves case-insensitivity. */
function englishPart(): string {
  for (const item of content.exhibitors) {
    const word = item.nameEN.split(/\s+/).find((part) => /^[A-Z][A-Za-z]{5,}$/.test(part))
    if (word) return word.slice(0, 5).toLowerCase()
  }
  throw new Error('no exhibitor has an English name with a capitalised word')
}

/** The two characters most Chinese names share, so that a search fills more than one page. */
function commonPart(): string {
  const counts = new Map<string, number>()
  for (const item of content.exhibitors) {
    const pairs = new Set(Array.from({ length: item.nameCN.length - 1 }, (_, index) => item.nameCN.slice(index, index + 2)))
    for (const pair of pairs) counts.set(pair, (counts.get(pair) ?? 0) + 1)
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ''
}

describe('P3 exhibitor directory', () => {
  // The directory and the profile are the server's HTML, the same for every device: proven once
  // over HTTP. The browser sees their pictures decode and their layout (P3 pictures and layout,
  // below; pages-status.test.ts checks every routed page at 375 px).
  test('P3 directory: 12 a page with logo, names, booth, category; 共 N 家展商; breadcrumb and title', async () => {
    const { response, document } = await fetchPage(baseURL, showPath)
    expect(response.status).toBe(200)
    expect(compactText(document, '.show-summary')).toBe(`共${content.exhibitors.length}家展商`)
    expect(cardNames(document)).toEqual(names(content.exhibitors))
    const first = content.exhibitors[0]
    const card = document.querySelector('.exhibitor-card')
    expect(card?.querySelector('.exhibitor-card__name-en')?.textContent).toBe(first?.nameEN)
    expect(card?.querySelector('.exhibitor-card__booth')?.textContent).toBe(`展位号：${first?.booth}`)
    expect(card?.querySelector('.exhibitor-card__category')?.textContent).toBe(first?.category)
    const logo = card?.querySelector('img')?.getAttribute('src') ?? null
    expect(shownPicture(logo, baseURL)).toBe(first?.logoUrl)
    await expectPicture(logo)
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.show, ...(content.show ? [] : ['展商名录'])))
    expect(document.title).toBe(content.show ? expectedTitle(content, content.show) : expectedTitle(content, null, '展商名录'))
  })

  // A search is the form's GET: what it finds is the server's answer to that address, proven
  // here over HTTP; the paging test below fills and sends the form in the browser.
  test('P3 search: partial Chinese name', async () => {
    const keyword = content.exhibitors[3]?.nameCN.slice(2, 4) ?? ''
    const { document } = await searchPage(keyword, '')
    expect(cardNames(document)).toEqual(names(matching(keyword)))
    expect(compactText(document, '.show-summary strong')).toBe(String(matching(keyword).length))
  })

  test('P3 search: partial lower-case English name, case-insensitive', async () => {
    const keyword = englishPart()
    expect(matching(keyword).length).toBeGreaterThan(0)
    expect(cardNames((await searchPage(keyword, '')).document)).toEqual(names(matching(keyword)))
  })

  test('P3 search: by category, then combined with a name', async () => {
    const target = content.exhibitors[5]
    if (!target) throw new Error('fewer than 6 exhibitors')
    expect(cardNames((await searchPage('', target.category)).document)).toEqual(names(matching('', target.category)))
    const keyword = target.nameCN.slice(0, 2)
    expect(cardNames((await searchPage(keyword, target.category)).document)).toEqual(names(matching(keyword, target.category)))
    expect(matching(keyword, target.category).map((item) => item.id)).toContain(target.id)
  })

  test('P3 search: no result shows 暂无内容 and 共 0 家展商', async () => {
    const { response, document } = await searchPage('不存在的展商zzq', '')
    expect(response.status).toBe(200)
    expect(document.querySelector('.empty-state')?.textContent).toContain('暂无内容')
    expect(document.querySelectorAll('.exhibitor-card')).toHaveLength(0)
    expect(compactText(document, '.show-summary')).toBe('共0家展商')
  })

  test('P3 search: the query stays in the form (a reload or a shared link shows the same search)', async () => {
    const target = content.exhibitors[2]
    if (!target) throw new Error('fewer than 3 exhibitors')
    const keyword = target.nameCN.slice(1, 3)
    const { document } = await searchPage(keyword, target.category)
    expect(document.querySelector('form.show-search input[name="keyword"]')?.getAttribute('value')).toBe(keyword)
    const selected = document.querySelector('form.show-search select[name="category"] option[selected]')
    expect(selected?.getAttribute('value') ?? selected?.textContent).toBe(target.category)
    expect(cardNames(document)).toEqual(names(matching(keyword, target.category)))
  })

  test('P3 paging: 12 a page; page 2 through the pager keeps the search in the URL and the form', async () => {
    const keyword = commonPart()
    expect(matching(keyword).length).toBeGreaterThan(12)
    await open('desktop', { path: showPath }, async ({ page }) => {
      await search(page, keyword, '')
      await expect(shownNames(page)).resolves.toEqual(names(matching(keyword)))
      await page.locator('.pager').getByRole('link', { name: '下一页' }).click()
      await page.waitForURL((url) => url.searchParams.get('page') === '2')
      const url = new URL(page.url())
      expect([url.searchParams.get('keyword'), url.searchParams.get('menuId')]).toEqual([
        keyword,
        content.show ? String(content.show.id) : null,
      ])
      await page.waitForFunction(
        (first) => document.querySelector('.exhibitor-card__name')?.textContent === first,
        matching(keyword)[12]?.nameCN,
      )
      await expect(shownNames(page)).resolves.toEqual(names(matching(keyword).slice(12)))
      await expect(page.locator('input[name="keyword"]').inputValue()).resolves.toBe(keyword)
      await expect(page.locator('.pager [aria-current="page"]').textContent()).resolves.toBe('2')
    })
  })

  test('P3 directory without a menu (a shared link): its own breadcrumb and title', async () => {
    const { document } = await fetchPage(baseURL, '/show')
    expect(breadcrumbOf(document)).toEqual(['首页', '展商名录'])
    expect(document.title).toBe(expectedTitle(content, null, '展商名录'))
    expect(document.querySelectorAll('.exhibitor-card')).toHaveLength(Math.min(12, content.exhibitors.length))
  })

  test('P5 directory: a page past the last is a 404, the last page is not', async () => {
    const last = Math.ceil(content.exhibitors.length / 12)
    const sep = showPath.includes('?') ? '&' : '?'
    await expect(fetch(`${baseURL}${showPath}${sep}page=${last}`).then((r) => r.status)).resolves.toBe(200)
    await expect(fetch(`${baseURL}${showPath}${sep}page=${last + 1}`).then((r) => r.status)).resolves.toBe(404)
  })
})

describe('P3 exhibitor profile', () => {
  test('P3 showDetail: logo, names, booth, category, introduction, website, contact', async () => {
    const target = profileTarget()
    const { response, document } = await fetchPage(baseURL, profilePath(target))
    expect(response.status).toBe(200)
    expect(document.querySelector('h1.exhibitor__name')?.textContent).toBe(target.nameCN)
    expect(document.querySelector('.exhibitor__name-en')?.textContent).toBe(target.nameEN)
    expect(document.querySelector('.exhibitor__booth')?.textContent).toBe(target.booth)
    expect(document.querySelector('.exhibitor__category')?.textContent).toBe(target.category)
    await expectPicture(document.querySelector('.exhibitor__logo img')?.getAttribute('src') ?? null)
    expect(compactText(document, '.exhibitor__introduction')).toBe(textOf(target.introduction))
    const website = document.querySelector('a.exhibitor__website')
    expect(website?.getAttribute('href')).toBe(target.website)
    expect(website?.getAttribute('target')).toBe('_blank')
    expect(website?.getAttribute('rel')).toBe('noopener noreferrer')
    expect(document.querySelector('.exhibitor__contact')?.textContent?.trim()).toBe(target.contact.trim())
    expect(breadcrumbOf(document)).toEqual(expectedCrumbs(content, content.show, target.nameCN))
    expect(document.title).toBe(expectedTitle(content, content.show, target.nameCN))
  })

  test("P3 pictures and layout: the directory's and the profile's logos decode, the contact keeps its lines, nothing scrolls sideways (desktop)", async () => {
    const target = profileTarget()
    await open('desktop', { path: showPath }, async ({ page }) => {
      const card = page.locator('.exhibitor-card').first()
      await card.scrollIntoViewIfNeeded()
      await card.locator('img').evaluate((image: HTMLImageElement) => image.decode())
      await expect(card.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).resolves.toBe(true)
      await expect(scrollsSideways(page)).resolves.toBe(false)
      await page.goto(profilePath(target), { waitUntil: 'load' })
      await page.locator('.exhibitor__logo img').evaluate((image: HTMLImageElement) => image.decode())
      await expect(page.locator('.exhibitor__logo img').evaluate((image: HTMLImageElement) => image.naturalWidth > 0)).resolves.toBe(true)
      const contact = page.locator('.exhibitor__contact')
      await expect(contact.evaluate((element) => getComputedStyle(element).whiteSpace)).resolves.toBe('pre-line')
      await expect(contact.innerText()).resolves.toBe(target.contact.trim())
      await expect(scrollsSideways(page)).resolves.toBe(false)
    })
  })

  test('P3 a card opens the exhibitor profile, keeping the menu', async () => {
    const first = content.exhibitors[0]
    await open('phone', { path: showPath }, async ({ page }) => {
      await page.locator('.exhibitor-card__link').first().click()
      await page.waitForURL((url) => url.pathname === '/showDetail' && url.searchParams.get('id') === String(first?.id))
      if (content.show) expect(new URL(page.url()).searchParams.get('menuId')).toBe(String(content.show.id))
      await page.waitForFunction((name) => document.querySelector('h1.exhibitor__name')?.textContent === name, first?.nameCN)
    })
  })
})

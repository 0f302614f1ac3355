import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { deviceNames } from '../helpers/browser'
import { fetchPage } from '../helpers/html'
import { siteContent, type SiteContent } from './api'
import { hydrated, nextFrame, useBrowser } from './harness'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const fixtures = inject('fixtures')
const { open } = useBrowser()
let content: SiteContent

beforeAll(async () => {
  content = await siteContent(baseURL)
})

const selectedSlide = (page: Page) => page.$eval('.banner', (banner) => Number(banner.getAttribute('data-selected')))
const flatMenus = () => content.menus.flatMap((menu) => [menu, ...menu.children])

/** A menu whose own page answers, matching `want`, with its parent (the routed pages may not all exist yet). */
async function routedMenu(
  want: (menu: MenuItem, parent: MenuItem | null) => boolean,
): Promise<{ menu: MenuItem; parent: MenuItem | null } | null> {
  for (const top of content.menus) {
    for (const [menu, parent] of [[top, null] as const, ...top.children.map((item) => [item, top] as const)]) {
      if (menu.link === '/home' || !want(menu, parent)) continue
      if ((await fetch(`${baseURL}${menu.link}?menuId=${menu.id}`)).status === 200) return { menu, parent }
    }
  }
  return null
}

// Which picture a page leads with and which pages show none are the server's HTML, the same for
// every device: proven once over HTTP. The browser plays the carousel, lays out the cards per
// device and clicks the cards.
describe('home section', () => {
  test("S17 /home shows the home menu's rotation charts, the first loaded at once with high priority, and no cover", async () => {
    const { response, document } = await fetchPage(baseURL, '/home')
    expect(response.status).toBe(200)
    const images = Array.from(document.querySelectorAll('.banner__image'))
    expect(images.map((image) => shownPicture(image.getAttribute('src'), baseURL))).toEqual(
      content.banners.map((banner) => banner.pictureUrl),
    )
    expect(images[0]?.getAttribute('loading')).toBe('eager')
    expect(images[0]?.getAttribute('fetchpriority')).toBe('high')
    expect(document.querySelectorAll('.cover')).toHaveLength(0)
  })

  test('S17 the rotation charts play, with a working pause button (desktop)', async () => {
    await open('desktop', {}, async ({ page }) => {
      // The page's timers on a clock the test can move on: a paused carousel is checked over
      // 6.5 s of its own time without waiting them out.
      await page.clock.install()
      await page.goto('/home')
      await hydrated(page)
      await page.waitForFunction(() => document.querySelector('.banner')?.getAttribute('data-selected') !== '0', null, { timeout: 8000 })
      await page.getByRole('button', { name: '暂停轮播图' }).click()
      const paused = await selectedSlide(page)
      await page.clock.runFor(6500)
      await expect(selectedSlide(page)).resolves.toBe(paused)
      await page.getByRole('button', { name: '播放轮播图' }).click()
      await page.waitForFunction((at) => document.querySelector('.banner')?.getAttribute('data-selected') !== String(at), paused, {
        timeout: 8000,
      })
    })
  })

  test("S18 an inner page shows its menu's cover, else its nearest ancestor's", async () => {
    const target = await routedMenu((menu, parent) => !menu.coverUrl && Boolean(parent?.coverUrl))
    const own = await routedMenu((menu) => Boolean(menu.coverUrl))
    // The demo seed has routed pages with and without their own cover.
    expect(target ?? own, 'a routed page with a cover of its own or its parent’s').toBeTruthy()
    for (const { menu, parent } of [target, own].flatMap((found) => (found ? [found] : []))) {
      const { document } = await fetchPage(baseURL, `${menu.link}?menuId=${menu.id}`)
      const cover = document.querySelector('.home-section .cover img')
      expect(shownPicture(cover?.getAttribute('src'), baseURL), menu.link).toBe(menu.coverUrl ?? parent?.coverUrl)
      expect(cover?.getAttribute('fetchpriority'), menu.link).toBe('high')
      expect(document.querySelectorAll('.banner'), menu.link).toHaveLength(0)
    }
  })

  test('S19 the special menus show neither carousel nor cover', async () => {
    const specials = flatMenus().filter((menu) => content.config.specialMenuIds.map(String).includes(String(menu.id)))
    expect(specials.length).toBeGreaterThan(0)
    for (const menu of specials) {
      const home = (await fetchPage(baseURL, `/home?menuId=${menu.id}`)).document
      expect(home.querySelectorAll('.home-section .banner, .home-section .cover'), menu.nameCN).toHaveLength(0)
      expect(home.querySelectorAll('.home-section .card').length, menu.nameCN).toBeGreaterThan(0)
      const own = await fetchPage(baseURL, `${menu.link}?menuId=${menu.id}`)
      if (own.response.status === 200) {
        expect(own.document.querySelectorAll('.home-section .banner, .home-section .cover'), menu.link).toHaveLength(0)
      }
    }
  })
})

for (const device of deviceNames) {
  describe(`home section (${device})`, () => {
    test(`S20 the home cards: ${device === 'desktop' ? 'four' : 'two'} per row, cover, title and subtitle (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        const titles = await page.$$eval('.home-cards .card__title', (elements) => elements.map((element) => element.textContent))
        expect(titles).toEqual(content.cards.map((card) => card.title))
        const boxes = await page.$$eval('.home-cards .card', (cards) =>
          cards.map((card) => {
            const box = card.getBoundingClientRect()
            return { left: Math.round(box.left), top: Math.round(box.top), width: box.width }
          }),
        )
        const grid = await page.$eval('.home-cards__grid', (element) => element.getBoundingClientRect().width)
        const perRow = device === 'desktop' ? 4 : 2
        expect(new Set(boxes.slice(0, perRow).map((box) => box.top)).size).toBe(1)
        expect(boxes[perRow]?.top).toBeGreaterThan(boxes[0]?.top ?? 0)
        for (const box of boxes) {
          expect(box.width / grid).toBeGreaterThan(1 / perRow - 0.05)
          expect(box.width / grid).toBeLessThanOrEqual(1 / perRow)
        }
        const first = content.cards[0]
        if (first?.subtitle) await expect(page.locator('.card__subtitle').first().textContent()).resolves.toBe(first.subtitle)
      })
    })

    test(`S21 http(s) cards open a new tab without opener, other schemes never open, detail cards open /detail (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ context, page, problems }) => {
        await context.route('https://partner.example/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>partner</title>' }),
        )
        await hydrated(page)
        const http = page.locator(`[data-card-id="${fixtures.httpCard.id}"] a`)
        await expect(http.getAttribute('href')).resolves.toBe(fixtures.httpCard.link)
        await expect(http.getAttribute('target')).resolves.toBe('_blank')
        await expect(http.getAttribute('rel')).resolves.toBe('noopener noreferrer')
        const [tab] = await Promise.all([context.waitForEvent('page'), http.click()])
        await tab.waitForLoadState()
        expect(tab.url()).toBe(fixtures.httpCard.link)
        await expect(tab.evaluate(() => window.opener)).resolves.toBeNull()
        await tab.close()

        const script = page.locator(`[data-card-id="${fixtures.scriptCard.id}"]`)
        await expect(script.locator('a').count()).resolves.toBe(0)
        const pages = context.pages().length
        const before = page.url()
        await script.click()
        await nextFrame(page)
        expect(context.pages().length).toBe(pages)
        expect(page.url()).toBe(before)
        expect(problems.dialogs).toEqual([])

        const detail = page.locator(`[data-card-id="${fixtures.detailCard.id}"] a`)
        await expect(detail.getAttribute('href')).resolves.toBe(`/detail?id=${fixtures.detailCard.id}`)
        await expect(detail.getAttribute('target')).resolves.toBeNull()
      })
    })
  })
}

import { beforeAll, describe, expect, inject, test } from 'vitest'

import { deviceNames } from '../helpers/browser'
import { siteContent, type SiteContent } from './api'
import { hydrated, settled, useBrowser } from './harness'
import { textOf } from './pages-content'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: SiteContent

beforeAll(async () => {
  content = await siteContent(baseURL)
})

describe('S8–S9 routes', () => {
  test('S8 / redirects permanently to /home and keeps the query string', async () => {
    const response = await fetch(`${baseURL}/?menuId=3&from=qr`, { redirect: 'manual' })
    expect(response.status).toBe(308)
    expect(response.headers.get('location')).toMatch(/^(http:\/\/127\.0\.0\.1:\d+)?\/home\?menuId=3&from=qr$/)
  })

  for (const device of deviceNames) {
    test(`S8 / lands on /home with its query in a browser (${device})`, async () => {
      await open(device, { path: '/?from=qr' }, async ({ page }) => {
        expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/home?from=qr')
      })
    })

    test(`S9 /home answers 200 with the whole shell (${device})`, async () => {
      await open(device, {}, async ({ page }) => {
        const response = await page.goto('/home')
        expect(response?.status()).toBe(200)
        await expect(page.locator('main#main').count()).resolves.toBe(1)
      })
    })
  }
})

describe('S1 shell', () => {
  test('S1 sections in order: ad, header, home section, page, partners, footer info, footer (desktop)', async () => {
    await open('desktop', { ad: true, path: '/home' }, async ({ page }) => {
      await page.locator('.ad').waitFor({ state: 'visible', timeout: 10_000 })
      const order = await page.$$eval('[data-section]', (elements) => elements.map((element) => element.getAttribute('data-section')))
      expect(order).toEqual(['ad', 'header', 'home', 'page', 'partners', 'footer-info', 'footer'])
    })
  })

  test('S1 sections in order without the ad on a phone (phone)', async () => {
    await open('phone', { ad: true, path: '/home' }, async ({ page }) => {
      await settled(page)
      const order = await page.$$eval('[data-section]', (elements) => elements.map((element) => element.getAttribute('data-section')))
      expect(order).toEqual(['header', 'home', 'page', 'partners', 'footer-info', 'footer'])
      const landmarks = await page.$$eval('header, nav, main, footer', (elements) => elements.map((element) => element.tagName))
      expect(landmarks).toEqual(expect.arrayContaining(['HEADER', 'NAV', 'MAIN', 'FOOTER']))
    })
  })
})

describe('S24–S26 footer and logo', () => {
  for (const device of deviceNames) {
    test(`S24 footer info: the first three footer-column details and the QR codes (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        const expected = content.footerColumns.slice(0, 3)
        const columns = page.locator('.footer-info__column')
        await expect(columns.count()).resolves.toBe(expected.length)
        for (const [index, article] of expected.entries()) {
          const shown = await columns.nth(index).textContent()
          expect((shown ?? '').replace(/\s+/g, '')).toBe(textOf(article.detail))
        }
        const qr = await page.$$eval('.footer-info__qr img', (images) =>
          images.map((image) => ({ src: (image as HTMLImageElement).src, loaded: (image as HTMLImageElement).naturalWidth > 0 })),
        )
        expect(qr.map((image) => shownPicture(image.src, baseURL))).toEqual(content.qrCodes.map((picture) => picture.pictureUrl))
        await page.locator('.footer-info__qr').scrollIntoViewIfNeeded()
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLImageElement>('.footer-info__qr img')).every((image) => image.complete),
        )
        const loaded = await page.$$eval('.footer-info__qr img', (images) =>
          images.every((image) => (image as HTMLImageElement).naturalWidth > 0),
        )
        expect(loaded).toBe(true)
      })
    })

    test(`S25 S24 footer: the last footer item's HTML and the filing numbers linking to the filing sites, the 公安备案 one with its icon (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        const detail = await page.locator('.site-footer__detail').textContent()
        expect((detail ?? '').replace(/\s+/g, '')).toBe(textOf(content.footer?.detail ?? ''))
        const filings = await page.$$eval('.site-footer__filings a', (links) =>
          links.map((link) => ({ text: link.textContent, href: link.getAttribute('href'), rel: link.getAttribute('rel') })),
        )
        expect(filings).toEqual([
          { text: content.config.icpNumber, href: 'https://beian.miit.gov.cn/', rel: 'noopener noreferrer' },
          {
            text: content.config.psbNumber,
            href: `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${content.config.psbNumber.replace(/\D/g, '')}`,
            rel: 'noopener noreferrer',
          },
        ])
        expect(content.config.psbNumber).toMatch(/\d{14}/)
        await expect(page.locator('.site-footer__psb svg.site-footer__psb-icon').isVisible()).resolves.toBe(true)
      })
    })

    test(`S26 header logo: the cover of the last header item, loaded (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        const logo = page.locator('.site-header__logo')
        expect(shownPicture(await logo.getAttribute('src'), baseURL)).toBe(content.logo?.coverUrl)
        await expect(logo.getAttribute('alt')).resolves.toBe(content.config.siteName)
        await expect(logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).resolves.toBe(true)
        // Whole, never squeezed by the crowded logo row (search box, language switch, 菜单).
        const box = await logo.boundingBox()
        expect(box && box.width / box.height).toBeCloseTo(4, 1)
      })
    })
  }
})

describe('S28–S29 global', () => {
  for (const device of deviceNames) {
    test(`S28 title: the menu's siteName when set, else the default name (${device})`, async () => {
      const flat = content.menus.flatMap((menu) => [menu, ...menu.children])
      const named = flat.find((menu) => menu.siteName)
      const unnamed = flat.find((menu) => !menu.siteName)
      await open(device, {}, async ({ page }) => {
        await page.goto('/home')
        await expect(page.title()).resolves.toBe(content.config.siteName)
        if (named) {
          await page.goto(`/home?menuId=${named.id}`)
          await expect(page.title()).resolves.toBe(named.siteName)
        }
        if (unnamed) {
          await page.goto(`/home?menuId=${unnamed.id}`)
          await expect(page.title()).resolves.toBe(content.config.siteName)
        }
        await page.goto('/home?menuId=999999')
        await expect(page.title()).resolves.toBe(content.config.siteName)
      })
    })

    test(`S29 zh-CN, theme colour #B21410 on links, menu, buttons and focus rings (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        await expect(page.getAttribute('html', 'lang')).resolves.toBe('zh-CN')
        await expect(page.getAttribute('meta[name="theme-color"]', 'content')).resolves.toBe('#B21410')
        const red = 'rgb(178, 20, 16)'
        const themed = device === 'desktop' ? '.menu' : '.menu__toggle'
        const colour = await page.$eval(themed, (element) => {
          const style = getComputedStyle(element)
          return [style.backgroundColor, style.borderTopColor, style.color]
        })
        expect(colour).toContain(red)
        await expect(page.$eval('.latest-news__more', (element) => getComputedStyle(element).color)).resolves.toBe(red)
        await hydrated(page)
        await page.keyboard.press('Tab')
        await page.keyboard.press('Tab')
        const ring = await page.evaluate(() => {
          const element = document.activeElement
          if (!element) return null
          const style = getComputedStyle(element)
          return { className: element.className, outline: `${style.outlineStyle} ${style.outlineColor}` }
        })
        expect(ring?.className).toBe('site-header__home')
        expect(ring?.outline).toBe(`solid ${red}`)
      })
    })
  }
})

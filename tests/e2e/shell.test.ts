import { beforeAll, describe, expect, inject, test } from 'vitest'

import { deviceNames } from '../helpers/browser'
import { compactText, fetchPage } from '../helpers/html'
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

  test('S9 /home answers 200 with the whole shell: header, home section, page, partners, footer info, footer', async () => {
    const { response, document } = await fetchPage(baseURL, '/home')
    expect(response.status).toBe(200)
    expect(document.querySelectorAll('main#main')).toHaveLength(1)
    const sections = Array.from(document.querySelectorAll('[data-section]')).map((element) => element.getAttribute('data-section'))
    expect(sections).toEqual(['header', 'home', 'page', 'partners', 'footer-info', 'footer'])
  })
})

describe('S1–S7 shell', () => {
  test('S1–S7 sections in order: ad, header, home section, page, partners, footer info, footer (desktop)', async () => {
    await open('desktop', { ad: true, path: '/home' }, async ({ page }) => {
      await page.locator('.ad').waitFor({ state: 'visible', timeout: 10_000 })
      const order = await page.$$eval('[data-section]', (elements) => elements.map((element) => element.getAttribute('data-section')))
      expect(order).toEqual(['ad', 'header', 'home', 'page', 'partners', 'footer-info', 'footer'])
    })
  })

  test('S1–S7 sections in order without the ad on a phone (phone)', async () => {
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
  test('S24 footer info: the first three footer-column details and the QR codes, each a picture the server serves', async () => {
    const { document } = await fetchPage(baseURL, '/home')
    const columns = Array.from(document.querySelectorAll('.footer-info__column')).map((column) =>
      (column.textContent ?? '').replace(/\s+/g, ''),
    )
    expect(columns).toEqual(content.footerColumns.slice(0, 3).map((article) => textOf(article.detail)))
    const qr = Array.from(document.querySelectorAll('.footer-info__qr img')).map((image) => image.getAttribute('src'))
    expect(qr.map((src) => shownPicture(src, baseURL))).toEqual(content.qrCodes.map((picture) => picture.pictureUrl))
    for (const src of qr) {
      const picture = await fetch(new URL(src ?? '', baseURL), { headers: { Accept: 'image/avif,image/webp,*/*' } })
      expect(picture.status, src ?? '').toBe(200)
      expect(picture.headers.get('content-type'), src ?? '').toMatch(/^image\//)
      expect((await picture.arrayBuffer()).byteLength, src ?? '').toBeGreaterThan(0)
    }
  })

  test("S25 S24 footer: the last footer item's HTML and the filing numbers linking to the filing sites, the 公安备案 one with its icon", async () => {
    const { document } = await fetchPage(baseURL, '/home')
    expect(compactText(document, '.site-footer__detail')).toBe(textOf(content.footer?.detail ?? ''))
    const filings = Array.from(document.querySelectorAll('.site-footer__filings a')).map((link) => ({
      text: link.textContent,
      href: link.getAttribute('href'),
      rel: link.getAttribute('rel'),
    }))
    expect(filings).toEqual([
      { text: content.config.icpNumber, href: 'https://beian.miit.gov.cn/', rel: 'noopener noreferrer' },
      {
        text: content.config.psbNumber,
        href: `http://www.beian.gov.cn/portal/registerSystemInfo?recordcode=${content.config.psbNumber.replace(/\D/g, '')}`,
        rel: 'noopener noreferrer',
      },
    ])
    expect(content.config.psbNumber).toMatch(/\d{14}/)
    expect(document.querySelectorAll('.site-footer__psb svg.site-footer__psb-icon')).toHaveLength(1)
  })

  for (const device of deviceNames) {
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
  test("S28 title: the menu's siteName when set, else the default name", async () => {
    const flat = content.menus.flatMap((menu) => [menu, ...menu.children])
    const named = flat.find((menu) => menu.siteName)
    const unnamed = flat.find((menu) => !menu.siteName)
    const titleOf = async (path: string) => (await fetchPage(baseURL, path)).document.title
    await expect(titleOf('/home')).resolves.toBe(content.config.siteName)
    if (named) await expect(titleOf(`/home?menuId=${named.id}`)).resolves.toBe(named.siteName)
    if (unnamed) await expect(titleOf(`/home?menuId=${unnamed.id}`)).resolves.toBe(content.config.siteName)
    await expect(titleOf('/home?menuId=999999')).resolves.toBe(content.config.siteName)
  })

  for (const device of deviceNames) {
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

import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import { deviceNames, newContext } from '../helpers/browser'
import { siteContent, type SiteContent } from './api'
import { hydrated, nextFrame, useBrowser } from './harness'
import { flatten } from './pages-content'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: SiteContent
let pages: string[]

beforeAll(async () => {
  content = await siteContent(baseURL)
  const menuOf = (link: string) => {
    const menu = flatten(content.menus).find((item) => item.link === link)
    if (!menu) throw new Error(`no menu links to ${link}`)
    return menu
  }
  pages = ['/home', `/news?menuId=${menuOf('/news').id}`, `/show?menuId=${menuOf('/show').id}`]
})

type Attributes = Record<string, string>

/** The attributes of every `<name …>` tag of server-rendered HTML, names in lower case. */
function tags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes = '']) =>
    Object.fromEntries(
      [...attributes.matchAll(/([\w-]+)(?:="([^"]*)")?/g)].map(([, key = '', value = '']) => [
        key.toLowerCase(),
        value.replace(/&amp;/g, '&'),
      ]),
    ),
  )
}

const html = async (path: string) => {
  const response = await fetch(`${baseURL}${path}`)
  expect(response.status, path).toBe(200)
  return response.text()
}

/**
 * The page's image preloads besides the header logo's: React preloads every eagerly loaded <img>,
 * and the logo (eager, not high priority, so no fetchpriority) is one on every page.
 */
function imagePreloads(page: string) {
  const logo = tags(page, 'img').find((image) => image.class === 'site-header__logo')
  const preloads = tags(page, 'link').filter((link) => link.rel === 'preload' && link.as === 'image')
  const [logoPreload] = preloads.filter((link) => logo?.srcset !== undefined && link.imagesrcset === logo.srcset)
  expect(logoPreload?.fetchpriority).toBeUndefined()
  return preloads.filter((link) => link !== logoPreload)
}

/** The optimizer URL in a srcset that a browser would take for `width` device pixels. */
function candidateFor(srcSet: string | undefined, width: number): string {
  const candidates = (srcSet ?? '').split(', ').map((candidate) => {
    const [url = '', descriptor = ''] = candidate.split(' ')
    return { url, width: Number.parseInt(descriptor, 10) }
  })
  const fit = candidates.find((candidate) => candidate.width >= width) ?? candidates.at(-1)
  if (!fit) throw new Error(`no candidate in ${srcSet}`)
  return fit.url
}

/** Every <img> once the page has hydrated and scrolled through, as the browser sees it. */
const shownImages = (page: Page) =>
  page.$$eval('img', (images) =>
    images.map((image) => ({
      html: image.outerHTML.slice(0, 160),
      inCard: image.closest('.home-cards') !== null,
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      loading: image.getAttribute('loading'),
      decoding: image.getAttribute('decoding'),
      fetchPriority: image.getAttribute('fetchpriority'),
      currentSrc: image.currentSrc,
      complete: image.complete && image.naturalWidth > 0,
      renderedWidth: image.getBoundingClientRect().width,
    })),
  )

const cardIndex = (images: { inCard: boolean }[]) => images.findIndex((image) => image.inCard)

async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
  // A fresh server encodes each picture on its first request: on a loaded machine the page's
  // pictures take longer than Playwright's default 30 s to settle (the tests allow 180 s).
  await page.waitForLoadState('networkidle', { timeout: 90_000 })
}

describe('images', () => {
  test('the first banner is preloaded with fetchpriority high and served as AVIF/WebP', async () => {
    const home = await html('/home')
    const [first] = tags(home, 'img').filter((image) => image.class === 'banner__image')
    expect(first).toMatchObject({ loading: 'eager', fetchpriority: 'high', width: '1920', height: '600', sizes: '100vw' })
    expect(first?.srcset).toMatch(/\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2F[^&]+&w=\d+&q=75 \d+w/)
    expect(imagePreloads(home)).toEqual([
      expect.objectContaining({ imagesrcset: first?.srcset, imagesizes: '100vw', fetchpriority: 'high' }),
    ])

    const phoneWidth = candidateFor(first?.srcset, 375 * 2)
    expect(new URL(phoneWidth, baseURL).searchParams.get('w')).toBe('750')
    for (const [accept, type] of [
      ['image/avif,image/webp,image/apng,image/*,*/*;q=0.8', 'image/avif'],
      ['image/webp,image/*,*/*;q=0.8', 'image/webp'],
    ] as const) {
      const response = await fetch(new URL(phoneWidth, baseURL), { headers: { Accept: accept } })
      expect(response.status, accept).toBe(200)
      expect(response.headers.get('content-type'), accept).toBe(type)
      expect((await response.arrayBuffer()).byteLength).toBeLessThan(150_000)
    }
  })

  test('a phone loads the first banner as AVIF at 750 px wide, not the original picture', async () => {
    await open('phone', {}, async ({ page }) => {
      const banner = page.waitForResponse(
        (response) =>
          response.url().includes('/_next/image') &&
          response.request().resourceType() === 'image' &&
          // Not the header's logo, fetched at once too.
          (new URL(response.url()).searchParams.get('url') ?? '').includes('banner'),
      )
      await page.goto('/home')
      const response = await banner
      expect(response.headers()['content-type']).toBe('image/avif')
      expect(new URL(response.url()).searchParams.get('w')).toBe('750')
      const shown = await page
        .locator('.banner__image')
        .first()
        .evaluate((image: HTMLImageElement) => image.currentSrc)
      expect(new URL(shown).searchParams.get('w')).toBe('750')
    })
  })

  test('other pages preload their menu cover with fetchpriority high, else the first home card', async () => {
    const shown = new Set<string>()
    for (const path of pages.slice(1)) {
      const page = await html(path)
      const images = tags(page, 'img')
      // A special menu (S19) or a page without menu shows no cover: the first card leads instead.
      const lead = images.find((image) => image.class === 'cover__image') ?? images.find((image) => image.fetchpriority === 'high')
      expect(lead, path).toMatchObject({ loading: 'eager', fetchpriority: 'high' })
      expect(
        images.filter((image) => image.fetchpriority === 'high'),
        path,
      ).toEqual([lead])
      expect(imagePreloads(page), path).toEqual([
        expect.objectContaining({ imagesrcset: lead?.srcset, imagesizes: lead?.sizes, fetchpriority: 'high' }),
      ])
      shown.add(lead?.class === 'cover__image' ? 'cover' : 'card')
    }
    expect(shown).toContain('cover')
  })

  test('a page without banner or cover preloads its first home card instead', async () => {
    const page = await html('/show')
    expect(tags(page, 'img').filter((image) => image.class === 'cover__image')).toEqual([])
    const [firstCard] = [...page.matchAll(/<div class="card__cover"><img\b([^>]*)>/g)].map(([tag]) => tags(tag, 'img')[0])
    expect(firstCard).toMatchObject({ loading: 'eager', fetchpriority: 'high' })
    expect(imagePreloads(page)).toEqual([
      expect.objectContaining({ imagesrcset: firstCard?.srcset, imagesizes: firstCard?.sizes, fetchpriority: 'high' }),
    ])
  })

  // The attributes are the server's, the same on every device; the browser adds the ad's picture
  // (shown on a desktop only) and the islands' after hydration.
  test('every <img> on /home, /news, /show has width and height; all but the first picture and the logo load lazily (desktop)', async () => {
    await open('desktop', { ad: true }, async ({ page }) => {
      for (const path of pages) {
        await page.goto(path)
        await hydrated(page)
        await scrollThrough(page)
        const images = await shownImages(page)
        expect(images.length, path).toBeGreaterThan(10)
        for (const image of images) {
          expect(Number(image.width), image.html).toBeGreaterThan(0)
          expect(Number(image.height), image.html).toBeGreaterThan(0)
        }
        // The first banner, else the menu cover, else the first home card (the special menus show neither).
        const first = images.find((image) => /class="(banner|cover)__image"/.test(image.html)) ?? images[cardIndex(images)]
        if (path === '/home') expect(first?.html, path).toContain('banner__image')
        // The header's logo, at the top of every page, loads at once too, without high priority.
        const logo = images.find((image) => image.html.includes('site-header__logo'))
        expect(logo?.loading, path).toBe('eager')
        expect(logo?.fetchPriority, path).toBeNull()
        expect(
          images.filter((image) => image.loading !== 'lazy' && image !== logo),
          path,
        ).toEqual(first ? [first] : [])
        expect(first?.fetchPriority, path).toBe('high')
        for (const image of images.filter((candidate) => candidate.loading === 'lazy')) {
          expect(image.decoding, image.html).toBe('async')
          expect(image.fetchPriority, image.html).toBeNull()
        }
      }
    })
    // The visit has every picture of three pages encoded (AVIF) by this server,
    // which starts with none: it outlasts the default limit on a busy machine.
  }, 180_000)

  for (const device of deviceNames) {
    test(`every picture is fetched about the size it is shown at (${device})`, async () => {
      await open(device, {}, async ({ page }) => {
        const ratio = device === 'phone' ? 2 : 1
        for (const path of pages) {
          await page.goto(path)
          await scrollThrough(page)
          const images = (await shownImages(page)).filter((image) => image.complete && image.renderedWidth > 0)
          expect(images.length, path).toBeGreaterThan(5)
          for (const image of images) {
            const url = new URL(image.currentSrc)
            expect(url.pathname, image.html).toBe('/_next/image')
            const width = Number(url.searchParams.get('w'))
            const needed = image.renderedWidth * ratio
            // Never much blurrier than the screen, never more than twice the pixels it needs (or the largest candidate).
            if (width < 1920) expect(width, image.html).toBeGreaterThanOrEqual(needed * 0.9)
            expect(width, image.html).toBeLessThanOrEqual(Math.max(needed * 2, 64))
          }
        }
      })
      // A phone's first visit has its pictures encoded at twice the width by this server, which
      // starts with none: it outlasts the default limit on a busy machine.
    }, 180_000)
  }

  test('/_next/image answers 4xx, never 5xx, to urls that are not allowed, not images or not there', async () => {
    const image = (url: string, w = 640, q = 75) => `/_next/image?url=${encodeURIComponent(url)}&w=${w}&q=${q}`
    const banner = new URL(content.banners[0]?.pictureUrl ?? '').pathname
    const asks = [
      image('/api/Website/GetSiteConfig'),
      image('/api/Website/GetMenuList?siteId=nuclear-expo'),
      image(`${banner}?x=1`),
      image('/api/media/file/no-such-picture.jpg'),
      image('/api/media/file/../../Website/GetSiteConfig'),
      image('/api/media/file/%2e%2e%2f%2e%2e%2fWebsite%2fGetSiteConfig'),
      image('https://example.com/picture.jpg'),
      image(`${baseURL}${banner}`),
      image('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fbanner-1.jpg&w=640&q=75'),
      image(banner, 641),
      image(banner, 640, 50),
      image(banner, 0),
      '/_next/image?w=640&q=75',
      `/_next/image?url=${encodeURIComponent(banner)}&url=${encodeURIComponent(banner)}&w=640&q=75`,
    ]
    for (const ask of asks) {
      const response = await fetch(`${baseURL}${ask}`)
      expect(response.status, ask).toBeGreaterThanOrEqual(400)
      expect(response.status, ask).toBeLessThan(500)
    }
    expect((await fetch(`${baseURL}${image(banner)}`)).status).toBe(200)
    expect((await fetch(`${baseURL}/home`)).status).toBe(200)
  })
})

describe('Embla loads after the page, the first slide does not wait for it', () => {
  test("Embla and its autoplay plugin are not in /home's first-load JavaScript", async () => {
    const home = await html('/home')
    const scripts = [
      ...tags(home, 'script').map((script) => script.src),
      ...tags(home, 'link')
        .filter((link) => link.rel === 'modulepreload' || (link.rel === 'preload' && link.as === 'script'))
        .map((link) => link.href),
    ].filter((src): src is string => Boolean(src?.startsWith('/_next/')))
    expect(scripts.length).toBeGreaterThan(0)
    for (const src of scripts) {
      const code = await (await fetch(`${baseURL}${src}`)).text()
      // Option names of Embla's and the plugin's defaults, which no other code uses.
      expect(code, src).not.toContain('trimSnaps')
      expect(code, src).not.toContain('stopOnMouseEnter')
    }
  })

  for (const device of deviceNames) {
    test(`without JavaScript the first banner fills the carousel, the others wait beside it (${device})`, async () => {
      await open(device, {}, async ({ context }) => {
        const browser = context.browser()
        if (!browser) throw new Error('the context has no browser')
        const withoutScripts = await newContext(browser, device, baseURL, { javaScriptEnabled: false })
        try {
          const page = await withoutScripts.newPage()
          await page.goto('/home')
          const boxes = await page.$$eval('.banner__image', (images) =>
            images.map((image) => {
              const box = image.getBoundingClientRect()
              return { left: Math.round(box.left), width: Math.round(box.width), height: Math.round(box.height) }
            }),
          )
          const viewport = await page.evaluate(() => document.documentElement.clientWidth)
          expect(boxes[0]).toEqual({ left: 0, width: viewport, height: Math.round((viewport * 600) / 1920) })
          for (const box of boxes.slice(1)) expect(box.left).toBeGreaterThanOrEqual(viewport)
        } finally {
          await withoutScripts.close()
        }
      })
    })

    test(`nothing on screen shifts while the page loads and Embla starts (${device})`, async () => {
      await open(device, {}, async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = []
          Object.assign(window, { layoutShifts: shifts })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value)
            }
          }).observe({ type: 'layout-shift', buffered: true })
        })
        await page.goto('/home')
        await hydrated(page)
        await page.locator('.banner .carousel-controls').waitFor()
        // Shifts come from pictures and fonts arriving: measured once all of them are in.
        await page.waitForFunction(() => Array.from(document.images).every((image) => image.loading === 'lazy' || image.complete))
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        await nextFrame(page)
        const total = await page.evaluate(() =>
          (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
        )
        expect(total).toBeLessThan(0.01)
      })
    })
  }
})

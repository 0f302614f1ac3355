import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import { deviceNames, setBodyWidth } from '../helpers/browser'
import { fetchPage } from '../helpers/html'
import { siteContent, type SiteContent } from './api'
import { hydrated, useBrowser } from './harness'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: SiteContent
let logos: number

beforeAll(async () => {
  content = await siteContent(baseURL)
  logos = content.partners.filter((partner) => partner.coverUrl).length
})

/** S23's table: body width → columns. */
const expectedColumns: [number, number][] = [
  [540, 3],
  [541, 4],
  [680, 4],
  [681, 5],
  [800, 5],
  [801, 6],
  [940, 6],
  [941, 7],
]

const layout = (page: Page) =>
  page.$eval('.partners__carousel', (carousel) => {
    const grid = carousel.querySelector('.partners__grid')
    return {
      columns: Number(carousel.getAttribute('data-columns')),
      firstSlide: carousel.querySelector('.partners__slide')?.querySelectorAll('.partners__logo').length ?? 0,
      slides: carousel.querySelectorAll('.partners__slide').length,
      gridColumns: grid ? getComputedStyle(grid).gridTemplateColumns.split(' ').length : 0,
    }
  })

const expectedLayout = (columns: number) => ({
  columns,
  firstSlide: Math.min(3 * columns, logos),
  slides: Math.ceil(logos / (3 * columns)),
  gridColumns: columns,
})

// The logos and their links are the server's first HTML, the same for every device: read once.
// The carousel, which plays and re-chunks the slides by width, is the browser's.
describe('partners', () => {
  test('S22 合作媒体 / Partners: the first HTML already holds every logo, each linking out in a new tab', async () => {
    const { document } = await fetchPage(baseURL, '/home')
    const title = document.querySelector('#partners-title')?.textContent
    expect(title).toContain('合作媒体')
    expect(title).toContain('Partners')
    const shown = new Set(Array.from(document.querySelectorAll('img')).map((image) => shownPicture(image.getAttribute('src'), baseURL)))
    for (const partner of content.partners) if (partner.coverUrl) expect(shown).toContain(partner.coverUrl)
    const links = Array.from(document.querySelectorAll('.partners__logo a')).map((anchor) => ({
      href: anchor.getAttribute('href'),
      target: anchor.getAttribute('target'),
      rel: anchor.getAttribute('rel'),
      alt: anchor.querySelector('img')?.getAttribute('alt'),
    }))
    const expected = content.partners.filter((partner) => partner.coverUrl && partner.link)
    expect(links).toEqual(
      expected.map((partner) => ({ href: partner.link, target: '_blank', rel: 'noopener noreferrer', alt: partner.title })),
    )
  })
})

for (const device of deviceNames) {
  describe(`partners (${device})`, () => {
    test(`S22 the partners' carousel plays and pauses (${device})`, async () => {
      await open(device, {}, async ({ page }) => {
        // The page's timers on a clock the test moves on (the paused carousel over 5 s of its time).
        await page.clock.install()
        await page.goto('/home')
        await hydrated(page)
        const carousel = page.locator('.partners__carousel')
        await carousel.scrollIntoViewIfNeeded()
        if ((await layout(page)).slides > 1) {
          await page.waitForFunction(() => document.querySelector('.partners__carousel')?.getAttribute('data-selected') !== '0', null, {
            timeout: 8000,
          })
          await page.getByRole('button', { name: '暂停合作媒体' }).click()
          const at = await carousel.getAttribute('data-selected')
          await page.clock.runFor(5000)
          await expect(carousel.getAttribute('data-selected')).resolves.toBe(at)
          await expect(page.getByRole('button', { name: '播放合作媒体' }).count()).resolves.toBe(1)
        }
      })
    })
  })
}

describe('S23 logos per slide = 3 rows × columns by body width', () => {
  test('S23 a phone at 375 px gets 3 columns (phone)', async () => {
    await open('phone', { path: '/home' }, async ({ page }) => {
      await page.waitForSelector('.partners__carousel[data-columns]')
      await expect(layout(page)).resolves.toEqual(expectedLayout(3))
    })
  })

  test('S23 1280 px gets 7 columns (desktop)', async () => {
    await open('desktop', { path: '/home' }, async ({ page }) => {
      await page.waitForSelector('.partners__carousel[data-columns]')
      await expect(layout(page)).resolves.toEqual(expectedLayout(7))
    })
  })

  // One page reloaded at each width: a load is what is checked, a fresh context per width would add nothing.
  test('S23 partners: on load, every body width of the table gets its columns (desktop)', async () => {
    await open('desktop', { path: '/home' }, async ({ page }) => {
      for (const [width, columns] of expectedColumns) {
        await setBodyWidth(page, width)
        await page.reload()
        await page.waitForSelector('.partners__carousel[data-columns]')
        await expect(
          page.evaluate(() => document.body.clientWidth),
          `${width} px`,
        ).resolves.toBe(width)
        await expect(layout(page), `${width} px`).resolves.toEqual(expectedLayout(columns))
      }
    })
  })

  test('S23 resizing re-chunks the slides at every boundary without a reload (desktop)', async () => {
    await open('desktop', { path: '/home' }, async ({ page }) => {
      await page.waitForSelector('.partners__carousel[data-columns]')
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
      for (const [width, columns] of [...expectedColumns, ...[...expectedColumns].reverse()]) {
        await setBodyWidth(page, width)
        await page.waitForFunction(
          (want) => document.querySelector('.partners__carousel')?.getAttribute('data-columns') === String(want),
          columns,
        )
        await expect(layout(page)).resolves.toEqual(expectedLayout(columns))
      }
      await expect(page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).resolves.toBe(true)
    })
  })
})

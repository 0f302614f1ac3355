import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { PictureItem } from '@/content-source/contract'

import { apiItems, siteContent, type SiteContent } from './api'
import { settled, useBrowser } from './harness'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: SiteContent
let ad: PictureItem

beforeAll(async () => {
  content = await siteContent(baseURL)
  const [item] = await apiItems<PictureItem>(baseURL, 'GetPictureList', { PictureId: String(content.config.adPictureId) })
  if (!item) throw new Error('the seed has no ad picture')
  ad = item
})

/**
 * Before any page script: notes, on the page's own clock, when the ad element first appears, and
 * resolves `window.adLeftOut` when the island gives up on the ad (it logs "[site] ad left out").
 */
async function watchAd(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = window as unknown as { adShownAt?: number; adLeftOut?: boolean }
    new MutationObserver(() => {
      if (state.adShownAt === undefined && document.querySelector('.ad')) state.adShownAt = performance.now()
    }).observe(document, { childList: true, subtree: true })
    const error = console.error.bind(console)
    console.error = (...args: unknown[]) => {
      if (String(args[0]).includes('ad left out')) state.adLeftOut = true
      error(...args)
    }
  })
}

/** When the ad call's answer arrived, on the page's clock. */
const answeredAt = (page: Page) =>
  page.evaluate(
    () =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) => entry.name.includes('GetPictureList'))
        ?.responseEnd ?? null,
  )

describe('S27 pop-up ad', () => {
  test('S27 desktop: hidden for 1000 ms after the ad loads, then shown with alt 首页广告; 关闭广告 hides it (desktop)', async () => {
    await open('desktop', { ad: true }, async ({ page, problems }) => {
      await watchAd(page)
      await page.goto('/home')
      await page.locator('.ad').waitFor({ state: 'visible', timeout: 10_000 })
      const [shownAt, answered] = [
        await page.evaluate(() => (window as unknown as { adShownAt?: number }).adShownAt),
        await answeredAt(page),
      ]
      expect(answered).not.toBeNull()
      expect((shownAt ?? 0) - (answered ?? 0)).toBeGreaterThanOrEqual(995)
      const image = page.getByRole('img', { name: '首页广告' })
      expect(shownPicture(await image.getAttribute('src'), baseURL)).toBe(ad.pictureUrl)
      await expect(image.evaluate((element: HTMLImageElement) => element.naturalWidth > 0)).resolves.toBe(true)
      await page.getByRole('button', { name: '关闭广告' }).click()
      await expect(page.locator('.ad').count()).resolves.toBe(0)
      expect(problems.pageErrors).toEqual([])
    })
  })

  test('S27 phone: never loaded, never shown (phone)', async () => {
    await open('phone', { ad: true }, async ({ page }) => {
      const requests: string[] = []
      page.on('request', (request) => request.url().includes('GetPictureList') && requests.push(request.url()))
      await page.goto('/home')
      await settled(page)
      await expect(page.locator('.ad').count()).resolves.toBe(0)
      expect(requests).toEqual([])
    })
  })

  test('S27 a failed ad call leaves no element and no error on the page (desktop)', async () => {
    await open('desktop', { ad: true }, async ({ context, page, problems }) => {
      await context.route('**/api/Website/GetPictureList**', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"success":false,"code":500,"message":"boom","data":{"items":[]}}',
        }),
      )
      await watchAd(page)
      await page.goto('/home')
      await page.waitForFunction(() => (window as unknown as { adLeftOut?: boolean }).adLeftOut === true)
      await expect(page.locator('.ad').count()).resolves.toBe(0)
      expect(problems.pageErrors).toEqual([])
      await expect(page.locator('body').innerText()).resolves.not.toMatch(/boom|授权失败|网络错误/)
    })
  })

  test('S27 an ad picture that fails to load leaves nothing (desktop)', async () => {
    await open('desktop', { ad: true }, async ({ context, page, problems }) => {
      await context.route(
        (url) => shownPicture(url.href, baseURL) === ad.pictureUrl,
        (route) => route.fulfill({ status: 404, body: '' }),
      )
      await watchAd(page)
      await page.goto('/home')
      await page.waitForFunction(() => (window as unknown as { adLeftOut?: boolean }).adLeftOut === true)
      await expect(page.locator('.ad').count()).resolves.toBe(0)
      expect(problems.pageErrors).toEqual([])
    })
  })
})

describe('S30 isMobile is a viewport narrower than 768 px', () => {
  for (const [width, mobile] of [
    [767, true],
    [768, false],
  ] as const) {
    test(`S30 ${width} px is ${mobile ? 'mobile' : 'desktop'}: menu button ${mobile ? 'shown' : 'hidden'}, ad ${mobile ? 'never' : 'shown'} (desktop)`, async () => {
      await open('desktop', { ad: true }, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/home')
        await expect(page.locator('.menu__toggle').isVisible()).resolves.toBe(mobile)
        if (mobile) {
          await settled(page)
          await expect(page.locator('.ad').count()).resolves.toBe(0)
        } else {
          await page.locator('.ad').waitFor({ state: 'visible', timeout: 5000 })
        }
      })
    })
  }
})

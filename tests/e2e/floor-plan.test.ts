import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import { deviceNames, launchBrowser, newContext } from '../helpers/browser'
import { waitFor } from '../helpers/poll'
import { hydrated, useBrowser } from './harness'

const baseURL = inject('baseURL')
const { open } = useBrowser()

/** Where the screenshots of the floor plan go, to be looked at. */
const SHOTS = path.join(os.tmpdir(), 'expo-floorplan-screenshots')
/** A demo booth let to an exhibitor (src/seed/content/exhibitors.ts). */
const BOOTH = 'W3-101'

beforeAll(() => {
  fs.mkdirSync(SHOTS, { recursive: true })
})

const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
/** The scale react-zoom-pan-pinch gave the first hall's plan. */
const planScale = (page: Page) => page.$eval('.floorplan__content', (element) => new DOMMatrix(getComputedStyle(element).transform).a)

describe('B5 floor plan', () => {
  for (const device of deviceNames) {
    test(`B5 /floorplan shows both halls, every linked booth a named link, zoomable (${device})`, async () => {
      await open(device, { path: '/floorplan' }, async ({ page, problems }) => {
        await hydrated(page)
        await expect(page.locator('h1').textContent()).resolves.toContain('展位图')
        await expect(page.locator('.floorplan__hall-name').allTextContents()).resolves.toEqual(['东区 E1、E2 馆', '西区 W3 馆'])
        const links = page.locator('svg a.floorplan__link')
        await expect(links.count()).resolves.toBe(20)
        await expect(links.first().getAttribute('aria-label')).resolves.toMatch(/^E1-\d{3} \p{Script=Han}+/u)
        await expect(overflow(page)).resolves.toBe(0)
        await page.screenshot({ path: path.join(SHOTS, `floorplan-${device}.png`), fullPage: true })
        // Zoom: the wheel on a desktop, the + button on a phone (a pinch drives the same transform).
        await expect(planScale(page)).resolves.toBe(1)
        if (device === 'desktop') {
          await page.locator('.floorplan__stage').first().hover()
          await page.mouse.wheel(0, -400)
        } else {
          await page.locator('.floorplan__control').first().click()
        }
        await waitFor('the plan zoomed in', async () => ((await planScale(page)) > 1 ? true : undefined))
        expect(problems).toEqual({ pageErrors: [], dialogs: [], cspViolations: [] })
      })
    }, 60_000)

    test(`B5 a deep link ?booth= marks the booth, names its exhibitor and zooms to it (${device})`, async () => {
      await open(device, { path: `/floorplan?booth=${BOOTH.toLowerCase()}` }, async ({ page }) => {
        await hydrated(page)
        const current = page.locator('.floorplan__booth--current')
        await expect(current.count()).resolves.toBe(1)
        await expect(current.getAttribute('data-booth')).resolves.toBe(BOOTH)
        await expect(page.locator('.floorplan__current').textContent()).resolves.toMatch(
          new RegExp(`展位 ${BOOTH} · 西区 W3 馆 · \\p{Script=Han}+`, 'u'),
        )
        const scales = () =>
          page.$$eval('.floorplan__content', (all) => all.map((element) => new DOMMatrix(getComputedStyle(element).transform).a))
        await waitFor('the second hall zoomed to the booth', async () => ((await scales())[1]! > 1 ? true : undefined))
        await page.screenshot({ path: path.join(SHOTS, `floorplan-booth-${device}.png`) })
      })
    }, 60_000)
  }

  test('B5 search by company or booth number, in a plain form that works without script', async () => {
    const browser = await launchBrowser()
    try {
      const context = await newContext(browser, 'phone', baseURL, { javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto('/floorplan', { waitUntil: 'load' })
      const company = (await page.locator('.floorplan__table tbody tr td:nth-child(2) a').first().textContent()) ?? ''
      await page.fill('#floorplan-q', company.slice(0, 2))
      await page.locator('form.floorplan-search button[type="submit"]').click()
      await page.waitForURL((url) => url.searchParams.get('q') === company.slice(0, 2))
      const matched = await page.locator('.floorplan__booth--match').count()
      expect(matched).toBeGreaterThan(0)
      await expect(page.locator('.floorplan__matches').textContent()).resolves.toBe(`找到 ${matched} 个展位`)
      await page.goto('/floorplan?q=w3-1', { waitUntil: 'load' })
      await expect(
        page.locator('.floorplan__booth--match').evaluateAll((all) => all.map((booth) => booth.getAttribute('data-booth'))),
      ).resolves.toEqual(['W3-101', 'W3-108'])
      await page.goto('/floorplan?q=没有这家公司', { waitUntil: 'load' })
      await expect(page.locator('.floorplan__matches').textContent()).resolves.toBe('没有找到匹配的展位')
      await page.goto('/floorplan?booth=Z9-999', { waitUntil: 'load' })
      await expect(page.locator('.floorplan__missing').textContent()).resolves.toBe('没有展位号为 “Z9-999” 的展位')
      await context.close()
    } finally {
      await browser.close()
    }
  }, 60_000)

  test('B5 the plan is the page: no home cards above it, so it is the first thing on a phone', async () => {
    for (const path of ['/floorplan', '/en/floorplan']) {
      const html = await (await fetch(`${baseURL}${path}`)).text()
      expect(html, path).toContain('<svg')
      expect(html, path).not.toContain('home-cards')
    }
  })

  test('B5 the plan is in the HTML for search engines: booth numbers, names and links, no script needed', async () => {
    const html = await (await fetch(`${baseURL}/floorplan`)).text()
    expect(html).toContain(`data-booth="${BOOTH}"`)
    expect(html.match(/<a href="\/showDetail\?id=\d+" class="floorplan__link"/g)).toHaveLength(20)
    const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text()
    expect(sitemap).toContain(`${baseURL}/floorplan</loc>`)
    expect(sitemap).toContain(`${baseURL}/en/floorplan</loc>`)
  })

  test('B5 an exhibitor’s page links to its booth on the plan, and the booth links back', async () => {
    await open('desktop', { path: `/floorplan?booth=${BOOTH}` }, async ({ page }) => {
      const profile = (await page.locator('.floorplan__booth--current').locator('xpath=..').getAttribute('href')) ?? ''
      expect(profile).toMatch(/^\/showDetail\?id=\d+$/)
      await page.goto(profile, { waitUntil: 'load' })
      const onPlan = page.locator('.exhibitor__booth-link')
      await expect(onPlan.textContent()).resolves.toBe('在展位图中查看')
      await expect(page.locator('.exhibitor__booth').textContent()).resolves.toBe(BOOTH)
      await onPlan.click()
      await page.waitForURL((url) => url.pathname === '/floorplan' && url.searchParams.get('booth') === BOOTH)
      await hydrated(page)
      await page.locator('a[aria-current="location"]').click({ force: true })
      await page.waitForURL((url) => `${url.pathname}${url.search}` === profile)
    })
  }, 60_000)

  test('B5 the English edition: /en/floorplan in English with the halls’ English names', async () => {
    await open('phone', { path: '/en/floorplan' }, async ({ page }) => {
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en')
      await expect(page.locator('h1').textContent()).resolves.toContain('Floor Plan')
      await expect(page.locator('.floorplan__hall-name').allTextContents()).resolves.toEqual(['East Halls E1 and E2', 'West Hall W3'])
      await expect(page.locator('svg a.floorplan__link').first().getAttribute('href')).resolves.toMatch(/^\/en\/showDetail\?id=\d+$/)
      await page.screenshot({ path: path.join(SHOTS, 'floorplan-en-phone.png'), fullPage: true })
    })
  }, 60_000)

  test('B5 axe-core finds no violation on /floorplan (phone)', async () => {
    await open('phone', { path: `/floorplan?booth=${BOOTH}` }, async ({ page }) => {
      await hydrated(page)
      const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual(
        [],
      )
    })
  }, 60_000)
})

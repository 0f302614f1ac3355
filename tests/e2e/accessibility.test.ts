import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, test } from 'vitest'

import { deviceNames } from '../helpers/browser'
import { hydrated, useBrowser } from './harness'

const { open } = useBrowser()

describe('accessibility and small screens', () => {
  for (const device of deviceNames) {
    test(`S29 axe-core: no serious or critical violation on /home (${device})`, async () => {
      await open(device, { ad: device === 'desktop', path: '/home' }, async ({ page }) => {
        if (device === 'desktop') await page.locator('.ad').waitFor({ state: 'visible', timeout: 10_000 })
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
        const severe = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
        expect(severe).toEqual([])
      })
    })
  }

  for (const width of [320, 375]) {
    test(`S30 no horizontal scroll at ${width} px, menu closed and open (phone)`, async () => {
      await open('phone', {}, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 })
        await page.goto('/home')
        await hydrated(page)
        const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        await expect(overflow()).resolves.toBe(0)
        await page.getByRole('button', { name: '菜单', exact: true }).click()
        await page.locator('.menu__expand').first().click()
        await expect(overflow()).resolves.toBe(0)
      })
    })
  }
})

import { describe, expect, inject, test } from 'vitest'

import { deviceNames } from '../helpers/browser'
import { nextFrame, settled, useBrowser } from './harness'

const fixtures = inject('fixtures')
const { open } = useBrowser()

describe('S31–S32 robustness', () => {
  for (const device of deviceNames) {
    test(`S31 a picture whose file is gone is hidden in a box of unchanged size (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        const card = page.locator(`[data-card-id="${fixtures.detailCard.id}"]`)
        await card.scrollIntoViewIfNeeded()
        const image = card.locator('.card__cover img')
        await page.waitForFunction(
          (id) => document.querySelector(`[data-card-id="${id}"] img`)?.hasAttribute('data-broken'),
          fixtures.detailCard.id,
        )
        await expect(image.evaluate((element) => getComputedStyle(element).visibility)).resolves.toBe('hidden')
        const heights = await page.$$eval('.home-cards .card__cover', (covers) =>
          covers.map((cover) => Math.round(cover.getBoundingClientRect().height)),
        )
        expect(new Set(heights).size).toBe(1)
        const shown = await page.locator('body').innerText()
        expect(shown).not.toMatch(/Error|undefined|null|错误|异常/)
      })
    })
  }

  // Whether a script runs does not depend on the viewport: one device.
  test('S32 stored script, handlers and javascript: URLs stay inert text (desktop)', async () => {
    await open('desktop', { path: '/home' }, async ({ page, problems }) => {
      await settled(page)
      const column = page.locator('.footer-info__column', { hasText: fixtures.hostileFooterArticle.title })
      await expect(column.textContent()).resolves.toContain('<script>window.__e2eXss = 1</script>')
      const report = await page.evaluate(() => ({
        flag: (window as unknown as { __e2eXss?: number }).__e2eXss,
        contentScripts: document.querySelectorAll('.rich-text script, .rich-text svg, .rich-text iframe').length,
        handlers: Array.from(document.querySelectorAll('.rich-text *')).flatMap((element) =>
          Array.from(element.attributes)
            .filter((attribute) => attribute.name.startsWith('on'))
            .map((attribute) => attribute.name),
        ),
        scriptUrls: Array.from(document.querySelectorAll('a[href], img[src]')).filter((element) =>
          /^\s*javascript:/i.test(element.getAttribute('href') ?? element.getAttribute('src') ?? ''),
        ).length,
        scripts: Array.from(document.querySelectorAll('body script')).filter((script) => script.closest('.rich-text')).length,
      }))
      expect(report).toEqual({ flag: undefined, contentScripts: 0, handlers: [], scriptUrls: 0, scripts: 0 })
      expect(problems.dialogs).toEqual([])
      await column.getByText('e2e 脚本链接').click()
      await nextFrame(page)
      expect(problems.dialogs).toEqual([])
      await expect(page.evaluate(() => (window as unknown as { __e2eXss?: number }).__e2eXss)).resolves.toBeUndefined()
    })
  })
})

import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { siteContent, type SiteContent } from './api'
import { hydrated, useBrowser } from './harness'
import { menuButton, menuCast, submenu, topLink } from './menu-helpers'

const { open } = useBrowser()
let content: SiteContent
let parent: MenuItem

beforeAll(async () => {
  content = await siteContent(inject('baseURL'))
  ;({ parent } = menuCast(content))
})

describe('S14 desktop: hover and keyboard focus open children, Escape closes, the title navigates', () => {
  test('S14 hover opens and leaving closes a sub-menu (desktop)', async () => {
    await open('desktop', { path: '/home' }, async ({ page }) => {
      await hydrated(page)
      await expect(submenu(page, parent).isVisible()).resolves.toBe(false)
      await topLink(page, parent).hover()
      await submenu(page, parent).waitFor({ state: 'visible' })
      await page.mouse.move(5, 700)
      await submenu(page, parent).waitFor({ state: 'hidden' })
      await expect(page.locator('.menu__toggle').isVisible()).resolves.toBe(false)
      await expect(page.locator('.menu__expand').first().isVisible()).resolves.toBe(false)
    })
  })

  test('S14 keyboard: Tab to the title opens its children, Tab reaches them, Escape closes (desktop)', async () => {
    await open('desktop', { path: '/home' }, async ({ page }) => {
      await hydrated(page)
      await page.mouse.move(5, 700)
      await topLink(page, parent).focus()
      await submenu(page, parent).waitFor({ state: 'visible' })
      await page.keyboard.press('Tab')
      await expect(page.evaluate(() => document.activeElement?.closest('.menu__submenu')?.id)).resolves.toBe(`submenu-${parent.id}`)
      await page.keyboard.press('Escape')
      await submenu(page, parent).waitFor({ state: 'hidden' })
      await expect(page.evaluate(() => document.activeElement?.classList.contains('menu__link'))).resolves.toBe(true)
      await page.keyboard.press('Tab')
      await page.keyboard.press('Shift+Tab')
      await submenu(page, parent).waitFor({ state: 'visible' })
    })
  })

  test('S14 clicking a title with children navigates (desktop)', async () => {
    await open('desktop', { path: '/home' }, async ({ page }) => {
      await hydrated(page)
      await topLink(page, parent).click()
      await page.waitForURL((url) => url.pathname === parent.link && url.search === `?menuId=${parent.id}`)
    })
  })
})

describe('S14 phone: 菜单 opens a dropdown; items with children have an expand toggle', () => {
  test('S14 menu button and expand toggles (phone)', async () => {
    await open('phone', { path: '/home' }, async ({ page }) => {
      await hydrated(page)
      const button = menuButton(page)
      await expect(page.locator('.menu__list').isVisible()).resolves.toBe(false)
      await button.click()
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true')
      await page.locator('.menu__list').waitFor({ state: 'visible' })
      const toggles = await page.$$eval('.menu__expand', (buttons) => buttons.map((toggle) => toggle.getAttribute('aria-controls')))
      expect(toggles).toEqual(content.menus.filter((menu) => menu.children.length > 0).map((menu) => `submenu-${menu.id}`))
      const toggle = page.locator(`[aria-controls="submenu-${parent.id}"]`)
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
      await toggle.click()
      await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
      await submenu(page, parent).waitFor({ state: 'visible' })
      await toggle.click()
      await submenu(page, parent).waitFor({ state: 'hidden' })
      await button.click()
      await page.locator('.menu__list').waitFor({ state: 'hidden' })
    })
  })
})

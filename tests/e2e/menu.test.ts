import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { MenuItem } from '@/content-api/contract'

import { deviceNames, type Device } from '../helpers/browser'
import { firstChildMenu, siteContent, type SiteContent } from './api'
import { hydrated, useBrowser } from './harness'
import { runFixtures } from './server'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: SiteContent
let parent: MenuItem
let child: MenuItem
let home: MenuItem

beforeAll(async () => {
  content = await siteContent(baseURL)
  ;({ parent, child } = firstChildMenu(content.menus))
  const homeItem = content.menus.find((menu) => menu.link === '/home')
  if (!homeItem) throw new Error('the menu has no /home item')
  home = homeItem
})

const submenu = (page: Page, menu: MenuItem) => page.locator(`#submenu-${menu.id}`)
const topLink = (page: Page, menu: MenuItem) => page.locator('.menu__item > .menu__row > .menu__link', { hasText: menu.nameCN })

/** Brings the child's link into view the way a visitor would on each device. */
async function revealChild(page: Page, device: Device, of: MenuItem = parent): Promise<void> {
  if (device === 'desktop') {
    await topLink(page, of).hover()
  } else {
    await page.getByRole('button', { name: '菜单' }).click()
    await page.locator(`[aria-controls="submenu-${of.id}"]`).click()
  }
  await submenu(page, of).waitFor({ state: 'visible' })
}

/** The first child menu whose own page answers (the routed pages may not all exist yet). */
async function routedChild(): Promise<{ parent: MenuItem; child: MenuItem } | null> {
  for (const top of content.menus) {
    for (const item of top.children) {
      if (item.link === '/home') continue
      const response = await fetch(`${baseURL}${item.link}?menuId=${item.id}`)
      if (response.status === 200) return { parent: top, child: item }
    }
  }
  return null
}

/** What a page shows for its menu: the title, the breadcrumb and the cover. */
const menuView = (page: Page) =>
  page.evaluate(() => ({
    title: document.title,
    breadcrumb: Array.from(document.querySelectorAll('.breadcrumb__item')).map((item) => item.textContent),
    cover: document.querySelector('.cover img')?.getAttribute('src') ?? null,
  }))

async function openMenu(page: Page, device: Device): Promise<void> {
  if (device === 'phone') await page.getByRole('button', { name: '菜单' }).click()
}

const storedMenu = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('menu') ?? 'null') as unknown)

for (const device of deviceNames) {
  describe(`menu (${device})`, () => {
    test(`S10 a child navigates to link?menuId=, the home item to /home without one (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        await hydrated(page)
        await revealChild(page, device)
        await submenu(page, parent).getByRole('link', { name: new RegExp(child.nameCN) }).click()
        await page.waitForURL((url) => url.pathname === child.link && url.search === `?menuId=${child.id}`)
        await page.goto(`/home?menuId=${child.id}`)
        await hydrated(page)
        await openMenu(page, device)
        await topLink(page, home).click()
        await page.waitForURL((url) => url.pathname === '/home' && url.search === '')
      })
    })

    test(`S11 each click fetches the menu list afresh and shows the editor's change (${device})`, async () => {
      const renamed = `${home.nameCN}E2E`
      await open(device, { path: `/home?menuId=${child.id}` }, async ({ page }) => {
        await hydrated(page)
        runFixtures(inject('dataDir'), ['rename-menu', String(home.id), renamed])
        try {
          await openMenu(page, device)
          const request = page.waitForRequest((request) => request.url().includes('/api/Website/GetMenuList'))
          await topLink(page, home).click()
          expect(new URL((await request).url()).searchParams.get('siteId')).toBeTruthy()
          await page.waitForURL((url) => url.search === '')
          await expect(page.locator('.menu__link .menu__cn', { hasText: renamed }).count()).resolves.toBe(1)
        } finally {
          runFixtures(inject('dataDir'), ['rename-menu', String(home.id), home.nameCN])
        }
      })
    })

    test(`S12 every item shows its Chinese name, English name and icon (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        await hydrated(page)
        await openMenu(page, device)
        const shown = await page.$$eval('.menu__list > .menu__item > .menu__row > .menu__link', (links) =>
          links.map((link) => ({
            cn: link.querySelector('.menu__cn')?.textContent,
            en: link.querySelector('.menu__en')?.textContent ?? '',
            icon: link.querySelector('img')?.getAttribute('src') ?? null,
            visible: (link as HTMLElement).offsetParent !== null,
          })),
        )
        expect(shown).toEqual(content.menus.map((menu) => ({ cn: menu.nameCN, en: menu.nameEN, icon: menu.iconUrl, visible: true })))
        const children = await submenu(page, parent).locator('.menu__cn').allTextContents()
        expect(children).toEqual(parent.children.map((item) => item.nameCN))
      })
    })

    test(`S13/S16 a click stores {webTitle, coverUrl, menuList, breadcrumb} before navigating (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        await hydrated(page)
        await revealChild(page, device)
        await submenu(page, parent).getByRole('link', { name: new RegExp(child.nameCN) }).click()
        await page.waitForURL((url) => url.search === `?menuId=${child.id}`)
        const stored = await storedMenu(page)
        expect(stored).toEqual({
          webTitle: child.siteName,
          coverUrl: child.coverUrl ?? parent.coverUrl,
          menuList: content.menus,
          breadcrumb: [parent.nameCN, child.nameCN],
        })
      })
    })

    test(`S16 a deep link in a fresh browser shows what the click showed (${device})`, async (context) => {
      const target = await routedChild()
      if (!target) return context.skip('no routed page besides /home answers yet')
      const clicked = await open(device, { path: '/home' }, async ({ page }) => {
        await hydrated(page)
        await revealChild(page, device, target.parent)
        await submenu(page, target.parent).getByRole('link', { name: new RegExp(target.child.nameCN) }).click()
        await page.waitForURL((url) => url.search === `?menuId=${target.child.id}`)
        await page.locator('.breadcrumb').waitFor()
        return { view: await menuView(page), stored: await storedMenu(page) }
      })
      const linked = await open(device, { path: `${target.child.link}?menuId=${target.child.id}` }, ({ page }) => menuView(page))
      expect(linked).toEqual(clicked.view)
      expect(linked.title).toBe(target.child.siteName || content.config.siteName)
      expect(linked.breadcrumb).toEqual(['首页', target.parent.nameCN, target.child.nameCN])
      expect(linked.cover).toBe(target.child.coverUrl ?? target.parent.coverUrl)
      expect(clicked.stored).toMatchObject({ breadcrumb: [target.parent.nameCN, target.child.nameCN], coverUrl: linked.cover })
    })

    test(`S15 open menus close when the route changes (${device})`, async () => {
      await open(device, { path: `/home?menuId=${child.id}` }, async ({ page }) => {
        await hydrated(page)
        if (device === 'desktop') {
          // The pointer stays on the parent while the keyboard follows the home link.
          await topLink(page, parent).hover()
          await submenu(page, parent).waitFor({ state: 'visible' })
          await topLink(page, home).focus()
          await page.keyboard.press('Enter')
        } else {
          await revealChild(page, device)
          await topLink(page, home).click()
        }
        await page.waitForURL((url) => url.search === '')
        await submenu(page, parent).waitFor({ state: 'hidden' })
        if (device === 'phone') {
          await expect(page.getByRole('button', { name: '菜单' }).getAttribute('aria-expanded')).resolves.toBe('false')
          await expect(page.locator('.menu__list').isVisible()).resolves.toBe(false)
        }
      })
    })
  })
}

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
      const button = page.getByRole('button', { name: '菜单' })
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

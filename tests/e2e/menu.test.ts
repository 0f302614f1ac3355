import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { MenuItem } from '@/content-source/contract'

import { deviceNames } from '../helpers/browser'
import { siteContent, type SiteContent } from './api'
import { hydrated, useBrowser } from './harness'
import {
  menuButton,
  linkedMenuView,
  menuCast,
  menuView,
  openMenu,
  renameMenu,
  revealChildren,
  routedChild,
  storedMenu,
  submenu,
  topLink,
} from './menu-helpers'
import { shownPicture } from './shown-picture'

const baseURL = inject('baseURL')
const { open } = useBrowser()
let content: SiteContent
let parent: MenuItem
let child: MenuItem
let home: MenuItem

beforeAll(async () => {
  content = await siteContent(baseURL)
  ;({ parent, child, home } = menuCast(content))
})

for (const device of deviceNames) {
  describe(`menu (${device})`, () => {
    test(`S10 a child navigates to link?menuId=, the home item to /home without one (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        await hydrated(page)
        await revealChildren(page, device, parent)
        await submenu(page, parent)
          .getByRole('link', { name: new RegExp(child.nameCN) })
          .click()
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
        // The page was rendered before the change; only the click's fresh list can know it.
        await renameMenu(baseURL, home, renamed)
        try {
          await openMenu(page, device)
          const request = page.waitForRequest((request) => request.url().includes('/api/Website/GetMenuList'))
          await topLink(page, home).click()
          expect(new URL((await request).url()).searchParams.get('siteId')).toBeTruthy()
          await page.waitForURL((url) => url.search === '')
          // The fresh list follows the navigation: the renamed item shows when it arrives.
          await page.locator('.menu__link .menu__cn', { hasText: renamed }).waitFor({ state: 'attached' })
          await expect(page.locator('.menu__link .menu__cn', { hasText: renamed }).count()).resolves.toBe(1)
        } finally {
          await renameMenu(baseURL, home, home.nameCN)
        }
      })
    })

    test(`S11 S16 a click navigates at once while the menu list is held back; its state is stored at once, the list follows (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ context, page }) => {
        await hydrated(page)
        let release = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        let asked = () => {}
        const requested = new Promise<void>((resolve) => (asked = resolve))
        await context.route('**/api/Website/GetMenuList**', async (route) => {
          asked()
          await held
          await route.continue()
        })
        await revealChildren(page, device, parent)
        const answered = page.waitForResponse((response) => response.url().includes('/api/Website/GetMenuList'))
        await submenu(page, parent)
          .getByRole('link', { name: new RegExp(child.nameCN) })
          .click()
        await requested
        // The new page, its breadcrumb and the stored state, all while the list is still held back.
        await page.waitForURL((url) => url.pathname === child.link && url.search === `?menuId=${child.id}`)
        await page.locator('.breadcrumb', { hasText: child.nameCN }).waitFor()
        await expect(storedMenu(page)).resolves.toEqual({
          webTitle: child.siteName,
          coverUrl: child.coverUrl ?? parent.coverUrl,
          menuList: content.menus,
          breadcrumb: [parent.nameCN, child.nameCN],
        })
        release()
        expect((await answered).status()).toBe(200)
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
        expect(shown.map((item) => ({ ...item, icon: shownPicture(item.icon, baseURL) }))).toEqual(
          content.menus.map((menu) => ({ cn: menu.nameCN, en: menu.nameEN, icon: menu.iconUrl, visible: true })),
        )
        const children = await submenu(page, parent).locator('.menu__cn').allTextContents()
        expect(children).toEqual(parent.children.map((item) => item.nameCN))
      })
    })

    test(`S13/S16 a click stores {webTitle, coverUrl, menuList, breadcrumb} before navigating (${device})`, async () => {
      await open(device, { path: '/home' }, async ({ page }) => {
        await hydrated(page)
        await revealChildren(page, device, parent)
        await submenu(page, parent)
          .getByRole('link', { name: new RegExp(child.nameCN) })
          .click()
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

    test(`S16 a deep link in a fresh browser shows what the click showed (${device})`, async () => {
      const target = await routedChild(baseURL, content.menus)
      // The demo seed has routed child pages.
      if (!target) throw new Error('the seed has no routed child page besides /home')
      const clicked = await open(device, { path: '/home' }, async ({ page }) => {
        await hydrated(page)
        await revealChildren(page, device, target.parent)
        await submenu(page, target.parent)
          .getByRole('link', { name: new RegExp(target.child.nameCN) })
          .click()
        await page.waitForURL((url) => url.search === `?menuId=${target.child.id}`)
        await page.locator('.breadcrumb').waitFor()
        // Next sets the title after the route's markup on a client navigation (it was once read empty).
        await page.waitForFunction(() => document.title !== '')
        return { view: await menuView(page), stored: await storedMenu(page) }
      })
      // A fresh browser on the link gets the server's HTML for it, the same for every device.
      const linked = await linkedMenuView(baseURL, `${target.child.link}?menuId=${target.child.id}`)
      expect(linked).toEqual(clicked.view)
      expect(linked.title).toBe(target.child.siteName || content.config.siteName)
      expect(linked.breadcrumb).toEqual(['首页', target.parent.nameCN, target.child.nameCN])
      expect(linked.cover).toBe(target.child.coverUrl ?? target.parent.coverUrl)
      expect(clicked.stored).toMatchObject({ breadcrumb: [target.parent.nameCN, target.child.nameCN], coverUrl: linked.cover })
    })

    test(`S15 open menus close when the route changes, and stay shut when the fresh list follows (${device})`, async () => {
      await open(device, { path: `/home?menuId=${child.id}` }, async ({ context, page }) => {
        await hydrated(page)
        // The list arrives after the new page, the home item renamed longer, so the
        // items move under a pointer that stays still.
        const longer = `${home.nameCN}（新）`
        let release = () => {}
        const held = new Promise<void>((resolve) => (release = resolve))
        await context.route('**/api/Website/GetMenuList**', async (route) => {
          await held
          const answer = await route.fetch()
          const body = (await answer.json()) as { data: { items: MenuItem[] } }
          const items = body.data.items.map((item) => (item.id === home.id ? { ...item, nameCN: longer } : item))
          await route.fulfill({ response: answer, json: { ...body, data: { ...body.data, items } } })
        })
        if (device === 'desktop') {
          // The pointer stays on the parent while the keyboard follows the home link.
          await topLink(page, parent).hover()
          await submenu(page, parent).waitFor({ state: 'visible' })
          await topLink(page, home).focus()
          await page.keyboard.press('Enter')
        } else {
          await revealChildren(page, device, parent)
          await topLink(page, home).click()
        }
        await page.waitForURL((url) => url.search === '')
        await submenu(page, parent).waitFor({ state: 'hidden' })
        release()
        await page.locator('.menu__link .menu__cn', { hasText: longer }).waitFor({ state: 'attached' })
        // Two painted frames: the pointer events of the moved layout have been dispatched.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        await expect(submenu(page, parent).isVisible()).resolves.toBe(false)
        if (device === 'phone') {
          await expect(menuButton(page).getAttribute('aria-expanded')).resolves.toBe('false')
          await expect(page.locator('.menu__list').isVisible()).resolves.toBe(false)
        }
      })
    })
  })
}

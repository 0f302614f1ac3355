import type { Page } from 'playwright-core'

import type { MenuItem } from '@/content-source/contract'

import type { Device } from '../helpers/browser'
import { fetchPage } from '../helpers/html'
import { firstChildMenu, type SiteContent } from './api'
import { shownPicture } from './shown-picture'
import { adminToken } from '../helpers/admin-session'

/** The menus the menu tests click: the first parent with a child, that child, and the home item. */
export function menuCast(content: SiteContent): { parent: MenuItem; child: MenuItem; home: MenuItem } {
  const { parent, child } = firstChildMenu(content.menus)
  const home = content.menus.find((menu) => menu.link === '/home')
  if (!home) throw new Error('the menu has no /home item')
  return { parent, child, home }
}

export const menuButton = (page: Page) => page.getByRole('button', { name: '菜单', exact: true })
export const submenu = (page: Page, menu: MenuItem) => page.locator(`#submenu-${menu.id}`)
export const topLink = (page: Page, menu: MenuItem) => page.locator('.menu__item > .menu__row > .menu__link', { hasText: menu.nameCN })

/** Brings a parent's children into view the way a visitor would on each device. */
export async function revealChildren(page: Page, device: Device, parent: MenuItem): Promise<void> {
  if (device === 'desktop') {
    await topLink(page, parent).hover()
  } else {
    await menuButton(page).click()
    await page.locator(`[aria-controls="submenu-${parent.id}"]`).click()
  }
  await submenu(page, parent).waitFor({ state: 'visible' })
}

export async function openMenu(page: Page, device: Device): Promise<void> {
  if (device === 'phone') await menuButton(page).click()
}

/** The first child menu whose own page answers (the routed pages may not all exist yet). */
export async function routedChild(baseURL: string, menus: readonly MenuItem[]): Promise<{ parent: MenuItem; child: MenuItem } | null> {
  for (const top of menus) {
    for (const item of top.children) {
      if (item.link === '/home') continue
      const response = await fetch(`${baseURL}${item.link}?menuId=${item.id}`)
      if (response.status === 200) return { parent: top, child: item }
    }
  }
  return null
}

/** What a page shows for its menu: the title, the breadcrumb and the cover (the picture's URL). */
export async function menuView(page: Page) {
  const view = await page.evaluate(() => ({
    title: document.title,
    breadcrumb: Array.from(document.querySelectorAll('.breadcrumb__item')).map((item) => item.textContent),
    cover: document.querySelector('.cover img')?.getAttribute('src') ?? null,
  }))
  return { ...view, cover: shownPicture(view.cover, page.url()) }
}

/** The same view of the server's HTML for an address: what a fresh browser opening that link gets. */
export async function linkedMenuView(baseURL: string, path: string): Promise<Awaited<ReturnType<typeof menuView>>> {
  const { document } = await fetchPage(baseURL, path)
  return {
    title: document.title,
    breadcrumb: Array.from(document.querySelectorAll('.breadcrumb__item')).map((item) => item.textContent),
    cover: shownPicture(document.querySelector('.cover img')?.getAttribute('src') ?? null, baseURL),
  }
}

export const storedMenu = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('menu') ?? 'null') as unknown)

/** Renames a menu as an editor does in the admin (REST, signed in), so the change hooks run. */
export async function renameMenu(baseURL: string, menu: MenuItem, nameCN: string): Promise<void> {
  const token = await adminToken(baseURL)
  const saved = await fetch(`${baseURL}/api/menus/${menu.id}`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({ nameCN }),
  })
  if (saved.status !== 200) throw new Error(`renaming menu ${menu.id} answered ${saved.status}`)
}

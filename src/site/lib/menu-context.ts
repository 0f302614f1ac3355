import type { MenuItem } from '@/content-source/contract'
import { DEFAULT_LOCALE, type Locale } from '@/locales/languages'
import { HOME_PATH, publicPath } from '@/content-model/public-paths'

/** What a menu id means for a page: the item, its parent, and what the shell shows for it (S13, S16). */
export type MenuContext = {
  menu: MenuItem
  parent: MenuItem | null
  /** Names from the top-level ancestor down to the item: (parent name, item name). */
  breadcrumb: string[]
  /** The item's own siteName; '' means the default exhibition name applies (S28). */
  webTitle: string
  /** The item's cover, else the nearest ancestor's (S18). */
  coverUrl: string | null
}

/** The shape the menu persists under localStorage `menu` (S16). */
export type StoredMenuState = {
  webTitle: string
  coverUrl: string | null
  menuList: MenuItem[]
  breadcrumb: string[]
}

export const HOME_LINK = HOME_PATH

const MENU_ID = /^[A-Za-z0-9_-]{1,64}$/

/** A `menuId` search param as given (string, repeated, missing) → the id, or null when malformed. */
export function parseMenuId(value: string | string[] | undefined | null): string | null {
  return typeof value === 'string' && MENU_ID.test(value) ? value : null
}

/** The item with this id and its ancestors, top-level first; null when the tree has no such item. */
export function findMenuPath(tree: readonly MenuItem[], id: string): MenuItem[] | null {
  for (const item of tree) {
    if (String(item.id) === id) return [item]
    const below = findMenuPath(item.children, id)
    if (below) return [item, ...below]
  }
  return null
}

/**
 * Resolves a page's `menuId` search param against the menu tree. Every routed page derives its
 * breadcrumb, title and cover from this, so a deep link shows what a click shows (S16).
 * Returns null when the id is missing, malformed or not in the tree.
 */
export function resolveMenuContext(tree: readonly MenuItem[], menuId: string | string[] | undefined | null): MenuContext | null {
  const id = parseMenuId(menuId)
  const path = id === null ? null : findMenuPath(tree, id)
  const menu = path?.at(-1)
  if (!path || !menu) return null
  const coverUrl = [...path].reverse().find((item) => item.coverUrl)?.coverUrl ?? null
  return {
    menu,
    parent: path.at(-2) ?? null,
    breadcrumb: path.map((item) => item.nameCN),
    webTitle: menu.siteName,
    coverUrl,
  }
}

/** Where a menu item leads: its page with `?menuId=`, except home links, which carry none (S10). */
export const menuHref = (item: Pick<MenuItem, 'id' | 'link'>): string => publicPath({ kind: 'menu', menu: item })

/**
 * G5: the menu tree as an edition shows it. In English a menu's English name is its name (shown
 * where the Chinese one is, with no second line), and a menu without one is not in the English
 * edition, nor are its sub-menus.
 */
export function menuTreeIn(locale: Locale, tree: readonly MenuItem[]): MenuItem[] {
  if (locale === DEFAULT_LOCALE) return [...tree]
  return tree.flatMap((item) =>
    item.nameEN.trim() ? [{ ...item, nameCN: item.nameEN.trim(), nameEN: '', children: menuTreeIn(locale, item.children) }] : [],
  )
}

/** Every menu of the tree, each parent before its children. */
export const allMenus = (tree: readonly MenuItem[]): MenuItem[] => tree.flatMap((item) => [item, ...allMenus(item.children)])

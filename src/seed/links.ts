/**
 * Links between seeded pages. Content written before the menus exist names a menu as
 * `menu:<key>`; once the menus are created, these become the menu's page with its id
 * (e.g. `/download?menuId=11`), the same address the site's menu navigates to (S13).
 */
import type { RichText } from './lexical'
import { menuId, menuTree, type MenuIds } from './menus'

const MENU_SCHEME = 'menu:'

type MenuRoute = { key: string; link: string }

function routes(): MenuRoute[] {
  return menuTree.flatMap((top) => [top, ...(top.children ?? [])]).map(({ key, link }) => ({ key, link }))
}

/** The site address of a seeded menu's page. */
export function menuHref(menus: MenuIds, key: string): string {
  const route = routes().find((item) => item.key === key)
  if (!route) throw new Error(`seed: no menu "${key}"`)
  return route.link === '/home' ? '/home' : `${route.link}?menuId=${menuId(menus, key)}`
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function resolveNode(node: unknown, menus: MenuIds): void {
  if (!isRecord(node)) return
  const fields = node.fields
  if (node.type === 'link' && isRecord(fields) && typeof fields.url === 'string' && fields.url.startsWith(MENU_SCHEME)) {
    fields.url = menuHref(menus, fields.url.slice(MENU_SCHEME.length))
    fields.newTab = false
  }
  if (Array.isArray(node.children)) for (const child of node.children) resolveNode(child, menus)
}

/** A copy of the rich text with every `menu:<key>` link pointing at that menu's page. */
export function resolveMenuLinks(state: RichText, menus: MenuIds): RichText {
  const copy = structuredClone(state)
  resolveNode(copy.root, menus)
  return copy
}

/**
 * Links between seeded pages. Content written before the menus exist names a menu as
 * `menu:<key>`; once the menus are created, these become internal links to that menu, which
 * render as the menu's page with its id (e.g. `/download?menuId=11`), the same address the
 * site's menu navigates to (S13).
 */
import type { RichText } from './lexical'
import { menuId, type MenuIds } from './menus'

const MENU_SCHEME = 'menu:'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

function resolveNode(node: unknown, menus: MenuIds): void {
  if (!isRecord(node)) return
  const fields = node.fields
  if (node.type === 'link' && isRecord(fields) && typeof fields.url === 'string' && fields.url.startsWith(MENU_SCHEME)) {
    // An internal link, as the editor's link picker makes: it follows the menu if its page changes.
    node.fields = {
      linkType: 'internal',
      newTab: false,
      doc: { relationTo: 'menus', value: menuId(menus, fields.url.slice(MENU_SCHEME.length)) },
    }
  }
  if (Array.isArray(node.children)) for (const child of node.children) resolveNode(child, menus)
}

/** A copy of the rich text with every `menu:<key>` link pointing at that menu's page. */
export function resolveMenuLinks(state: RichText, menus: MenuIds): RichText {
  const copy = structuredClone(state)
  resolveNode(copy.root, menus)
  return copy
}

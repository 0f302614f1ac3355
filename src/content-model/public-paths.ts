/**
 * Where a document is shown on the public site: the address an internal link in rich text
 * resolves to, computed when the text is rendered, so that it stays right when the linked
 * menu's page or a download's menu changes.
 */

/** The collections a rich-text link may point at: those with a page of their own. */
export const LINKABLE_COLLECTIONS = ['menus', 'articles', 'exhibitors', 'downloads'] as const
export type LinkableCollection = (typeof LINKABLE_COLLECTIONS)[number]

/** The site's home route: its menu item carries no `?menuId=` (S10). */
export const HOME_PATH = '/home'

type Id = number | string
type Related = Id | { id: Id } | null | undefined

const idOf = (value: Related): Id | null => (value === null || value === undefined ? null : typeof value === 'object' ? value.id : value)
const query = (path: string, name: string, value: Id) => `${path}?${name}=${encodeURIComponent(String(value))}`

/** A menu item's page: its route with `?menuId=`, the home route without. */
export function menuPath(menu: { id: Id; link: string }): string {
  return menu.link === HOME_PATH ? HOME_PATH : query(menu.link, 'menuId', menu.id)
}

/**
 * The public path of a linked document, as Payload gives it (populated, or only its id when the
 * read was not deep enough); null when it cannot be known (a menu or download read as a bare id).
 */
export function publicPath(collection: string, doc: Related): string | null {
  const id = idOf(doc)
  if (id === null) return null
  const fields = typeof doc === 'object' && doc !== null ? (doc as Record<string, unknown>) : null
  switch (collection) {
    case 'articles': {
      // With its menu, the page shows the menu's breadcrumb and cover.
      const menu = idOf(fields?.menu as Related)
      return menu === null ? query('/detail', 'id', id) : `${query('/detail', 'id', id)}&menuId=${encodeURIComponent(String(menu))}`
    }
    case 'exhibitors':
      return query('/showDetail', 'id', id)
    case 'menus':
      return typeof fields?.link === 'string' ? menuPath({ id, link: fields.link }) : null
    case 'downloads': {
      const menu = idOf(fields?.menu as Related)
      return menu === null ? null : query('/download', 'menuId', menu)
    }
    default:
      return null
  }
}

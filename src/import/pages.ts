import { sitePages } from '@/content-model/site-pages'
import type { Menu } from '@/payload-types'

const PAGES = new Set<string>(sitePages.map((option) => option.value))

/** The seed's routes that this site names differently. */
const RENAMED_PAGES: Record<string, Menu['link']> = { '/': '/home', '/showDetail': '/show', '/news-detail': '/detail' }

/** This site's page for a route of the origin's site (`/news-detail` → `/detail`), or null when it has none. */
export function sitePage(route: string): Menu['link'] | null {
  const pathname = URL.canParse(route, 'http://site.invalid') ? new URL(route, 'http://site.invalid').pathname : ''
  const page = RENAMED_PAGES[pathname] ?? pathname
  return PAGES.has(page) ? (page as Menu['link']) : null
}

/** The ids here of the origin's menus and articles, by their ids there; null when not imported (yet). */
export type LocalIds = { menu: (sourceId: string) => number | null; article: (sourceId: string) => number | null }

/**
 * A link of a body to a page of the origin's own site, as a link to the same page here: root-
 * relative, its `menuId` the imported menu's and an article page's `id` the imported article's;
 * null when it names no page of this site, or (`pending`) an article not saved yet: the import
 * saves the body again once it is.
 */
export function localPageLink(url: URL, ids: LocalIds): { href: string | null; pending: boolean } {
  const page = sitePage(url.pathname)
  if (!page) return { href: null, pending: false }
  const query = new URLSearchParams(url.search)
  const menuId = query.get('menuId')
  if (menuId !== null) {
    const local = ids.menu(menuId)
    if (local === null) query.delete('menuId')
    else query.set('menuId', String(local))
  }
  const articleId = page === '/detail' ? query.get('id') : null
  if (articleId !== null) {
    const article = ids.article(articleId)
    // Its id there may be another article's here: the link stays the origin's until it is in.
    if (article === null) return { href: null, pending: true }
    query.set('id', String(article))
  }
  const search = query.toString()
  return { href: `${page}${search ? `?${search}` : ''}${url.hash}`, pending: false }
}

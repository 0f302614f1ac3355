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

/**
 * A link of a body to a page of the origin's own site, as a link to the same page here: root-
 * relative, its `menuId` the imported menu's; null when it names no page of this site.
 */
export function localPageLink(url: URL, localMenuId: (sourceId: string) => number | null): string | null {
  const page = sitePage(url.pathname)
  if (!page) return null
  const query = new URLSearchParams(url.search)
  const menuId = query.get('menuId')
  if (menuId !== null) {
    const local = localMenuId(menuId)
    if (local === null) query.delete('menuId')
    else query.set('menuId', String(local))
  }
  const search = query.toString()
  return `${page}${search ? `?${search}` : ''}${url.hash}`
}

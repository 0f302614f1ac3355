import { cache } from 'react'

import { DEFAULT_LOCALE, localizedPath, LOCALES, type Locale } from '@/locales/languages'
import { HOME_PATH, publicPath } from '@/content-model/public-paths'
import { getContentSource, type ArticleItem, type ContentSource, type Id } from '@/content-source'
import { allMenus, menuTreeIn } from '@/site/lib/menu-context'

import type { SitePage } from './sitemap'
import { validDate } from './xml'

/** A public page the site can be found by: its path (canonical form) and when its content last changed. */
export type NewsEntry = { article: ArticleItem; menuId: Id; path: string; published: Date | null }

const PAGE_SIZE = 100
const ROUTED_LINKS = new Set(['/info', '/news', '/show', '/download'])

const newestOf = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((newest, date) => (date && (!newest || date > newest) ? date : newest), null)

/** Every article of one menu (not its sub-menus': each article is listed under its own menu once). */
async function menuArticles(source: ContentSource, menuId: Id): Promise<ArticleItem[]> {
  const articles: ArticleItem[] = []
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await source.getMenuArticles(menuId, { pageIndex, pageSize: PAGE_SIZE })
    articles.push(...page.items)
    if (page.items.length < PAGE_SIZE || articles.length >= page.total) return articles
  }
}

/** Every exhibitor's id and when its profile was last saved (null from a service that does not say). */
async function allExhibitors(source: ContentSource): Promise<{ id: Id; lastmod: Date | null }[]> {
  const exhibitors: { id: Id; lastmod: Date | null }[] = []
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await source.getExhibitors({ pageIndex, pageSize: PAGE_SIZE })
    exhibitors.push(...page.items.map((item) => ({ id: item.id, lastmod: validDate(item.updatedAt) })))
    if (page.items.length < PAGE_SIZE || exhibitors.length >= page.total) return exhibitors
  }
}

/** The news articles of every news menu in that edition, each under its own menu, newest first. */
export const getNewsEntries = cache(async (locale: Locale = DEFAULT_LOCALE): Promise<NewsEntry[]> => {
  const source = await getContentSource(locale)
  const menus = allMenus(menuTreeIn(locale, await source.getMenuTree())).filter((menu) => menu.link === '/news')
  const perMenu = await Promise.all(
    menus.map(async (menu) =>
      (await menuArticles(source, menu.id)).map((article) => ({
        article,
        menuId: menu.id,
        path: publicPath({ kind: 'article', id: article.id, menu }),
        published: validDate(article.publishedAt),
      })),
    ),
  )
  return perMenu.flat().sort((a, b) => (b.published?.getTime() ?? 0) - (a.published?.getTime() ?? 0))
})

/**
 * G1 + G5: every public page of both editions, the English ones under /en: those with English
 * content (the English edition lists only what is written in English).
 */
export const getSitePages = cache(async (): Promise<SitePage[]> => {
  const editions = await Promise.all(
    LOCALES.map(async (locale) => (await getEditionPages(locale)).map((page) => ({ ...page, path: localizedPath(page.path, locale) }))),
  )
  return editions.flat()
})

/**
 * G1: every public page of one edition (paths in Chinese form): /home, each menu's routed page, each news article and each exhibitor,
 * in their canonical forms. A menu page's lastmod is its newest content's; an exhibitor's is its
 * profile's last save (none from a remote service that does not send it).
 */
const getEditionPages = cache(async (locale: Locale): Promise<SitePage[]> => {
  const source = await getContentSource(locale)
  const menus = allMenus(menuTreeIn(locale, await source.getMenuTree()))
  const news = await getNewsEntries(locale)
  const newsOfMenu = (menuId: Id) => news.filter((entry) => entry.menuId === menuId)

  // G5: the English edition lists a menu's page only when it has English content (the others say
  // they are not in English yet, and are noindex).
  const listsAll = locale === DEFAULT_LOCALE
  const menuPages = await Promise.all(
    menus
      .filter((menu) => ROUTED_LINKS.has(menu.link))
      .map(async (menu): Promise<SitePage | null> => {
        const path = publicPath({ kind: 'menu', menu })
        if (menu.link === '/news') {
          const listed = listsAll || (await source.getMenuArticles(menu.id, { pageIndex: 1, pageSize: 1, includeSubmenus: true })).total > 0
          return listed ? { path, lastmod: newestOf(newsOfMenu(menu.id).map((entry) => entry.published)) } : null
        }
        if (menu.link === '/download') {
          const files = await source.getDownloads(menu.id)
          return listsAll || files.length > 0 ? { path, lastmod: newestOf(files.map((file) => validDate(file.updatedAt))) } : null
        }
        if (menu.link === '/info') {
          const [article] = (await source.getMenuArticles(menu.id, { pageIndex: 1, pageSize: 1 })).items
          return listsAll || article ? { path, lastmod: validDate(article?.publishedAt) } : null
        }
        return { path, lastmod: null }
      }),
  )
  const showMenu = menus.find((menu) => menu.link === '/show')
  const exhibitorPages = (await allExhibitors(source)).map(({ id, lastmod }): SitePage => ({
    path: publicPath({ kind: 'exhibitor', id, showMenuId: showMenu?.id ?? null }),
    lastmod,
  }))
  // B5: the floor plan, when the show has one.
  const floorPlan: SitePage[] = (await source.getFloorPlan()).halls.length > 0 ? [{ path: '/floorplan', lastmod: null }] : []
  const home: SitePage = { path: HOME_PATH, lastmod: newestOf(news.slice(0, 1).map((entry) => entry.published)) }
  const unique = new Map<string, SitePage>()
  for (const page of [
    home,
    ...menuPages.filter((page) => page !== null),
    ...news.map((entry) => ({ path: entry.path, lastmod: entry.published })),
    ...exhibitorPages,
    ...floorPlan,
  ]) {
    if (!unique.has(page.path)) unique.set(page.path, page)
  }
  return [...unique.values()]
})

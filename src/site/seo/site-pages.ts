import { cache } from 'react'

import { DEFAULT_LOCALE, localizedPath, LOCALES, type Locale } from '@/locales/languages'
import { HOME_PATH, publicPath } from '@/content-model/public-paths'
import { getContentSource, type ArticleItem, type ContentSource, type Id, type MenuItem } from '@/content-source'
import { allMenus, menuTreeIn } from '@/site/lib/menu-context'

import { listSegment, sitemapEntries, sitemapEntry, type SitemapSegment, type SitePage } from './sitemap'
import { validDate } from './xml'

/** A public page the site can be found by: its path (canonical form) and when its content last changed. */
export type NewsEntry = { article: ArticleItem; menuId: Id; path: string; published: Date | null }

const PAGE_SIZE = 100
/**
 * Z2: the sitemap reads its rows a page at a time, in the one order of a segment, and writes each
 * page out before reading the next: a file of FILE_MAX_URLS is a few pages, and a page's rows are
 * all it holds of the database at once.
 */
const SITEMAP_PAGE_SIZE = 1_000
const ROUTED_LINKS = new Set(['/info', '/news', '/show', '/download'])

const newestOf = (dates: (Date | null)[]): Date | null =>
  dates.reduce<Date | null>((newest, date) => (date && (!newest || date > newest) ? date : newest), null)

/** The articles of one menu, newest first, up to `limit` (not its sub-menus': each article is listed under its own menu once). */
async function menuArticles(source: ContentSource, menuId: Id, limit = Number.POSITIVE_INFINITY): Promise<ArticleItem[]> {
  const articles: ArticleItem[] = []
  const pageSize = Math.min(PAGE_SIZE, limit)
  for (let pageIndex = 1; ; pageIndex++) {
    const page = await source.getMenuArticles(menuId, { pageIndex, pageSize })
    articles.push(...page.items)
    if (page.items.length < pageSize || articles.length >= Math.min(page.total, limit)) return articles.slice(0, limit)
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

const editionMenus = async (source: ContentSource, locale: Locale): Promise<MenuItem[]> =>
  allMenus(menuTreeIn(locale, await source.getMenuTree()))

/**
 * The news articles of every news menu in that edition, each under its own menu, newest first;
 * with `perMenu`, only that many of each menu's newest (the RSS feed's).
 */
export const getNewsEntries = cache(async (locale: Locale = DEFAULT_LOCALE, perMenu?: number): Promise<NewsEntry[]> => {
  const source = await getContentSource(locale)
  const menus = (await editionMenus(source, locale)).filter((menu) => menu.link === '/news')
  const perMenuEntries = await Promise.all(
    menus.map(async (menu) =>
      (await menuArticles(source, menu.id, perMenu)).map((article) => ({
        article,
        menuId: menu.id,
        path: publicPath({ kind: 'article', id: article.id, menu }),
        published: validDate(article.publishedAt),
      })),
    ),
  )
  return perMenuEntries.flat().sort((a, b) => (b.published?.getTime() ?? 0) - (a.published?.getTime() ?? 0))
})

/**
 * A menu's newest article, with its date (the menu page's lastmod), or null when it has none. Z1:
 * where the CMS is in this process, one light row of the sitemap's (no article read in full).
 */
async function newestArticle(source: ContentSource, menuId: Id): Promise<{ lastmod: Date | null } | null> {
  if (source.sitemap) {
    const [row] = await source.sitemap.rows({ kind: 'articles', menuIds: [menuId], pageIndex: 1, pageSize: 1 })
    return row ? { lastmod: validDate(row.lastmod) } : null
  }
  const [article] = (await source.getMenuArticles(menuId, { pageIndex: 1, pageSize: 1 })).items
  return article ? { lastmod: validDate(article.publishedAt) } : null
}

/** Whether a news menu lists anything in this edition, its sub-menus' news included (as its page does): counted where it can be. */
async function listsNews(source: ContentSource, menu: MenuItem): Promise<boolean> {
  if (source.sitemap) return (await source.sitemap.count({ kind: 'articles', menuIds: allMenus([menu]).map((each) => each.id) })) > 0
  return (await source.getMenuArticles(menu.id, { pageIndex: 1, pageSize: 1, includeSubmenus: true })).total > 0
}

/**
 * G1: the pages of one edition that are not documents (paths in Chinese form): /home, each
 * menu's routed page and the floor plan. A menu page's lastmod is its newest content's; /home's
 * the newest news'. The English edition lists a menu's page only when it has English content
 * (G5: the others say they are not in English yet, and are noindex).
 */
const getMenuPages = cache(async (locale: Locale): Promise<SitePage[]> => {
  const source = await getContentSource(locale)
  const menus = await editionMenus(source, locale)
  const listsAll = locale === DEFAULT_LOCALE
  const newestNews = new Map<Id, Date | null>()
  for (const menu of menus.filter((menu) => menu.link === '/news'))
    newestNews.set(menu.id, (await newestArticle(source, menu.id))?.lastmod ?? null)
  const menuPages = await Promise.all(
    menus
      .filter((menu) => ROUTED_LINKS.has(menu.link))
      .map(async (menu): Promise<SitePage | null> => {
        const path = publicPath({ kind: 'menu', menu })
        if (menu.link === '/news') {
          const listed = listsAll || (await listsNews(source, menu))
          return listed ? { path, lastmod: newestNews.get(menu.id) ?? null } : null
        }
        if (menu.link === '/download') {
          const files = await source.getDownloads(menu.id)
          return listsAll || files.length > 0 ? { path, lastmod: newestOf(files.map((file) => validDate(file.updatedAt))) } : null
        }
        if (menu.link === '/info') {
          const article = await newestArticle(source, menu.id)
          return listsAll || article ? { path, lastmod: article?.lastmod ?? null } : null
        }
        return { path, lastmod: null }
      }),
  )
  // B5: the floor plan, when the show has one.
  const floorPlan: SitePage[] = (await source.hasFloorPlan()) ? [{ path: '/floorplan', lastmod: null }] : []
  const home: SitePage = { path: HOME_PATH, lastmod: newestOf([...newestNews.values()]) }
  return [home, ...menuPages.filter((page) => page !== null), ...floorPlan]
})

/**
 * G1: every public page of one edition (paths in Chinese form), documents included, read in full:
 * for a remote service, whose lists are all the sitemap can read.
 */
const getEditionPages = cache(async (locale: Locale): Promise<SitePage[]> => {
  const source = await getContentSource(locale)
  const menus = await editionMenus(source, locale)
  const news = await getNewsEntries(locale)
  const showMenu = menus.find((menu) => menu.link === '/show')
  const exhibitorPages = (await allExhibitors(source)).map(({ id, lastmod }): SitePage => ({
    path: publicPath({ kind: 'exhibitor', id, showMenuId: showMenu?.id ?? null }),
    lastmod,
  }))
  return [...(await getMenuPages(locale)), ...news.map((entry) => ({ path: entry.path, lastmod: entry.published })), ...exhibitorPages]
})

/** The pages of both editions, the English ones under /en, each once. */
async function bothEditions(pagesOf: (locale: Locale) => Promise<SitePage[]>): Promise<SitePage[]> {
  const unique = new Map<string, SitePage>()
  for (const locale of LOCALES)
    for (const page of await pagesOf(locale)) {
      const path = localizedPath(page.path, locale)
      if (!unique.has(path)) unique.set(path, { ...page, path })
    }
  return [...unique.values()]
}

/** A kind of document of one edition, counted, then read a page at a time from the CMS. */
async function documentSegment(
  source: ContentSource & Required<Pick<ContentSource, 'sitemap'>>,
  locale: Locale,
  kind: 'articles' | 'exhibitors',
  pathOf: (id: Id, menuId: Id | null) => string | null,
  menuIds?: readonly Id[],
): Promise<SitemapSegment> {
  const count = await source.sitemap.count({ kind, menuIds })
  return {
    count,
    async *read(offset, wanted) {
      const first = Math.floor(offset / SITEMAP_PAGE_SIZE) + 1
      const last = Math.floor((offset + wanted - 1) / SITEMAP_PAGE_SIZE) + 1
      for (let pageIndex = first; pageIndex <= last; pageIndex++) {
        const rows = await source.sitemap.rows({ kind, menuIds, pageIndex, pageSize: SITEMAP_PAGE_SIZE })
        const start = pageIndex === first ? offset % SITEMAP_PAGE_SIZE : 0
        const end = pageIndex === last ? ((offset + wanted - 1) % SITEMAP_PAGE_SIZE) + 1 : SITEMAP_PAGE_SIZE
        yield rows.slice(start, end).flatMap((row) => {
          const path = pathOf(row.id, row.menuId)
          return path === null ? [] : [sitemapEntry(localizedPath(path, locale), validDate(row.lastmod), row.inBothEditions)]
        })
      }
    },
  }
}

/**
 * G1, Z2: the sitemap in stretches: the menus' pages of both editions (a short list), then per
 * edition each news menu's articles and the exhibitors, each counted in SQL and read a page at
 * a time when a file needs them. A remote service offers only its lists: read in full.
 */
export async function sitemapSegments(): Promise<SitemapSegment[]> {
  const sources = await Promise.all(LOCALES.map(async (locale) => ({ locale, source: await getContentSource(locale) })))
  if (!sources.every(({ source }) => source.sitemap)) return [listSegment(sitemapEntries(await bothEditions(getEditionPages)))]
  const segments = [listSegment(sitemapEntries(await bothEditions(getMenuPages)))]
  for (const { locale, source } of sources) {
    if (!source.sitemap) continue
    const withSitemap = { ...source, sitemap: source.sitemap }
    const menus = await editionMenus(source, locale)
    const showMenuId = menus.find((menu) => menu.link === '/show')?.id ?? null
    for (const menu of menus.filter((menu) => menu.link === '/news'))
      segments.push(await documentSegment(withSitemap, locale, 'articles', (id) => publicPath({ kind: 'article', id, menu }), [menu.id]))
    segments.push(await documentSegment(withSitemap, locale, 'exhibitors', (id) => publicPath({ kind: 'exhibitor', id, showMenuId })))
  }
  return segments
}

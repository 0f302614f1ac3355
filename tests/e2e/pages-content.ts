import type { Page } from 'playwright-core'

import type { ArticleItem, DownloadItem, ExhibitorItem, MenuItem, SiteConfig } from '@/content-source/contract'
import { findMenuPath } from '@/site/lib/menu-context'

import { apiItems, SITE_ID } from './api'

/** What the routed-page tests need to know about the running site, read from its content API. */
export type PagesContent = {
  siteName: string
  menus: MenuItem[]
  /** The /info menu whose single page the tests open, and that page (its newest article). */
  info: MenuItem
  infoArticle: ArticleItem
  /** The /news menu with the most articles, and its articles newest first. */
  news: MenuItem
  newsArticles: ArticleItem[]
  /** The /show menu, if the menu links the directory. */
  show: MenuItem | null
  exhibitors: ExhibitorItem[]
  download: MenuItem
  downloads: DownloadItem[]
  /** A menu without articles, and one without files: for the empty states. */
  noArticles: MenuItem
  noDownloads: MenuItem
}

export const flatten = (menus: readonly MenuItem[]): MenuItem[] => menus.flatMap((menu) => [menu, ...flatten(menu.children)])

/** A menu's articles as its page lists them: a /news page includes its sub-menus' articles. */
const articlesOf = (baseURL: string, menu: MenuItem) =>
  apiItems<ArticleItem>(baseURL, 'GetArticleList', {
    menuId: String(menu.id),
    pageIndex: 1,
    pageSize: 100,
    ...(menu.link === '/news' ? { includeSubmenus: 'true' } : {}),
  })

function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the seeded site has no ${what}`)
  return value
}

export async function pagesContent(baseURL: string): Promise<PagesContent> {
  const [[config], tree] = await Promise.all([apiItems<SiteConfig>(baseURL, 'GetSiteConfig'), apiItems<MenuItem>(baseURL, 'GetMenuList')])
  const menus = flatten(tree).filter((menu) => menu.link !== '/home')
  const withArticles = await Promise.all(menus.map(async (menu) => ({ menu, articles: await articlesOf(baseURL, menu) })))
  const withFiles = await Promise.all(
    menus.map(async (menu) => ({ menu, files: await apiItems<DownloadItem>(baseURL, 'GetDownloadList', { menuId: String(menu.id) }) })),
  )
  const news = need(
    withArticles.filter((entry) => entry.menu.link === '/news').sort((a, b) => b.articles.length - a.articles.length)[0],
    'news menu',
  )
  const download = need(
    withFiles.find((entry) => entry.menu.link === '/download' && entry.files.length > 0),
    'download menu with files',
  )
  const info = need(
    withArticles.find((entry) => entry.menu.link === '/info' && entry.articles.length > 0),
    'info menu with a page',
  )
  return {
    siteName: need(config, 'site config').siteName,
    menus: tree,
    info: info.menu,
    infoArticle: need(info.articles[0], 'info page'),
    news: news.menu,
    newsArticles: news.articles,
    show: menus.find((menu) => menu.link === '/show') ?? null,
    exhibitors: await apiItems<ExhibitorItem>(baseURL, 'GetExhibitorList', { pageIndex: 1, pageSize: 100 }),
    download: download.menu,
    downloads: download.files,
    noArticles: need(withArticles.find((entry) => entry.articles.length === 0)?.menu, 'menu without articles'),
    noDownloads: need(withFiles.find((entry) => entry.files.length === 0)?.menu, 'menu without files'),
  }
}

/** The breadcrumb a page of this menu shows: 首页, the menu's ancestors and itself, then `more`. */
export function expectedCrumbs(content: PagesContent, menu: MenuItem | null, ...more: string[]): string[] {
  const path = menu ? (findMenuPath(content.menus, String(menu.id)) ?? []) : []
  return ['首页', ...path.map((item) => item.nameCN), ...more]
}

/** S28/P5: the <title> of a page of this menu, with the name of what it shows in front. */
export function expectedTitle(content: PagesContent, menu: MenuItem | null, name?: string): string {
  const title = menu?.siteName || content.siteName
  return name ? `${name} - ${title}` : title
}

/** The text an HTML fragment shows, whitespace dropped, for comparing with what the page shows. */
export const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, '')

export const shownText = async (page: Page, selector: string): Promise<string> =>
  ((await page.locator(selector).textContent()) ?? '').replace(/\s+/g, '')

export const breadcrumb = (page: Page) => page.$$eval('.breadcrumb__item', (items) => items.map((item) => (item.textContent ?? '').trim()))

/** P5/S30: the page is no wider than the viewport. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/** Waits until React has attached its handlers to this element (a client island is live). */
export async function whenHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css)
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'))
  }, selector)
}

/** The bytes the content API sends for a file, asked the way the browser asks. */
export async function downloadBytes(baseURL: string, id: number | string): Promise<{ bytes: Buffer; disposition: string | null }> {
  const response = await fetch(`${baseURL}/api/Website/DownloadFile`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ siteId: SITE_ID, id }),
  })
  if (response.status !== 200) throw new Error(`DownloadFile ${String(id)} answered HTTP ${response.status}`)
  return { bytes: Buffer.from(await response.arrayBuffer()), disposition: response.headers.get('content-disposition') }
}

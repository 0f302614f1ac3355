import { cache } from 'react'

import { getContentSource, type ContentSource, type ExhibitorQuery, type Id, type MenuArticlesQuery } from '@/content-source'
import { DEFAULT_LOCALE } from '@/locales/languages'
import { getChineseMenuTree, getMenuTree, getPageSource } from '@/site/lib/content'
import { getLocale } from '@/site/lib/locale'
import { parseMenuId, resolveMenuContext, type MenuContext } from '@/site/lib/menu-context'
import { readSection } from '@/site/lib/section'

import { pageNotFound } from './NotFound'
import type { SearchParam } from './params'

/** The read failed (logged by readSection); the page shows its empty state instead (S31). */
export const UNAVAILABLE = Symbol('unavailable')
export type Unavailable = typeof UNAVAILABLE

/**
 * The menu a page belongs to. A malformed or unknown `menuId` is a 404 (P5); a missing one is too
 * when the page lists the menu's content (`required`). Null when there is no menu to show, or
 * when the menu tree cannot be read right now (then the page cannot tell, and shows no 404).
 */
export async function menuOfPage(menuId: SearchParam, required: boolean): Promise<MenuContext | null> {
  if (menuId === undefined && !required) return null
  if (parseMenuId(menuId) === null) pageNotFound()
  const tree = await readSection('menu', getMenuTree)
  if (!tree) return null
  return resolveMenuContext(tree, menuId) ?? pageNotFound()
}

/**
 * G5: on the English edition, whether the page's menu is only in Chinese (it has no English
 * name): the page then says it is not in English yet, instead of a 404.
 */
export async function menuOnlyInChinese(menuId: SearchParam): Promise<boolean> {
  if ((await getLocale()) === DEFAULT_LOCALE || parseMenuId(menuId) === null) return false
  const [english, chinese] = await Promise.all([readSection('menu', getMenuTree), readSection('menu', getChineseMenuTree)])
  return Boolean(english && chinese && !resolveMenuContext(english, menuId) && resolveMenuContext(chinese, menuId))
}

/**
 * G5: on the English edition, whether a list that has nothing in English has something in
 * Chinese (`count` reads the Chinese list): the page then says it is not in English yet.
 */
export async function onlyInChinese(count: (chinese: ContentSource) => Promise<number>): Promise<boolean> {
  if ((await getLocale()) === DEFAULT_LOCALE) return false
  return ((await readSection('chinese list', async () => count(await getContentSource(DEFAULT_LOCALE)))) ?? 0) > 0
}

/** A read of one thing: pageNotFound() when it does not exist (P5), UNAVAILABLE when the read failed. */
export async function readFound<T>(section: string, read: () => Promise<T | null>): Promise<T | Unavailable> {
  const result = await readSection(section, async () => ({ value: await read() }))
  if (!result) return UNAVAILABLE
  return result.value ?? pageNotFound()
}

/** A list read: UNAVAILABLE when it failed (S31). */
export async function readList<T>(section: string, read: () => Promise<T>): Promise<T | Unavailable> {
  return (await readSection(section, read)) ?? UNAVAILABLE
}

// Shared by generateMetadata and the page within one request (React cache()).
export const getArticle = cache(async (id: string) => (await getPageSource()).getArticle(id))
export const getExhibitor = cache(async (id: string) => (await getPageSource()).getExhibitor(id))
export const getDownloads = cache(async (menuId: Id) => (await getPageSource()).getDownloads(menuId))
export const getMenuArticles = cache(async (menuId: Id, pageIndex: number, pageSize: number, includeSubmenus = false) =>
  (await getPageSource()).getMenuArticles(menuId, { pageIndex, pageSize, includeSubmenus } satisfies MenuArticlesQuery),
)
export const getExhibitors = cache(async (keyword: string, category: string, pageIndex: number, pageSize: number) => {
  const query: ExhibitorQuery = { pageIndex, pageSize, keyword: keyword || undefined, category: category || undefined }
  return (await getPageSource()).getExhibitors(query)
})

/** B5: the booth on the floor plan let to this exhibitor (its profile links there), or null. */
export const getBoothOnPlan = cache(async (exhibitorId: Id) => (await getPageSource()).getBoothOnPlan(exhibitorId))

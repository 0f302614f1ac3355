import { cache } from 'react'

import { getContentSource } from '@/content-source'
import type { MenuItem } from '@/content-source'
import type { Locale } from '@/locales/languages'

import { getLocale } from './locale'
import { menuTreeIn, resolveMenuContext, type MenuContext } from './menu-context'

/** The content source in the page's language (G5): every read of a page goes through it. */
export const getPageSource = cache(async () => getContentSource(await getLocale()))

/**
 * The shell's reads, deduplicated per request with React cache() so the layout, the page and
 * generateMetadata share one read each. They throw like the content source; wrap them in
 * readSection() where a failure should only leave a section out (S31).
 */
export const getSiteConfig = cache(async () => getSiteConfigIn(await getLocale()))

/** The same for a route that knows its edition from its path (no page, no locale header). */
export const getSiteConfigIn = cache(async (locale: Locale) => (await getContentSource(locale)).getSiteConfig())

/** The menu tree as the page's edition shows it (in English: the menus' English names). */
export const getMenuTree = cache(async (): Promise<MenuItem[]> =>
  menuTreeIn(await getLocale(), await (await getPageSource()).getMenuTree()),
)

/** G5: the Chinese menu tree, to tell a menu without an English name from an unknown one. */
export const getChineseMenuTree = cache(async () => (await getContentSource('zh')).getMenuTree())

/** The menu context of a page's `menuId` search param; null when unknown or malformed. */
export const getMenuContext = cache(async (menuId: string | string[] | undefined): Promise<MenuContext | null> =>
  resolveMenuContext(await getMenuTree(), menuId),
)

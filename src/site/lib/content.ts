import { cache } from 'react'

import { getContentSource } from '@/content-source'

import { resolveMenuContext, type MenuContext } from './menu-context'

/**
 * The shell's reads, deduplicated per request with React cache() so the layout, the page and
 * generateMetadata share one read each. They throw like the content source; wrap them in
 * readSection() where a failure should only leave a section out (S31).
 */
export const getSiteConfig = cache(async () => (await getContentSource()).getSiteConfig())

export const getMenuTree = cache(async () => (await getContentSource()).getMenuTree())

/** The menu context of a page's `menuId` search param; null when unknown or malformed. */
export const getMenuContext = cache(
  async (menuId: string | string[] | undefined): Promise<MenuContext | null> =>
    resolveMenuContext(await getMenuTree(), menuId),
)


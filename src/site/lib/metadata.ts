import type { Metadata } from 'next'

import type { Locale } from '@/locales/languages'

import { getMenuContext, getSiteConfigIn } from './content'
import { getLocale } from './locale'
import { readSection } from './section'

/** The exhibition's name when even the site settings cannot be read (or have no English name). */
const FALLBACK_SITE_NAME = '中国国际核工业展览会'
const FALLBACK_SITE_NAME_EN = 'China International Nuclear Industry Exhibition'

/** The exhibition's name in that edition when the settings have none. */
export const fallbackSiteName = (locale: Locale): string => (locale === 'en' ? FALLBACK_SITE_NAME_EN : FALLBACK_SITE_NAME)

export type SearchParams = Record<string, string | string[] | undefined>

/** The site's default exhibition name (S28) in the page's edition, never failing. */
export async function defaultSiteName(): Promise<string> {
  return siteNameIn(await getLocale())
}

/** The same for a route that knows its edition from its path (no page, no locale header). */
export async function siteNameIn(locale: Locale): Promise<string> {
  const config = await readSection('site config', () => getSiteConfigIn(locale))
  return config?.siteName || fallbackSiteName(locale)
}

/**
 * S28: the menu's siteName when set, else the default exhibition name. A page that shows one
 * thing (an article, an exhibitor) passes its name to put in front: "名称 - 标题".
 */
export async function metadataForMenu(menuId: string | string[] | undefined, pageName?: string): Promise<Metadata> {
  const [siteName, context] = await Promise.all([defaultSiteName(), readSection('menu', () => getMenuContext(menuId))])
  const title = context?.webTitle || siteName
  return { title: pageName ? `${pageName} - ${title}` : title }
}

/**
 * Drop-in `generateMetadata` for a routed page whose title follows its `menuId`:
 *   export const generateMetadata = generatePageMetadata
 */
export async function generatePageMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  return metadataForMenu((await searchParams).menuId)
}

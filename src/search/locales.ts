/** G6 × G5: search keeps one index per locale; each is read from the CMS in that locale, without falling back. */
export const SEARCH_LOCALES = ['zh', 'en'] as const satisfies readonly SearchLocale[]

export type SearchLocale = 'zh' | 'en'

/** The site's routes in a locale: Chinese at the root, English under `/en` (G5). */
export const localePath = (locale: SearchLocale, path: string): string => (locale === 'zh' ? path : `/en${path}`)

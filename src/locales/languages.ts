import type { LocalizationConfig } from 'payload'

/** G5: the site's languages. Chinese is the default edition; English lives under /en/…. */
export const LOCALES = ['zh', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'zh'

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value)

/** Each edition's language tag: the pages' `lang` and hreflang, the content API's Content-Language. */
export const LANGUAGE_TAGS: Record<Locale, string> = { zh: 'zh-CN', en: 'en' }

/**
 * Payload's localization: editors switch 中文 / English above each document (the admin reads a
 * document without fallback, so an English field never filled in shows empty). `fallback: true`
 * only so that a REST call without `?locale=` reads Chinese (with `false` Payload reads no
 * locale at all); the site and the content API read every text with `fallbackLocale: false`
 * (`readOptions()`), so an English page can tell that it has no English and say so instead of
 * showing Chinese under lang="en".
 */
export const localization: LocalizationConfig = {
  locales: [
    { code: 'zh', label: '中文' },
    { code: 'en', label: 'English' },
  ],
  defaultLocale: DEFAULT_LOCALE,
  fallback: true,
}

/**
 * The request header that carries a page's language, set from the path on every request before
 * Next sees it, overwriting whatever a client sent: by the production server (src/serving/answer.ts),
 * else by src/proxy.ts (`next dev`).
 */
export const LOCALE_HEADER = 'x-site-locale'

const ENGLISH_PREFIX = '/en'

/** A site path (`/news?menuId=3`) in that language: the English edition is the same path under /en. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path
  return path === '/' ? `${ENGLISH_PREFIX}/home` : `${ENGLISH_PREFIX}${path}`
}

/** The language of a request path and that path in Chinese (`/en/news?…` → en, `/news?…`). */
export function splitLocalePath(path: string): { locale: Locale; path: string } {
  if (path === ENGLISH_PREFIX || path.startsWith(`${ENGLISH_PREFIX}/`) || path.startsWith(`${ENGLISH_PREFIX}?`)) {
    const rest = path.slice(ENGLISH_PREFIX.length)
    return { locale: 'en', path: rest === '' || rest.startsWith('?') ? `/home${rest}` : rest }
  }
  return { locale: DEFAULT_LOCALE, path }
}

import { localizedPath, type Locale } from '@/locales/languages'

import { siteText, type SiteText } from './site-text'

export type SiteLanguage = {
  locale: Locale
  text: SiteText
  /** A site path (`/news?menuId=3`) in this edition (`/en/news?menuId=3` in English). */
  path: (path: string) => string
}

/** What a component needs to speak a page's language: its words and its links. */
export const siteLanguage = (locale: Locale): SiteLanguage => ({
  locale,
  text: siteText(locale),
  path: (path) => localizedPath(path, locale),
})

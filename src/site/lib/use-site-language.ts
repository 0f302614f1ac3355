'use client'

import { usePathname } from 'next/navigation'

import { localizedPath, type Locale, splitLocalePath } from '@/locales/languages'

import { islandText, type IslandText } from './island-text'

/** What a client island needs to speak its page's language: its few words and its links. */
export type IslandLanguage = {
  locale: Locale
  text: IslandText
  /** A site path (`/news?menuId=3`) in this edition (`/en/news?menuId=3` in English). */
  path: (path: string) => string
}

/** A client island's language: the page's path says it (/en/… is English), as on the server. */
export function useSiteLanguage(): IslandLanguage {
  const { locale } = splitLocalePath(usePathname())
  return { locale, text: islandText(locale), path: (path) => localizedPath(path, locale) }
}

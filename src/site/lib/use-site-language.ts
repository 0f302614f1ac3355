'use client'

import { usePathname } from 'next/navigation'

import { splitLocalePath } from '@/content-model/locales'

import { siteLanguage, type SiteLanguage } from './site-language'

/** A client island's language: the page's path says it (/en/… is English), as on the server. */
export function useSiteLanguage(): SiteLanguage {
  return siteLanguage(splitLocalePath(usePathname()).locale)
}

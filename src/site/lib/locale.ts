import { headers } from 'next/headers'
import { cache } from 'react'

import { DEFAULT_LOCALE, LOCALE_HEADER, type Locale } from '@/locales/languages'

import { siteLanguage, type SiteLanguage } from './site-language'

/** G5: the language of the page being rendered (set from the path before Next sees the request: src/serving/answer.ts); Chinese outside a request. */
export const getLocale = cache(async (): Promise<Locale> => {
  try {
    return (await headers()).get(LOCALE_HEADER) === 'en' ? 'en' : DEFAULT_LOCALE
  } catch {
    return DEFAULT_LOCALE
  }
})

/** The page's language for a server component: its words and its links. */
export const getSiteLanguage = cache(async (): Promise<SiteLanguage> => siteLanguage(await getLocale()))

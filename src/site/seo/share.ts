import type { Metadata } from 'next'

import { localizedPath, LOCALES } from '@/locales/languages'
import { getSiteConfig } from '@/site/lib/content'
import { getSiteLanguage } from '@/site/lib/locale'
import { siteText } from '@/site/lib/site-text'
import { defaultSiteName } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'

import { NOT_IN_ENGLISH_TITLE } from '@/site/pages/shared/NotInEnglish'

import { SHARE_IMAGE } from './pictures'
import { absoluteUrl } from './site-url'

export type PageSeo = {
  /** The page's canonical path (see canonical.ts). */
  path: string
  /** What `/share-image` makes the card of: `?article=…`, `?exhibitor=…`; the site default when absent. */
  image?: { article: string } | { exhibitor: string }
  type?: 'website' | 'article'
  /** G5: an English page that only says the content is not in English yet: kept out of search results. */
  notInEnglish?: boolean
  publishedTime?: string | null
}

/** The share card's address: absolute, as Open Graph and WeChat require. */
export function shareImageUrl(image: PageSeo['image']): string {
  const query = image ? `?${new URLSearchParams(image)}` : ''
  return absoluteUrl(`/share-image${query}`)
}

/**
 * G1 + G2: a page's metadata with its one canonical URL, and the Open Graph and Twitter cards
 * (title, description, 1200×630 image) built from its title and description.
 */
export async function withSeo(base: Metadata, page: PageSeo): Promise<Metadata> {
  const [siteName, config, { locale, text }] = await Promise.all([
    defaultSiteName(),
    readSection('site config', getSiteConfig),
    getSiteLanguage(),
  ])
  const title = page.notInEnglish ? `${NOT_IN_ENGLISH_TITLE} - ${siteName}` : typeof base.title === 'string' ? base.title : siteName
  const description = (!page.notInEnglish && base.description) || config?.seoDescription || siteName
  // G5: the canonical URL is this edition's; hreflang names both editions, Chinese the default.
  const url = absoluteUrl(localizedPath(page.path, locale))
  const chinese = absoluteUrl(page.path)
  const image = { url: shareImageUrl(page.image), width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: title }
  return {
    ...base,
    title,
    ...(page.notInEnglish ? { robots: { index: false, follow: true } } : {}),
    alternates: {
      canonical: url,
      // The same codes as each edition's <html lang> and the sitemap's alternates (site-text.ts).
      languages: {
        ...Object.fromEntries(LOCALES.map((code) => [siteText(code).htmlLang, absoluteUrl(localizedPath(page.path, code))])),
        'x-default': chinese,
      },
    },
    openGraph: {
      type: page.type ?? 'website',
      url,
      title,
      description,
      siteName,
      locale: text.ogLocale,
      images: [image],
      ...(page.type === 'article' && page.publishedTime ? { publishedTime: page.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}

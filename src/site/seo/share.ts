import type { Metadata } from 'next'

import { getSiteConfig } from '@/site/lib/content'
import { defaultSiteName } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'

import { SHARE_IMAGE } from './pictures'
import { absoluteUrl } from './site-url'

export type PageSeo = {
  /** The page's canonical path (see canonical.ts). */
  path: string
  /** What `/share-image` makes the card of: `?article=…`, `?exhibitor=…`; the site default when absent. */
  image?: { article: string } | { exhibitor: string }
  type?: 'website' | 'article'
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
  const [siteName, config] = await Promise.all([defaultSiteName(), readSection('site config', getSiteConfig)])
  const title = typeof base.title === 'string' ? base.title : siteName
  const description = base.description || config?.seoDescription || siteName
  const url = absoluteUrl(page.path)
  const image = { url: shareImageUrl(page.image), width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, alt: title }
  return {
    ...base,
    alternates: { canonical: url },
    openGraph: {
      type: page.type ?? 'website',
      url,
      title,
      description,
      siteName,
      locale: 'zh_CN',
      images: [image],
      ...(page.type === 'article' && page.publishedTime ? { publishedTime: page.publishedTime } : {}),
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  }
}

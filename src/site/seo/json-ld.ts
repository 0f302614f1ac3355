import { isHttpUrl } from '@/content-model/link-urls'
import type { ArticleItem, Exhibition } from '@/content-source'
import { formatDate } from '@/site/pages/shared/format'

/** A schema.org node as JSON-LD. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string; [property: string]: unknown }

const CONTEXT = 'https://schema.org' as const
const absolute = (origin: string, url: string) => (url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url)
/** Fields left empty in the settings are left out, not given as "". */
const filled = <T extends Record<string, unknown>>(node: T): T =>
  Object.fromEntries(Object.entries(node).filter(([, value]) => value !== '' && value !== undefined && value !== null)) as T

/**
 * JSON-LD inside `<script type="application/ld+json">`: `<`, `>` and `&` as JSON escapes, so no
 * editor's text can close the script or open a comment; U+2028/2029 too (not valid in JS strings before ES2019).
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

export type SiteIdentity = { origin: string; siteName: string; logoUrl: string | null }

/** The site's publisher: the exhibition's name, home page and logo. */
export function organizationLd({ origin, siteName, logoUrl }: SiteIdentity): JsonLd {
  return filled({
    '@context': CONTEXT,
    '@type': 'Organization',
    name: siteName,
    url: `${origin}/home`,
    logo: logoUrl ? absolute(origin, logoUrl) : undefined,
  })
}

/**
 * G3 /home: the exhibition as a schema.org ExhibitionEvent, from the settings' 展会信息. Null
 * until the settings give what search engines require: a start date and a venue. `path` puts the
 * site's own addresses in the page's edition (G5: /en/home names /en/… pages).
 */
export function exhibitionEventLd(
  exhibition: Exhibition | undefined,
  site: SiteIdentity & { description: string; imageUrl: string; path?: (path: string) => string },
): JsonLd | null {
  const startDate = formatDate(exhibition?.startDate)
  if (!exhibition || !startDate || !exhibition.venueName) return null
  const path = site.path ?? ((own: string) => own)
  const ownPath = (url: string) => (url.startsWith('/') && !url.startsWith('//') ? path(url) : url)
  const registrationUrl = exhibition.registrationUrl ? absolute(site.origin, ownPath(exhibition.registrationUrl)) : ''
  return filled({
    '@context': CONTEXT,
    '@type': 'ExhibitionEvent',
    name: exhibition.name || site.siteName,
    description: site.description,
    url: `${site.origin}${path('/home')}`,
    image: [site.imageUrl],
    startDate,
    endDate: formatDate(exhibition.endDate) ?? startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: exhibition.venueName,
      address: filled({
        '@type': 'PostalAddress',
        streetAddress: exhibition.streetAddress,
        addressLocality: exhibition.city,
        addressRegion: exhibition.region,
        postalCode: exhibition.postalCode,
        addressCountry: 'CN',
      }),
    },
    organizer: filled({
      '@type': 'Organization',
      name: exhibition.organizerName || site.siteName,
      url: isHttpUrl(exhibition.organizerUrl) ? exhibition.organizerUrl : `${site.origin}/home`,
    }),
    offers: isHttpUrl(registrationUrl)
      ? { '@type': 'Offer', url: registrationUrl, price: 0, priceCurrency: 'CNY', availability: 'https://schema.org/InStock' }
      : undefined,
  })
}

/** G3 news details: a NewsArticle (Google's required headline, image, dates; the publisher). */
export function newsArticleLd(
  article: ArticleItem,
  page: { url: string; imageUrl: string; description: string; language: string },
  site: SiteIdentity,
): JsonLd {
  const published =
    article.publishedAt && !Number.isNaN(Date.parse(article.publishedAt)) ? new Date(article.publishedAt).toISOString() : undefined
  const publisher = organizationLd(site)
  delete publisher['@context']
  return filled({
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: article.title.length > 110 ? `${article.title.slice(0, 109)}…` : article.title,
    description: page.description,
    image: [page.imageUrl],
    datePublished: published,
    dateModified: published,
    mainEntityOfPage: { '@type': 'WebPage', '@id': page.url },
    url: page.url,
    author: { '@type': 'Organization', name: site.siteName, url: `${site.origin}/home` },
    publisher,
    inLanguage: page.language,
  })
}

/** G3: 首页 › … as a BreadcrumbList; the last crumb (the page itself) may have no URL. */
export function breadcrumbLd(origin: string, crumbs: readonly { name: string; path?: string }[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: '首页', path: '/home' }, ...crumbs].map((crumb, index) =>
      filled({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.path ? absolute(origin, crumb.path) : undefined }),
    ),
  }
}

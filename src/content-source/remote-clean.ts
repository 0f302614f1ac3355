import { sanitizeRichHtml } from './html'
import type { ArticleItem, ExhibitorItem, InformationItem, MenuItem, PictureItem } from './types'

const SCHEME = /^([a-z][a-z\d+.-]*):/i

/** A link or image from a remote is kept only when it is http(s) or relative: no `javascript:`, `data:`… */
function safeUrl(value: string): string | null {
  const trimmed = value.trim()
  // Browsers ignore tabs and newlines inside a scheme, so `java\tscript:` must be caught too.
  const scheme = SCHEME.exec(trimmed.replace(/[\u0000-\u0020]/g, ''))?.[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null
  return trimmed
}

/**
 * Reshapes what a remote backend sends before a page sees it: it is not trusted (S32), so HTML is
 * sanitized again, and its root-relative media paths point at it, not at this site (A1).
 */
export function createCleaner(remoteOrigin: string) {
  const media = (value: string | null): string | null => {
    const url = value === null ? null : safeUrl(value)
    return url?.startsWith('/') && !url.startsWith('//') ? remoteOrigin + url : url
  }
  const link = (value: string | null | undefined): string | null => (value ? safeUrl(value) : null)
  const html = (value: string): string => sanitizeRichHtml(value, remoteOrigin)

  const menu = (item: MenuItem): MenuItem => ({
    ...item,
    iconUrl: media(item.iconUrl),
    coverUrl: media(item.coverUrl),
    link: link(item.link) ?? '',
    children: item.children.map(menu),
  })

  return {
    menu,
    information: (item: InformationItem): InformationItem => ({ ...item, coverUrl: media(item.coverUrl), detail: html(item.detail) }),
    picture: (item: PictureItem): PictureItem => ({
      ...item,
      pictureUrl: media(item.pictureUrl) ?? '',
      ...(item.link === undefined ? {} : { link: link(item.link) }),
    }),
    article: (item: ArticleItem): ArticleItem => ({
      ...item,
      coverUrl: media(item.coverUrl),
      link: link(item.link),
      detail: html(item.detail),
    }),
    exhibitor: (item: ExhibitorItem): ExhibitorItem => ({
      ...item,
      logoUrl: media(item.logoUrl),
      website: link(item.website),
      introduction: html(item.introduction),
      ...(item.products === undefined
        ? {}
        : { products: item.products.map((product) => ({ ...product, pictureUrl: media(product.pictureUrl) })) }),
    }),
  }
}

export type Cleaner = ReturnType<typeof createCleaner>

import { localizedPath, LOCALES, splitLocalePath } from '@/locales/languages'
import { siteText } from '@/site/lib/site-text'

import { absoluteUrl } from './site-url'
import { escapeXml } from './xml'

/** G5: the same page in another language (`hreflang` a BCP 47 code or `x-default`). */
export type SitemapAlternate = { hreflang: string; href: string }
export type SitemapEntry = { loc: string; lastmod: Date | null; alternates?: readonly SitemapAlternate[] }
/** A public page of the site (site-pages.ts), in its edition's form. */
export type SitePage = { path: string; lastmod: Date | null }

/** The sitemaps.org limits of one file: 50 000 URLs and 10 MB (10 485 760 bytes) uncompressed. */
export const SITEMAP_LIMITS = { maxUrls: 50_000, maxBytes: 10 * 1024 * 1024 }
export type SitemapLimits = typeof SITEMAP_LIMITS

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n'
const URLSET_CLOSE = '</urlset>\n'
const INDEX_OPEN = '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n'
const INDEX_CLOSE = '</sitemapindex>\n'

const lastmodTag = (date: Date | null) => (date ? `<lastmod>${date.toISOString()}</lastmod>` : '')
const alternateTags = (alternates: readonly SitemapAlternate[] = []) =>
  alternates
    .map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflang)}" href="${escapeXml(href)}"/>`)
    .join('')
const urlElement = (entry: SitemapEntry) =>
  `<url><loc>${escapeXml(entry.loc)}</loc>${lastmodTag(entry.lastmod)}${alternateTags(entry.alternates)}</url>\n`

/** The entries cut into files that each stay within the limits (at least one file, maybe empty). */
export function splitSitemap(entries: readonly SitemapEntry[], limits: SitemapLimits = SITEMAP_LIMITS): SitemapEntry[][] {
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  const files: SitemapEntry[][] = [[]]
  let bytes = frame
  for (const entry of entries) {
    const size = Buffer.byteLength(urlElement(entry))
    const current = files.at(-1) as SitemapEntry[]
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      files.push([entry])
      bytes = frame + size
    } else {
      current.push(entry)
      bytes += size
    }
  }
  return files
}

/** One `<urlset>` file. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return URLSET_OPEN + entries.map(urlElement).join('') + URLSET_CLOSE
}

/** The newest lastmod of a file's entries: its own lastmod in the index. */
function newest(entries: readonly SitemapEntry[]): Date | null {
  let latest: Date | null = null
  for (const { lastmod } of entries) if (lastmod && (!latest || lastmod > latest)) latest = lastmod
  return latest
}

/** The `<sitemapindex>` naming each file by `fileUrl(1-based number)`. */
export function sitemapIndexXml(files: readonly SitemapEntry[][], fileUrl: (number: number) => string): string {
  const items = files.map(
    (entries, index) => `<sitemap><loc>${escapeXml(fileUrl(index + 1))}</loc>${lastmodTag(newest(entries))}</sitemap>\n`,
  )
  return INDEX_OPEN + items.join('') + INDEX_CLOSE
}

/**
 * G1 /sitemap.xml: the urlset itself while everything fits in one file, else an index of the
 * numbered files (`/sitemap/1.xml` …) that `sitemapFile` answers.
 */
export function sitemapDocument(entries: readonly SitemapEntry[], origin: string, limits: SitemapLimits = SITEMAP_LIMITS): string {
  const files = splitSitemap(entries, limits)
  if (files.length === 1) return urlsetXml(files[0] as SitemapEntry[])
  return sitemapIndexXml(files, (number) => `${origin}/sitemap/${number}.xml`)
}

/** The numbered file of a split sitemap, or null when there is no such file. */
export function sitemapFile(entries: readonly SitemapEntry[], number: number, limits: SitemapLimits = SITEMAP_LIMITS): string | null {
  const files = splitSitemap(entries, limits)
  if (files.length === 1 || !Number.isInteger(number) || number < 1) return null
  const file = files[number - 1]
  return file ? urlsetXml(file) : null
}

/**
 * G1 + G5: the sitemap's entries. A page that is in both editions names both, and Chinese as
 * `x-default`; a page only one edition has names none (stricter than the pages' heads, which
 * always name both: an English page without English says so and is noindex).
 */
export function sitemapEntries(pages: readonly SitePage[], absolute: (path: string) => string = absoluteUrl): SitemapEntry[] {
  const listed = new Set(pages.map((page) => page.path))
  return pages.map((page) => {
    const chinese = splitLocalePath(page.path).path
    const editions = LOCALES.map((locale) => ({ locale, path: localizedPath(chinese, locale) }))
    const alternates = editions.every(({ path }) => listed.has(path))
      ? [
          ...editions.map(({ locale, path }) => ({ hreflang: siteText(locale).htmlLang, href: absolute(path) })),
          { hreflang: 'x-default', href: absolute(chinese) },
        ]
      : undefined
    return { loc: absolute(page.path), lastmod: page.lastmod, ...(alternates ? { alternates } : {}) }
  })
}

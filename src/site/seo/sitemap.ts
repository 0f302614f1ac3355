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
/** Z2: URLs a file holds at most, well within the protocol's limits: each file is built in a second or two, streamed a page of rows at a time. */
export const FILE_MAX_URLS = 5_000

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

/** A stretch of the sitemap's entries that is counted first and then read a range at a time. */
export type SitemapSegment = { count: number; read: (offset: number, count: number) => AsyncIterable<SitemapEntry[]> }

/** The entries of a short list held in memory (the menus' pages; a remote service's lists). */
export function listSegment(entries: readonly SitemapEntry[]): SitemapSegment {
  return {
    count: entries.length,
    async *read(offset, count) {
      yield entries.slice(offset, offset + count)
    },
  }
}

/**
 * The most URLs a file holds while staying under both limits: an entry is its page's URL and,
 * for a page of both editions, three more (zh-CN, en, x-default), each the origin and a path of
 * a few dozen characters (ids of up to 12 digits), with its tags and lastmod.
 */
export function urlsPerFile(origin: string, limits: SitemapLimits = SITEMAP_LIMITS): number {
  const url = Buffer.byteLength(escapeXml(origin)) + 64
  const entry = 4 * url + 220
  const frame = Buffer.byteLength(URLSET_OPEN + URLSET_CLOSE)
  return Math.max(1, Math.min(limits.maxUrls, FILE_MAX_URLS, Math.floor((limits.maxBytes - frame) / entry)))
}

/** How many files the segments fill (at least one, maybe empty). */
export const fileCount = (segments: readonly SitemapSegment[], perFile: number): number =>
  Math.max(1, Math.ceil(segments.reduce((sum, segment) => sum + segment.count, 0) / perFile))

/**
 * Z2: the numbered file's `<urlset>` (1-based) as it is written: its opening, then each page of
 * entries as the segments yield it (only that page's rows are held), then its close.
 */
export async function* urlsetFile(segments: readonly SitemapSegment[], number: number, perFile: number): AsyncGenerator<string> {
  yield URLSET_OPEN
  let skip = (number - 1) * perFile
  let wanted = perFile
  for (const segment of segments) {
    if (wanted === 0) break
    if (skip >= segment.count) {
      skip -= segment.count
      continue
    }
    const take = Math.min(wanted, segment.count - skip)
    for await (const entries of segment.read(skip, take)) if (entries.length > 0) yield entries.map(urlElement).join('')
    skip = 0
    wanted -= take
  }
  yield URLSET_CLOSE
}

/** A document that is one piece of text, in the form the streamed ones have. */
async function* whole(text: string): AsyncGenerator<string> {
  yield text
}

/** The `<sitemapindex>` naming each file by `fileUrl(1-based number)`. */
export function sitemapIndexXml(files: number, fileUrl: (number: number) => string): string {
  const items = Array.from({ length: files }, (_, index) => `<sitemap><loc>${escapeXml(fileUrl(index + 1))}</loc></sitemap>\n`)
  return INDEX_OPEN + items.join('') + INDEX_CLOSE
}

/** One `<urlset>` of these entries. */
export const urlsetXml = (entries: readonly SitemapEntry[]): string => URLSET_OPEN + entries.map(urlElement).join('') + URLSET_CLOSE

/**
 * G1, Z2: /sitemap.xml: the urlset itself while everything fits in one file, else an index of
 * the numbered files (`/sitemap/1.xml` …) that `sitemapFile` answers. Only counts are read for it.
 */
export function sitemapDocument(
  segments: readonly SitemapSegment[],
  origin: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): AsyncGenerator<string> {
  const perFile = urlsPerFile(origin, limits)
  const files = fileCount(segments, perFile)
  if (files === 1) return urlsetFile(segments, 1, perFile)
  return whole(sitemapIndexXml(files, (number) => `${origin}/sitemap/${number}.xml`))
}

/** The numbered file of a split sitemap, written as it is read, or null when there is no such file. */
export function sitemapFile(
  segments: readonly SitemapSegment[],
  number: number,
  origin: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): AsyncGenerator<string> | null {
  const perFile = urlsPerFile(origin, limits)
  const files = fileCount(segments, perFile)
  if (files === 1 || !Number.isInteger(number) || number < 1 || number > files) return null
  return urlsetFile(segments, number, perFile)
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
    const inBoth = LOCALES.every((locale) => listed.has(localizedPath(chinese, locale)))
    return sitemapEntry(page.path, page.lastmod, inBoth, absolute)
  })
}

/** One page's entry; a page both editions list names both, and Chinese as `x-default` (G5). */
export function sitemapEntry(
  path: string,
  lastmod: Date | null,
  inBothEditions: boolean,
  absolute: (path: string) => string = absoluteUrl,
): SitemapEntry {
  if (!inBothEditions) return { loc: absolute(path), lastmod }
  const chinese = splitLocalePath(path).path
  const alternates = [
    ...LOCALES.map((locale) => ({ hreflang: siteText(locale).htmlLang, href: absolute(localizedPath(chinese, locale)) })),
    { hreflang: 'x-default', href: absolute(chinese) },
  ]
  return { loc: absolute(path), lastmod, alternates }
}

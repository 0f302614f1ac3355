import { describe, expect, it } from 'vitest'

import {
  fileCount,
  listSegment,
  SITEMAP_LIMITS,
  sitemapDocument,
  sitemapEntries,
  sitemapEntry,
  sitemapFile,
  type SitemapEntry,
  type SitemapSegment,
  urlsetXml,
  urlsPerFile,
} from './sitemap'

const ORIGIN = 'https://expo.example.cn'
const entries = (count: number, pad = 0): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    loc: `${ORIGIN}/news-detail?id=${index + 1}&menuId=9${'x'.repeat(pad)}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
  }))
/** A streamed document's whole text; '' for none. */
async function text(chunks: AsyncIterable<string> | null): Promise<string> {
  const parts: string[] = []
  for await (const chunk of chunks ?? []) parts.push(chunk)
  return parts.join('')
}
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

const perFile = urlsPerFile(ORIGIN)

describe('G1 sitemap builder', () => {
  it('G1 sitemap: what fits in one file stays one urlset; one URL more becomes an index of two files', async () => {
    const fits = await text(sitemapDocument([listSegment(entries(perFile))], ORIGIN))
    expect(fits.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(locs(fits)).toHaveLength(perFile)

    const all = [listSegment(entries(perFile + 1))]
    const index = await text(sitemapDocument(all, ORIGIN))
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual([`${ORIGIN}/sitemap/1.xml`, `${ORIGIN}/sitemap/2.xml`])
    expect(locs(await text(sitemapFile(all, 1, ORIGIN)))).toHaveLength(perFile)
    expect(locs(await text(sitemapFile(all, 2, ORIGIN)))).toEqual([`${ORIGIN}/news-detail?id=${perFile + 1}&amp;menuId=9`])
    expect(sitemapFile(all, 3, ORIGIN)).toBeNull()
    expect(sitemapFile([listSegment(entries(10))], 1, ORIGIN)).toBeNull()
  })

  it('G1 sitemap: files of at most 50 000 URLs, each under 10 MB even when every URL names both editions; every URL in exactly one file', async () => {
    expect(perFile).toBeLessThanOrEqual(SITEMAP_LIMITS.maxUrls)
    const longOrigin = `https://${'expo-'.repeat(400)}example.cn`
    expect(urlsPerFile(longOrigin)).toBeLessThan(perFile)
    const absolute = (path: string) => `${ORIGIN}${path}`
    const longest = Array.from({ length: perFile }, (_, index) =>
      sitemapEntry(`/en/news-detail?id=${999_999_999_000 + index}&menuId=999999999999`, new Date(), true, absolute),
    )
    const file = await text(sitemapFile([listSegment(longest), listSegment(entries(5))], 1, ORIGIN))
    expect(locs(file)).toHaveLength(perFile)
    expect(Buffer.byteLength(file)).toBeLessThanOrEqual(SITEMAP_LIMITS.maxBytes)

    const small = { maxUrls: 7, maxBytes: SITEMAP_LIMITS.maxBytes }
    const segments = [listSegment(entries(5)), listSegment(entries(9).slice(5)), listSegment(entries(20).slice(9))]
    const files = await Promise.all([1, 2, 3].map((number) => text(sitemapFile(segments, number, ORIGIN, small))))
    expect(files.flatMap((xml) => locs(xml))).toEqual(entries(20).map((entry) => entry.loc.replace('&', '&amp;')))
    expect(sitemapFile(segments, 4, ORIGIN, small)).toBeNull()
  })

  it('G1 sitemap: the index names each file; URLs are escaped', async () => {
    const limits = { maxUrls: 2, maxBytes: 10 * 1024 * 1024 }
    const all = [
      listSegment([
        { loc: `${ORIGIN}/news-detail?id=1&menuId=2`, lastmod: new Date('2026-03-01T00:00:00Z') },
        { loc: `${ORIGIN}/news-detail?id=2&menuId=2`, lastmod: new Date('2026-05-01T00:00:00Z') },
        { loc: `${ORIGIN}/showDetail?id=3`, lastmod: null },
      ]),
    ]
    const index = await text(sitemapDocument(all, ORIGIN, limits))
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap/1.xml</loc></sitemap>`)
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap/2.xml</loc></sitemap>`)
    expect(await text(sitemapFile(all, 1, ORIGIN, limits))).toContain(
      '<loc>https://expo.example.cn/news-detail?id=1&amp;menuId=2</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>',
    )
  })
})

describe('Z2 sitemap: a file reads only its own stretch, a page at a time', () => {
  it('Z2 a file of a 100 000-URL sitemap asks each stretch only for its range, and builds in pages', async () => {
    const asked: { segment: number; offset: number; count: number }[] = []
    const segment = (number: number, count: number): SitemapSegment => ({
      count,
      async *read(offset, wanted) {
        asked.push({ segment: number, offset, count: wanted })
        for (let at = offset; at < offset + wanted; at += 1000)
          yield Array.from({ length: Math.min(1000, offset + wanted - at) }, (_, index) => ({
            loc: `${ORIGIN}/showDetail?id=${number * 1_000_000 + at + index}`,
            lastmod: null,
          }))
      },
    })
    const segments = [segment(1, 30), segment(2, 60_000), segment(3, 39_970)]
    const files = fileCount(segments, perFile)
    expect(files).toBe(Math.ceil(100_000 / perFile))
    expect(await text(sitemapDocument(segments, ORIGIN))).toContain('<sitemapindex')
    expect(asked).toEqual([])
    const second = await text(sitemapFile(segments, 2, ORIGIN))
    expect(locs(second)).toHaveLength(perFile)
    expect(asked).toEqual([{ segment: 2, offset: perFile - 30, count: perFile }])
    expect(locs(second)[0]).toBe(`${ORIGIN}/showDetail?id=${2_000_000 + perFile - 30}`)
  })
})

describe('Z2 sitemap: a file is written as its pages are read', () => {
  it('Z2 a file is streamed: its opening before any read, then each page of URLs before the next page is read', async () => {
    const pagesRead: number[] = []
    const segment: SitemapSegment = {
      count: 12_000,
      async *read(offset, wanted) {
        for (let at = offset; at < offset + wanted; at += 1000) {
          pagesRead.push(at)
          yield Array.from({ length: Math.min(1000, offset + wanted - at) }, (_, index) => ({
            loc: `${ORIGIN}/showDetail?id=${at + index + 1}`,
            lastmod: null,
          }))
        }
      },
    }
    const file = sitemapFile([segment], 2, ORIGIN)
    if (!file) throw new Error('the sitemap has a second file')
    const opening = await file.next()
    expect(opening.value).toContain('<urlset')
    expect(pagesRead).toEqual([])
    const pages: number[] = []
    let closed = false
    for (let chunk = await file.next(); !chunk.done; chunk = await file.next()) {
      if (chunk.value === '</urlset>\n') closed = true
      // Each page is written before the next page is read.
      else expect(pagesRead).toHaveLength(pages.push(locs(chunk.value).length))
    }
    expect(closed).toBe(true)
    expect(pages).toEqual(Array.from({ length: perFile / 1000 }, () => 1000))
    expect(pagesRead).toEqual(Array.from({ length: perFile / 1000 }, (_, index) => perFile + index * 1000))
  })
})

describe('G5 sitemap: each page that both editions have names the other', () => {
  it('G5 sitemap: hreflang alternates (zh-CN, en, x-default) on both editions of a page, none on a page only Chinese has', async () => {
    const absolute = (path: string) => `${ORIGIN}${path}`
    const built = sitemapEntries(
      [
        { path: '/home', lastmod: null },
        { path: '/news-detail?id=3&menuId=6', lastmod: null },
        { path: '/en/home', lastmod: null },
        { path: '/en/news-detail?id=3&menuId=6', lastmod: null },
        { path: '/download?menuId=9', lastmod: null },
      ],
      absolute,
    )
    const both = [
      { hreflang: 'zh-CN', href: `${ORIGIN}/news-detail?id=3&menuId=6` },
      { hreflang: 'en', href: `${ORIGIN}/en/news-detail?id=3&menuId=6` },
      { hreflang: 'x-default', href: `${ORIGIN}/news-detail?id=3&menuId=6` },
    ]
    expect(built[1]).toEqual({ loc: `${ORIGIN}/news-detail?id=3&menuId=6`, lastmod: null, alternates: both })
    expect(built[3]).toEqual({ loc: `${ORIGIN}/en/news-detail?id=3&menuId=6`, lastmod: null, alternates: both })
    expect(built[4]).toEqual({ loc: `${ORIGIN}/download?menuId=9`, lastmod: null })

    const xml = urlsetXml(built)
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/en/home</loc><xhtml:link rel="alternate" hreflang="zh-CN" href="${ORIGIN}/home"/><xhtml:link rel="alternate" hreflang="en" href="${ORIGIN}/en/home"/><xhtml:link rel="alternate" hreflang="x-default" href="${ORIGIN}/home"/></url>`,
    )
    expect(xml).toContain(`hreflang="en" href="${ORIGIN}/en/news-detail?id=3&amp;menuId=6"`)
    expect(xml).toContain(`<url><loc>${ORIGIN}/download?menuId=9</loc></url>`)
  })
})

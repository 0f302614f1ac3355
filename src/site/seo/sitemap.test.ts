import { describe, expect, it } from 'vitest'

import { sitemapDocument, sitemapEntries, sitemapFile, splitSitemap, type SitemapEntry, urlsetXml } from './sitemap'

const ORIGIN = 'https://expo.example.cn'
const entries = (count: number, pad = 0): SitemapEntry[] =>
  Array.from({ length: count }, (_, index) => ({
    loc: `${ORIGIN}/news-detail?id=${index + 1}&menuId=9${'x'.repeat(pad)}`,
    lastmod: new Date(Date.UTC(2026, 0, 1) + index * 60_000),
  }))
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1])

describe('G1 sitemap builder', () => {
  it('G1 sitemap: 50 000 URLs stay one urlset, 50 001 become an index of two files', () => {
    const fits = sitemapDocument(entries(50_000), ORIGIN)
    expect(fits.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    expect(locs(fits)).toHaveLength(50_000)

    const all = entries(50_001)
    const index = sitemapDocument(all, ORIGIN)
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(locs(index)).toEqual([`${ORIGIN}/sitemap/1.xml`, `${ORIGIN}/sitemap/2.xml`])
    const first = sitemapFile(all, 1)
    const second = sitemapFile(all, 2)
    expect(locs(first ?? '')).toHaveLength(50_000)
    expect(locs(second ?? '')).toEqual([all[50_000]?.loc.replace('&', '&amp;')])
    expect(sitemapFile(all, 3)).toBeNull()
    expect(sitemapFile(entries(10), 1)).toBeNull()
  })

  it('G1 sitemap: a file never passes the byte limit, and every URL is in exactly one file', () => {
    const limits = { maxUrls: 50_000, maxBytes: 10_000 }
    const all = entries(400, 40)
    const files = splitSitemap(all, limits)
    expect(files.length).toBeGreaterThan(1)
    for (const file of files) expect(Buffer.byteLength(urlsetXml(file))).toBeLessThanOrEqual(limits.maxBytes)
    expect(files.flat().map((entry) => entry.loc)).toEqual(all.map((entry) => entry.loc))
    // Each file but the last was full: the next entry would not have fitted.
    const next = files[1]?.[0]
    expect(next && Buffer.byteLength(urlsetXml([...(files[0] ?? []), next]))).toBeGreaterThan(limits.maxBytes)
  })

  it('G1 sitemap: the index names each file with its newest lastmod; URLs are escaped', () => {
    const limits = { maxUrls: 2, maxBytes: 10 * 1024 * 1024 }
    const all: SitemapEntry[] = [
      { loc: `${ORIGIN}/news-detail?id=1&menuId=2`, lastmod: new Date('2026-03-01T00:00:00Z') },
      { loc: `${ORIGIN}/news-detail?id=2&menuId=2`, lastmod: new Date('2026-05-01T00:00:00Z') },
      { loc: `${ORIGIN}/showDetail?id=3`, lastmod: null },
    ]
    const index = sitemapDocument(all, ORIGIN, limits)
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap/1.xml</loc><lastmod>2026-05-01T00:00:00.000Z</lastmod></sitemap>`)
    expect(index).toContain(`<sitemap><loc>${ORIGIN}/sitemap/2.xml</loc></sitemap>`)
    expect(sitemapFile(all, 1, limits)).toContain(
      '<loc>https://expo.example.cn/news-detail?id=1&amp;menuId=2</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>',
    )
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

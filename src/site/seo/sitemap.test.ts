import { describe, expect, it } from 'vitest'

import { sitemapDocument, sitemapFile, splitSitemap, type SitemapEntry, urlsetXml } from './sitemap'

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
    expect(sitemapFile(all, 1, limits)).toContain('<loc>https://expo.example.cn/news-detail?id=1&amp;menuId=2</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>')
  })
})

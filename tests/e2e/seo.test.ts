import sax from 'sax'
import sharp from 'sharp'
import { beforeAll, describe, expect, inject, test } from 'vitest'

import type { SiteConfig } from '@/content-source/contract'
import { iconPng } from '@/site/seo/pictures'

import { waitFor } from '../helpers/poll'
import { apiItems, siteContent } from './api'
import { useBrowser } from './harness'
import { pagesContent, type PagesContent } from './pages-content'

const baseURL = inject('baseURL')
/** The e2e server's PUBLIC_URL is its own address (tests/e2e/server.ts): every absolute URL the site gives is on it. */
const PUBLIC_URL = baseURL
const { open } = useBrowser()
const get = (path: string, headers: Record<string, string> = {}) => fetch(baseURL + path, { headers, redirect: 'manual' })
/** A URL the site gives, checked to be absolute on PUBLIC_URL. */
const served = (url: string) => {
  expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true)
  return url
}

let content: PagesContent
let config: SiteConfig

beforeAll(async () => {
  content = await pagesContent(baseURL)
  const [first] = await apiItems<SiteConfig>(baseURL, 'GetSiteConfig')
  if (!first) throw new Error('no site config')
  config = first
})

type ParsedXml = { error: string | null; root: string; texts: Record<string, string[]>; attributes: Record<string, string[]> }

/** A strict XML parser (sax, as the uploads' checks use): the document's root, the text of some elements and attributes of others. */
function parseXml(xml: string, elements: string[], attributes: string[] = []): ParsedXml {
  const parsed: ParsedXml = { error: null, root: '', texts: {}, attributes: {} }
  for (const name of elements) parsed.texts[name] = []
  for (const spec of attributes) parsed.attributes[spec] = []
  const open: { name: string; text: string }[] = []
  const parser = sax.parser(true, { strictEntities: true })
  parser.onerror = (error) => {
    parsed.error ??= error.message
    throw error
  }
  parser.onopentag = (tag) => {
    parsed.root ||= tag.name
    for (const spec of attributes) {
      const [element, attribute] = spec.split('@') as [string, string]
      if (element === tag.name) parsed.attributes[spec]?.push(tag.attributes[attribute] ?? '')
    }
    open.push({ name: tag.name, text: '' })
  }
  parser.ontext = parser.oncdata = (text) => {
    for (const element of open) element.text += text
  }
  parser.onclosetag = () => {
    const element = open.pop()
    if (element) parsed.texts[element.name]?.push(element.text)
  }
  try {
    parser.write(xml).close()
  } catch {
    // The error is kept in `parsed.error`.
  }
  return parsed
}

/** The sitemap's URLs and lastmods (a single urlset while the demo site is small). */
async function sitemap(): Promise<{ locs: string[]; lastmods: string[]; urls: number }> {
  const answer = await get('/sitemap.xml')
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toContain('application/xml')
  const parsed = parseXml(await answer.text(), ['loc', 'lastmod', 'url'])
  expect(parsed.error).toBeNull()
  expect(parsed.root).toBe('urlset')
  return { locs: parsed.texts.loc ?? [], lastmods: parsed.texts.lastmod ?? [], urls: parsed.texts.url?.length ?? 0 }
}

const metaContent = (html: string, attribute: 'name' | 'property', name: string): string | null => {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${name.replace(/[:.]/g, '\\$&')}"[^>]*>`))?.[0]
  return tag?.match(/content="([^"]*)"/)?.[1]?.replace(/&amp;/g, '&') ?? null
}
const canonicalOf = (html: string) =>
  html
    .match(/<link[^>]*rel="canonical"[^>]*>/)?.[0]
    .match(/href="([^"]*)"/)?.[1]
    ?.replace(/&amp;/g, '&') ?? null

type LdNode = { '@type': string; [property: string]: unknown }
/** Every JSON-LD block of a page, parsed, with the nonce it carries. */
function jsonLdOf(html: string): { nodes: LdNode[]; nonces: (string | null)[] } {
  const blocks = [...html.matchAll(/<script([^>]*)type="application\/ld\+json"([^>]*)>([\s\S]*?)<\/script>/g)]
  return {
    nodes: blocks.flatMap((block) => [JSON.parse(block[3] ?? '') as LdNode | LdNode[]].flat()),
    nonces: blocks.map((block) => `${block[1]}${block[2]}`.match(/nonce="([^"]+)"/)?.[1] ?? null),
  }
}
const nonceOfPolicy = (answer: Response) => answer.headers.get('content-security-policy')?.match(/'nonce-([^']+)'/)?.[1]

describe('G1 sitemap, robots, canonical URLs, icons', () => {
  test('G1 robots names the sitemap and closes the admin, the private APIs, previews and search', async () => {
    const answer = await get('/robots.txt')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('text/plain')
    const lines = (await answer.text()).split('\n')
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
    for (const path of ['/admin', '/api/', '/search', '/en/search', '/preview']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain('Allow: /api/Website/')
  })

  test('G1 sitemap: every public page, news item, exhibitor and download page, absolute on PUBLIC_URL, news and exhibitors with lastmod', async () => {
    const { locs, lastmods } = await sitemap()
    expect(new Set(locs).size).toBe(locs.length)
    expect(locs).toContain(`${PUBLIC_URL}/home`)
    expect(locs).toContain(`${PUBLIC_URL}/info?menuId=${content.info.id}`)
    expect(locs).toContain(`${PUBLIC_URL}/news?menuId=${content.news.id}`)
    expect(locs).toContain(`${PUBLIC_URL}/download?menuId=${content.download.id}`)
    for (const article of content.newsArticles) {
      expect(
        locs.some((loc) => loc.startsWith(`${PUBLIC_URL}/news-detail?id=${article.id}&menuId=`)),
        `news ${article.id}`,
      ).toBe(true)
    }
    expect(content.exhibitors.length).toBeGreaterThan(0)
    for (const exhibitor of content.exhibitors) {
      expect(
        locs.some((loc) => loc.startsWith(`${PUBLIC_URL}/showDetail?id=${exhibitor.id}`)),
        `exhibitor ${exhibitor.id}`,
      ).toBe(true)
    }
    expect(lastmods.length).toBeGreaterThanOrEqual(content.newsArticles.length + content.exhibitors.length)
    for (const lastmod of lastmods) expect(Number.isNaN(Date.parse(lastmod)), lastmod).toBe(false)
    // An exhibitor's page carries its profile's last save.
    const xml = await (await get('/sitemap.xml')).text()
    for (const exhibitor of content.exhibitors) {
      expect(xml, `exhibitor ${exhibitor.id}`).toMatch(
        new RegExp(`<loc>[^<]*/showDetail\\?id=${exhibitor.id}(&amp;[^<]*)?</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod>`),
      )
    }
  })

  test('G1 every sitemap URL answers 200 and names itself as its one canonical URL, with the applicable-device and RSS links', async () => {
    const { locs } = await sitemap()
    for (const loc of locs) {
      const answer = await fetch(served(loc))
      expect(answer.status, loc).toBe(200)
      const html = await answer.text()
      expect(canonicalOf(html), loc).toBe(loc)
      expect(metaContent(html, 'name', 'applicable-device'), loc).toBe('pc,mobile')
      // G7 + G5: each edition names its own feed.
      const feed = loc.startsWith(`${PUBLIC_URL}/en/`) ? '\\/en\\/rss.xml' : '\\/rss.xml'
      expect(html, loc).toMatch(new RegExp(`<link[^>]*rel="alternate"[^>]*type="application\\/rss\\+xml"[^>]*href="${feed}"`))
    }
  })

  test('G1 canonical: a detail page reached with its params reordered or extra keeps one canonical form', async () => {
    const article = content.newsArticles[0]
    if (!article) throw new Error('no news')
    const menuId = content.news.id
    const canonical = new Set<string | null>()
    for (const query of [
      `id=${article.id}&menuId=${menuId}`,
      `menuId=${menuId}&id=${article.id}&utm_source=wechat`,
      `from=x&menuId=${menuId}&id=${article.id}#top`,
    ]) {
      canonical.add(canonicalOf(await (await get(`/news-detail?${query}`)).text()))
    }
    expect([...canonical]).toEqual([`${PUBLIC_URL}/news-detail?id=${article.id}&menuId=${menuId}`])
    expect(canonicalOf(await (await get(`/news?page=1&menuId=${menuId}&x=1`)).text())).toBe(`${PUBLIC_URL}/news?menuId=${menuId}`)
  })

  test('G1 /favicon.ico is the header logo as an icon (PNG inside ICO) and /apple-touch-icon.png a 180×180 PNG, both linked from the head', async () => {
    const ico = await get('/favicon.ico')
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toBe('image/x-icon')
    const bytes = Buffer.from(await ico.arrayBuffer())
    expect([...bytes.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0])
    const png = bytes.subarray(bytes.readUInt32LE(18))
    expect(png.length).toBe(bytes.readUInt32LE(14))
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 48, height: 48 })
    // Made of the header logo (S26), not the built-in mark.
    const logoUrl = (await siteContent(baseURL)).logo?.coverUrl
    if (!logoUrl) throw new Error('the seeded site has no logo')
    const logo = Buffer.from(await (await fetch(new URL(logoUrl, baseURL))).arrayBuffer())
    expect(png.equals(await iconPng(logo, 48))).toBe(true)
    expect(png.equals(await iconPng(null, 48))).toBe(false)

    const touch = await get('/apple-touch-icon.png')
    expect(touch.headers.get('content-type')).toBe('image/png')
    expect(await sharp(Buffer.from(await touch.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 180, height: 180 })

    const html = await (await get('/home')).text()
    expect(html).toMatch(/<link[^>]*rel="icon"[^>]*href="\/favicon.ico"/)
    expect(html).toMatch(/<link[^>]*rel="apple-touch-icon"[^>]*href="\/apple-touch-icon.png"/)
  })

  test('G1 HTML says Cache-Control no-transform on a miss, a hit, a 304 and a 404; the sitemap is served from the response cache', async () => {
    const path = `/show?keyword=g1-no-transform`
    const miss = await get(path)
    expect(miss.headers.get('x-cache')).toBe('MISS')
    expect(miss.headers.get('cache-control')).toContain('no-transform')
    const hit = await waitFor(`a hit for ${path}`, async () => {
      const answer = await get(path)
      return answer.headers.get('x-cache') === 'HIT' ? answer : undefined
    })
    expect(hit.headers.get('cache-control')).toContain('no-transform')
    const notModified = await get(path, { 'If-None-Match': hit.headers.get('etag') ?? '' })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('cache-control')).toContain('no-transform')
    const missing = await get('/no-such-page-g1')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toContain('no-transform')

    const sitemapHit = await waitFor('a hit for /sitemap.xml', async () => {
      const answer = await get('/sitemap.xml')
      return answer.headers.get('x-cache') === 'HIT' ? answer : undefined
    })
    expect(sitemapHit.headers.get('cache-control')).not.toContain('no-transform')
  })
})

describe('G2 share cards', () => {
  test('G2 Open Graph and Twitter cards: title, description, absolute 1200×630 image that is one, on /home and a news article', async () => {
    const article = content.newsArticles.find((item) => item.coverUrl) ?? content.newsArticles[0]
    if (!article) throw new Error('no news')
    for (const path of ['/home', `/news-detail?id=${article.id}&menuId=${content.news.id}`]) {
      const html = await (await get(path)).text()
      const title = metaContent(html, 'property', 'og:title')
      expect(title, path).toBeTruthy()
      expect(metaContent(html, 'property', 'og:description'), path).toBeTruthy()
      expect(metaContent(html, 'property', 'og:url'), path).toBe(canonicalOf(html))
      expect(metaContent(html, 'property', 'og:image:width'), path).toBe('1200')
      expect(metaContent(html, 'property', 'og:image:height'), path).toBe('630')
      expect(metaContent(html, 'name', 'twitter:card'), path).toBe('summary_large_image')
      expect(metaContent(html, 'name', 'twitter:title'), path).toBe(title)
      const image = metaContent(html, 'property', 'og:image') ?? ''
      expect(metaContent(html, 'name', 'twitter:image'), path).toBe(image)
      const answer = await fetch(served(image))
      expect(answer.status, image).toBe(200)
      expect(await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 })
      if (path !== '/home' && article.coverUrl) expect(image).toContain(`article=${article.id}`)
    }
  })
})

describe('G2 WeChat off', () => {
  test('G2 wechat: without WECHAT_APP_ID the signature endpoint answers 404 and pages neither load nor allow the JS-SDK', async () => {
    const answer = await get(`/wechat/signature?url=${encodeURIComponent(`${PUBLIC_URL}/home`)}`)
    expect(answer.status).toBe(404)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const page = await get('/home')
    expect(page.headers.get('content-security-policy')).not.toContain('res.wx.qq.com')
    expect(await page.text()).not.toContain('jweixin')
  })
})

describe('G3 structured data', () => {
  test('G3 /home: an ExhibitionEvent from the settings (dates, Place with PostalAddress, organizer, registration offer) and the Organization, with the CSP nonce', async () => {
    const answer = await get('/home?g3=1')
    const { nodes, nonces } = jsonLdOf(await answer.text())
    expect(nonces.length).toBeGreaterThan(0)
    for (const nonce of nonces) expect(nonce).toBe(nonceOfPolicy(answer))
    const event = nodes.find((node) => node['@type'] === 'ExhibitionEvent')
    const exhibition = config.exhibition
    if (!exhibition) throw new Error('GetSiteConfig gives no exhibition')
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      name: exhibition.name,
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      location: {
        '@type': 'Place',
        name: exhibition.venueName,
        address: {
          '@type': 'PostalAddress',
          streetAddress: exhibition.streetAddress,
          addressLocality: exhibition.city,
          addressCountry: 'CN',
        },
      },
      organizer: { '@type': 'Organization', name: exhibition.organizerName },
      offers: { '@type': 'Offer', url: expect.stringMatching(/^https?:\/\//) },
      image: [expect.stringMatching(/^https?:\/\//)],
    })
    expect(String(event?.startDate) <= String(event?.endDate)).toBe(true)
    const organization = nodes.find((node) => node['@type'] === 'Organization')
    expect(organization).toMatchObject({ name: config.siteName, url: `${PUBLIC_URL}/home`, logo: expect.stringMatching(/^http/) })
  })

  test('G3 a news article: NewsArticle (headline, image, dates, publisher) and a BreadcrumbList ending in the article', async () => {
    const article = content.newsArticles[0]
    if (!article) throw new Error('no news')
    const answer = await get(`/news-detail?id=${article.id}&menuId=${content.news.id}`)
    const { nodes, nonces } = jsonLdOf(await answer.text())
    for (const nonce of nonces) expect(nonce).toBe(nonceOfPolicy(answer))
    expect(nodes.find((node) => node['@type'] === 'NewsArticle')).toMatchObject({
      headline: article.title,
      image: [expect.stringMatching(/^https?:\/\//)],
      datePublished: expect.any(String),
      mainEntityOfPage: { '@id': `${PUBLIC_URL}/news-detail?id=${article.id}&menuId=${content.news.id}` },
      publisher: { '@type': 'Organization', name: config.siteName },
      inLanguage: 'zh-CN',
    })
    const crumbs = nodes.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as {
      position: number
      name: string
      item?: string
    }[]
    expect(crumbs.map((crumb) => crumb.position)).toEqual(crumbs.map((_, index) => index + 1))
    expect(crumbs[0]).toMatchObject({ name: '首页', item: `${PUBLIC_URL}/home` })
    expect(crumbs.at(-1)?.name).toBe(article.title)
    expect(crumbs.at(-2)?.item).toBe(`${PUBLIC_URL}/news?menuId=${content.news.id}`)
  })

  test('G3 G5 every routed page of the sitemap (both editions) has a valid BreadcrumbList and the Organization; /home and /en/home have none but the event', async () => {
    const { locs } = await sitemap()
    for (const loc of locs) {
      const { nodes } = jsonLdOf(await (await fetch(served(loc))).text())
      expect(
        nodes.filter((node) => node['@type'] === 'Organization'),
        loc,
      ).toHaveLength(1)
      const breadcrumbs = nodes.filter((node) => node['@type'] === 'BreadcrumbList')
      if (loc === `${PUBLIC_URL}/home` || loc === `${PUBLIC_URL}/en/home`) {
        expect(breadcrumbs, loc).toHaveLength(0)
        continue
      }
      expect(breadcrumbs, loc).toHaveLength(1)
      const items = breadcrumbs[0]?.itemListElement as { '@type': string; position: number; name: string; item?: string }[]
      expect(items.length, loc).toBeGreaterThanOrEqual(2)
      for (const [index, item] of items.entries()) {
        expect(item, loc).toMatchObject({ '@type': 'ListItem', position: index + 1, name: expect.any(String) })
        if (index < items.length - 1) expect(item.item?.startsWith(`${PUBLIC_URL}/`), loc).toBe(true)
      }
    }
  })

  test('G3 JSON-LD raises no CSP violation in the browser', async () => {
    await open('desktop', { path: '/home' }, async ({ page, problems }) => {
      await expect(page.locator('script[type="application/ld+json"]').count()).resolves.toBeGreaterThanOrEqual(2)
      expect(problems.cspViolations).toEqual([])
      expect(problems.pageErrors).toEqual([])
    })
  })
})

describe('G7 RSS', () => {
  test('G7 /rss.xml is RSS 2.0 that parses, with the newest news, absolute links on PUBLIC_URL and dates', async () => {
    const answer = await get('/rss.xml')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toContain('application/rss+xml')
    const parsed = parseXml(await answer.text(), ['title', 'link', 'pubDate', 'item'], ['rss@version'])
    expect(parsed.error).toBeNull()
    expect(parsed.root).toBe('rss')
    expect(parsed.attributes['rss@version']).toEqual(['2.0'])
    const items = parsed.texts.item?.length ?? 0
    expect(items).toBeGreaterThanOrEqual(Math.min(content.newsArticles.length, 30))
    const links = (parsed.texts.link ?? []).slice(1)
    for (const link of links) expect(link.replace(PUBLIC_URL, '')).toMatch(/^\/news-detail\?id=\d+&menuId=\d+$/)
    const titles = parsed.texts.title ?? []
    expect(titles).toContain(content.newsArticles[0]?.title)
    const dates = (parsed.texts.pubDate ?? []).map((date) => Date.parse(date))
    expect(dates.length).toBe(items)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })
})

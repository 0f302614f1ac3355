import { describe, expect, it } from 'vitest'

import type { Exhibition } from '@/content-source'

import { breadcrumbLd, exhibitionEventLd, newsArticleLd, serializeJsonLd } from './json-ld'

const site = { origin: 'https://expo.example.cn', siteName: '核展', logoUrl: '/api/media/file/logo.png' }
const exhibition: Exhibition = {
  name: '第十届核展',
  startDate: '2027-04-14T00:00:00.000Z',
  endDate: '2027-04-17T00:00:00.000Z',
  venueName: '中国国际展览中心（顺义馆）',
  streetAddress: '裕翔路 88 号',
  city: '北京市',
  region: '北京市',
  postalCode: '',
  organizerName: '中国核能行业协会',
  organizerUrl: 'javascript:alert(1)',
  registrationUrl: '/info?menuId=12',
}

describe('G3 JSON-LD builders', () => {
  it('G3 ExhibitionEvent: dates in Beijing time, Place with PostalAddress, organizer, registration offer; empty fields left out', () => {
    const event = exhibitionEventLd(exhibition, { ...site, description: 'd', imageUrl: 'https://expo.example.cn/share-image' })
    expect(event).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExhibitionEvent',
      name: '第十届核展',
      startDate: '2027-04-14',
      endDate: '2027-04-17',
      location: {
        '@type': 'Place',
        name: exhibition.venueName,
        address: { '@type': 'PostalAddress', streetAddress: '裕翔路 88 号', addressLocality: '北京市', addressCountry: 'CN' },
      },
      // Not an http(s) URL: the organiser links to the site instead.
      organizer: { '@type': 'Organization', name: '中国核能行业协会', url: 'https://expo.example.cn/home' },
      offers: { '@type': 'Offer', url: 'https://expo.example.cn/info?menuId=12' },
    })
    expect(event?.location).not.toHaveProperty('address.postalCode')
    expect(exhibitionEventLd({ ...exhibition, startDate: '' }, { ...site, description: '', imageUrl: '' })).toBeNull()
    expect(exhibitionEventLd(undefined, { ...site, description: '', imageUrl: '' })).toBeNull()
  })

  it('G3 G5 ExhibitionEvent on /en/home: the event and its registration page in the English edition; outside URLs as they are', () => {
    const english = (path: string) => `/en${path}`
    expect(exhibitionEventLd(exhibition, { ...site, description: 'd', imageUrl: '', path: english })).toMatchObject({
      url: 'https://expo.example.cn/en/home',
      offers: { url: 'https://expo.example.cn/en/info?menuId=12' },
    })
    expect(
      exhibitionEventLd(
        { ...exhibition, registrationUrl: 'https://reg.example.cn/' },
        { ...site, description: 'd', imageUrl: '', path: english },
      ),
    ).toMatchObject({
      offers: { url: 'https://reg.example.cn/' },
    })
  })

  it('G3 JSON-LD cannot close its script: <, > and & are escaped, and it parses back to the same data', () => {
    const crumbs = breadcrumbLd(site.origin, [
      { name: '</script><script>alert(1)</script> & <!--', path: '/news?menuId=3' },
      { name: '文章' },
    ])
    const text = serializeJsonLd(crumbs)
    expect(text).not.toMatch(/[<>&]/)
    expect(JSON.parse(text)).toEqual(crumbs)
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: '首页', item: 'https://expo.example.cn/home' },
      {
        '@type': 'ListItem',
        position: 2,
        name: '</script><script>alert(1)</script> & <!--',
        item: 'https://expo.example.cn/news?menuId=3',
      },
      { '@type': 'ListItem', position: 3, name: '文章' },
    ])
  })

  it('G3 NewsArticle: headline, image, dates, publisher with its absolute logo', () => {
    const article = {
      id: 5,
      title: '标题',
      subtitle: '',
      coverUrl: null,
      link: null,
      detail: '<p>x</p>',
      publishedAt: '2026-10-01T02:00:00.000Z',
    }
    const ld = newsArticleLd(
      article,
      {
        url: 'https://expo.example.cn/news-detail?id=5&menuId=3',
        imageUrl: 'https://expo.example.cn/share-image',
        description: 'x',
        language: 'zh-CN',
      },
      site,
    )
    expect(ld).toMatchObject({
      '@type': 'NewsArticle',
      headline: '标题',
      image: ['https://expo.example.cn/share-image'],
      datePublished: '2026-10-01T02:00:00.000Z',
      inLanguage: 'zh-CN',
      publisher: { '@type': 'Organization', name: '核展', logo: 'https://expo.example.cn/api/media/file/logo.png' },
    })
    expect(ld.publisher).not.toHaveProperty('@context')
  })
})

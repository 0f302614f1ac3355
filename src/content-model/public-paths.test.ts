import { describe, expect, test } from 'vitest'

import { documentPath, publicPath } from './public-paths'

const news = { id: 3, link: '/news' }

describe('G1 public paths: one canonical address per page (sitemap, canonical, Baidu push, links, preview)', () => {
  test('G1 a news article opens on /news-detail under its menu, as the sitemap names it', () => {
    expect(publicPath({ kind: 'article', id: 5, menu: news })).toBe('/news-detail?id=5&menuId=3')
  })

  test('G1 an article of a single-page menu is that /info page; others open on /detail', () => {
    expect(publicPath({ kind: 'article', id: 5, menu: { id: 4, link: '/info' } })).toBe('/info?menuId=4')
    expect(publicPath({ kind: 'article', id: 5, menu: null })).toBe('/detail?id=5')
    expect(publicPath({ kind: 'article', id: 5, menu: { id: 6, link: '/detail' } })).toBe('/detail?id=5&menuId=6')
  })

  test('G1 menus, exhibitors and downloads', () => {
    expect(publicPath({ kind: 'menu', menu: { id: 1, link: '/home' } })).toBe('/home')
    expect(publicPath({ kind: 'menu', menu: { id: 'a b', link: '/show' } })).toBe('/show?menuId=a%20b')
    expect(publicPath({ kind: 'exhibitor', id: 12, showMenuId: 7 })).toBe('/showDetail?id=12&menuId=7')
    expect(publicPath({ kind: 'exhibitor', id: 12, showMenuId: null })).toBe('/showDetail?id=12')
    expect(publicPath({ kind: 'download', menuId: 9 })).toBe('/download?menuId=9')
  })

  test('G1 a Payload document: its menu populated, or its route read beside it', () => {
    expect(documentPath('articles', { id: 5, menu: { id: 3, link: '/news' } } as never)).toBe('/news-detail?id=5&menuId=3')
    const context = { menuLinks: new Map([['3', '/news']]), showMenuId: 7 }
    expect(documentPath('articles', { id: 5, menu: 3 } as never, context)).toBe('/news-detail?id=5&menuId=3')
    expect(documentPath('articles', 5, context)).toBe('/detail?id=5')
    expect(documentPath('exhibitors', 12, context)).toBe('/showDetail?id=12&menuId=7')
    expect(documentPath('downloads', { id: 2, menu: 9 } as never)).toBe('/download?menuId=9')
    expect(documentPath('menus', 4)).toBeNull()
    expect(documentPath('media', { id: 4 })).toBeNull()
  })
})

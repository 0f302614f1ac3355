import { describe, expect, it } from 'vitest'

import { canonicalPath } from './canonical'
import { robotsTxt } from './robots'

describe('G1 canonical URLs and robots', () => {
  it('G1 canonical: one form per page, whatever the order, repeats and extras of the query', () => {
    const keep = ['id', 'menuId']
    expect(canonicalPath('/news-detail', { menuId: '3', id: '5', utm_source: 'x' }, keep)).toBe('/news-detail?id=5&menuId=3')
    expect(canonicalPath('/news-detail', { id: ['5', '6'], menuId: '3' }, keep)).toBe('/news-detail?id=5&menuId=3')
    expect(canonicalPath('/detail', { id: '5', menuId: '' }, keep)).toBe('/detail?id=5')
    expect(canonicalPath('/news', { menuId: '3', page: '1' }, ['menuId', 'page'])).toBe('/news?menuId=3')
    expect(canonicalPath('/news', { page: '2', menuId: '3' }, ['menuId', 'page'])).toBe('/news?menuId=3&page=2')
    expect(canonicalPath('/home', { menuId: '1' }, [])).toBe('/home')
  })

  it('G1 robots names the sitemap and closes the admin and private APIs, not the content API', () => {
    const text = robotsTxt('https://expo.example.cn')
    const lines = text.split('\n')
    expect(lines).toContain('Sitemap: https://expo.example.cn/sitemap.xml')
    for (const path of ['/admin', '/api/', '/search']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).toContain('Allow: /api/Website/')
  })
})

import { describe, expect, test } from 'vitest'

import { richTextToHtml } from '@/content-source/html'
import { getEnv } from '@/config/env'

import { internalLink, paragraph, root, text } from '../helpers/rich-text'

const cell = (value: string, headerState = 0) => ({
  type: 'tablecell',
  version: 1,
  headerState,
  colSpan: 1,
  rowSpan: 1,
  children: [paragraph(text(value))],
})
const row = (...cells: unknown[]) => ({ type: 'tablerow', version: 1, children: cells })

const site = () => getEnv().PUBLIC_URL

describe('rich text → HTML: internal links and tables', () => {
  test('an internal link resolves to the linked page’s public address, not "#"', () => {
    const html = richTextToHtml(
      root(
        paragraph(
          internalLink('articles', { id: 7, title: '展会通知' }, '文章'),
          internalLink('exhibitors', 12, '展商'),
          internalLink('menus', { id: 3, link: '/download' }, '下载菜单'),
          internalLink('menus', { id: 1, link: '/home' }, '首页'),
          internalLink('downloads', { id: 5, menu: 9 }, '资料'),
        ),
      ),
    )
    expect(html).toContain(`<a href="${site()}/detail?id=7">文章</a>`)
    expect(html).toContain(`<a href="${site()}/showDetail?id=12">展商</a>`)
    expect(html).toContain(`<a href="${site()}/download?menuId=3">下载菜单</a>`)
    expect(html).toContain(`<a href="${site()}/home">首页</a>`)
    expect(html).toContain(`<a href="${site()}/download?menuId=9">资料</a>`)
    expect(html).not.toContain('href="#"')
  })

  test('G1 an internal link to a news article opens its canonical /news-detail page; an exhibitor its 展商名录 page', () => {
    const links = { menuLinks: new Map([['3', '/news']]), showMenuId: 8 }
    const html = richTextToHtml(
      root(paragraph(internalLink('articles', { id: 7, menu: 3 }, '新闻'), internalLink('exhibitors', 12, '展商'))),
      links,
    )
    expect(html).toContain(`<a href="${site()}/news-detail?id=7&amp;menuId=3">新闻</a>`)
    expect(html).toContain(`<a href="${site()}/showDetail?id=12&amp;menuId=8">展商</a>`)
  })

  test('an internal link to a document that is gone keeps its text, without a link', () => {
    const html = richTextToHtml(root(paragraph(internalLink('menus', null, '已删除的页面'))))
    expect(html).toBe('<p><a>已删除的页面</a></p>')
  })

  test('a table renders as a table inside a scroll container, header cells as th', () => {
    const table = { type: 'table', version: 1, children: [row(cell('展区', 1), cell('展位', 1)), row(cell('A 馆'), cell('A-101'))] }
    const html = richTextToHtml(root(table)).replace(/\s+/g, ' ')
    expect(html).toMatch(/<div class="lexical-table-container"> ?<table class="lexical-table"> ?<tbody> ?<tr class="lexical-table-row">/)
    expect(html).toMatch(/<th class="lexical-table-cell lexical-table-cell-header-1"[^>]*> ?<p>展区<\/p>/)
    expect(html).toMatch(/<td class="lexical-table-cell lexical-table-cell-header-0"[^>]*> ?<p>A-101<\/p>/)
    expect(html).not.toMatch(/style=/)
  })
})

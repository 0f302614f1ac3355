import { describe, expect, test } from 'vitest'

import { excerpt, formatDate } from './format'
import { pagerItems } from './pager-items'
import { hrefWith, pageCount, parsePageNumber } from './params'

describe('P5 page numbers', () => {
  test('P5 page: missing is 1, digits are the page', () => {
    expect(parsePageNumber(undefined)).toBe(1)
    expect(parsePageNumber('2')).toBe(2)
  })

  test('P5 page: 0, x, -1, 1.5, 01, repeated and empty are malformed', () => {
    for (const value of ['0', 'x', '-1', '1.5', '01', '', ' 2', '1e3', '9999999']) expect(parsePageNumber(value)).toBeNull()
    expect(parsePageNumber(['1', '2'])).toBeNull()
  })

  test('P5 page count: an empty list still has page 1', () => {
    expect(pageCount(0, 10)).toBe(1)
    expect(pageCount(10, 10)).toBe(1)
    expect(pageCount(11, 10)).toBe(2)
  })
})

describe('P2 pager', () => {
  test('P2 pager: every number when they fit', () => {
    expect(pagerItems(1, 5)).toEqual([1, 2, 3, 4, 5])
  })

  test('P2 pager: first, last and two around the current page, gaps between', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pagerItems(1, 20)).toEqual([1, 2, 3, 'gap', 20])
  })

  test('P2 pager: a gap of one number shows the number instead', () => {
    expect(pagerItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
  })

  test('P2 pager links keep the other params and drop empty ones', () => {
    expect(hrefWith('/show', { menuId: '7', keyword: '核电 A&B', category: '', page: 2 })).toBe(
      '/show?menuId=7&keyword=%E6%A0%B8%E7%94%B5+A%26B&page=2',
    )
    expect(hrefWith('/news', { menuId: null })).toBe('/news')
  })
})

describe('P2 dates and descriptions', () => {
  test('P2 date: YYYY-MM-DD in Beijing time', () => {
    expect(formatDate('2026-03-01T17:30:00Z')).toBe('2026-03-02')
    expect(formatDate('2026-03-01T02:00:00+08:00')).toBe('2026-03-01')
    expect(formatDate('not a date')).toBeNull()
    expect(formatDate(null)).toBeNull()
  })

  test('P5 description: the text of the HTML, cut short', () => {
    expect(excerpt('<p>核电&amp;<b>核技术</b></p><script>x()</script>')).toBe('核电& 核技术')
    expect(excerpt('<p>一二三四五六</p>', 4)).toBe('一二三…')
  })
})

import { describe, expect, test } from 'vitest'

import { KEYWORD_MAX_LENGTH, parseShowQuery } from './show-query'

describe('P3 directory query', () => {
  test('P3 query: keyword trimmed, known category kept, page parsed', () => {
    expect(parseShowQuery({ keyword: '  中核 ', category: '核燃料与材料', page: '2' })).toEqual({
      keyword: '中核',
      category: '核燃料与材料',
      page: 2,
    })
  })

  test('P3 query: unknown category means all; repeated keyword takes the first', () => {
    expect(parseShowQuery({ keyword: ['a', 'b'], category: '不存在', page: undefined })).toEqual({ keyword: 'a', category: '', page: 1 })
  })

  test('P3 query: an over-long keyword is cut to what the API accepts', () => {
    expect(parseShowQuery({ keyword: 'x'.repeat(500), category: undefined, page: undefined })?.keyword).toHaveLength(KEYWORD_MAX_LENGTH)
  })

  test('P5 query: a malformed page is a 404', () => {
    expect(parseShowQuery({ keyword: undefined, category: undefined, page: '0' })).toBeNull()
  })
})

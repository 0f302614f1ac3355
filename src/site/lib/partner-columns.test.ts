import { describe, expect, test } from 'vitest'

import { chunk, partnerColumns } from './partner-columns'

describe('S23 partnerColumns', () => {
  test.each([
    [320, 3],
    [540, 3],
    [541, 4],
    [680, 4],
    [681, 5],
    [800, 5],
    [801, 6],
    [940, 6],
    [941, 7],
    [1920, 7],
  ])('S23 body width %i px → %i columns', (width, columns) => {
    expect(partnerColumns(width)).toBe(columns)
  })

  test('S23 chunk splits into slides of 3 × columns, the last one shorter', () => {
    const logos = Array.from({ length: 14 }, (_, index) => index)
    expect(chunk(logos, 9).map((slide) => slide.length)).toEqual([9, 5])
    expect(chunk(logos, 21)).toEqual([logos])
    expect(chunk([], 9)).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'

import { leadFilterParams, parseLeadFilters } from '@/leads/portal/filters'

describe('L5 the leads page’s filters', () => {
  it('L5 day, rating, tag, staff and the search are read from the query and given back for the export links', () => {
    const query = new URLSearchParams({ q: ' 张 ', day: '2027-04-14', rating: 'hot', tag: '主泵', staff: '12' })
    const filters = parseLeadFilters(query)
    expect(filters).toEqual({ search: '张', day: '2027-04-14', rating: 'hot', tag: '主泵', staff: 12 })
    expect(typeof filters === 'string' ? null : leadFilterParams(filters)).toEqual({
      q: '张',
      day: '2027-04-14',
      rating: 'hot',
      tag: '主泵',
      staff: '12',
    })
  })

  it('L5 a bad value is refused with a Chinese reason, never guessed', () => {
    expect(parseLeadFilters(new URLSearchParams({ day: '14/04/2027' }))).toMatch(/日期格式/)
    expect(parseLeadFilters(new URLSearchParams({ rating: 'boiling' }))).toMatch(/rating/)
    expect(parseLeadFilters(new URLSearchParams({ staff: '1; DROP' }))).toMatch(/staff/)
    expect(parseLeadFilters(new URLSearchParams())).toEqual({})
  })
})

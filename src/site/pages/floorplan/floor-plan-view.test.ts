import { describe, expect, it } from 'vitest'

import type { FloorPlan } from '@/content-source'

import { ALL_HALLS_MAX_BOOTHS, floorPlanView, parseFloorPlanQuery } from './floor-plan-view'

const plan: FloorPlan = {
  halls: [
    {
      id: 1,
      name: '西区 W3 馆',
      svg: '<svg/>',
      viewBox: '0 0 10 10',
      booths: [
        { boothId: 'booth-w3-108', number: 'W3-108', exhibitor: { id: 8, nameCN: '华核工程', nameEN: 'Huahe Engineering' } },
        { boothId: 'booth-w3-101', number: 'W3-101', exhibitor: { id: 7, nameCN: '中原核电', nameEN: '' } },
        { boothId: 'booth-w3-410', number: 'W3-410', exhibitor: null },
      ],
    },
  ],
}
const href = (id: string) => `/showDetail?id=${id}`

describe('B5 what the floor plan page shows', () => {
  it('B5 booths listed by number, each with its exhibitor and page; an unlet booth named as such on the plan', () => {
    const view = floorPlanView(plan, { q: '', booth: '' }, 'zh', href, '暂未分配')
    expect(view.halls[0]?.rows.map((row) => [row.number, row.name, row.href])).toEqual([
      ['W3-101', '中原核电', '/showDetail?id=7'],
      ['W3-108', '华核工程', '/showDetail?id=8'],
      ['W3-410', '', null],
    ])
    expect(view.halls[0]?.booths.get('booth-w3-410')).toMatchObject({ label: '暂未分配', href: null })
    expect(view.matches).toBeNull()
  })

  it('B5 a deep link marks its booth whatever the case; a search matches numbers and both names', () => {
    const view = floorPlanView(plan, { q: 'huahe', booth: 'w3-101' }, 'en', href, 'Not yet let')
    expect(view.current).toEqual({ number: 'W3-101', hall: '西区 W3 馆', name: '中原核电', href: '/showDetail?id=7' })
    expect(view.halls[0]?.booths.get('booth-w3-101')?.current).toBe(true)
    expect(view.matches).toBe(1)
    expect(view.halls[0]?.booths.get('booth-w3-108')).toMatchObject({ matched: true, label: 'Huahe Engineering' })
    expect(floorPlanView(plan, { q: 'W3-1', booth: '' }, 'zh', href, '').matches).toBe(2)
    expect(floorPlanView(plan, { q: '', booth: 'Z9-1' }, 'zh', href, '').current).toBeNull()
  })

  it('B5 the query is read from its first value, trimmed and bounded', () => {
    expect(parseFloorPlanQuery({ q: ['  华核 ', 'x'], booth: 'W3-101'.repeat(20) })).toEqual({ q: '华核', booth: 'W3-101'.repeat(10) })
  })

  it("Z3 a big show draws one hall at a time: the one asked for, else the deep link's, else the first with a match; a small one draws all", () => {
    const perHall = Math.ceil((ALL_HALLS_MAX_BOOTHS + 1) / 3)
    const big: FloorPlan = {
      halls: ['E1', 'E2', 'W3'].map((name, hall) => ({
        id: hall + 1,
        name,
        svg: '<svg/>',
        viewBox: '0 0 10 10',
        booths: Array.from({ length: perHall }, (_, index) => ({
          boothId: `booth-${name}-${index}`,
          number: `${name}-${index}`,
          exhibitor: index === 7 ? { id: hall * 1000 + index, nameCN: `${name} 核电`, nameEN: '' } : null,
        })),
      })),
    }
    const shown = (query: { q: string; booth: string; hall?: string }) =>
      floorPlanView(big, query, 'zh', href, '').shown.map((hall) => hall.name)
    expect(shown({ q: '', booth: '' })).toEqual(['E1'])
    expect(shown({ q: '', booth: '', hall: '3' })).toEqual(['W3'])
    expect(shown({ q: '', booth: 'e2-5' })).toEqual(['E2'])
    expect(shown({ q: 'W3 核电', booth: '' })).toEqual(['W3'])
    const search = floorPlanView(big, { q: '核电', booth: '' }, 'zh', href, '')
    expect(search.matches).toBe(3)
    expect(search.halls.map((hall) => hall.matches)).toEqual([1, 1, 1])
    expect(floorPlanView(plan, { q: '', booth: '' }, 'zh', href, '').shown).toHaveLength(1)
    expect(parseFloorPlanQuery({ hall: ' 3 ' })).toEqual({ q: '', booth: '', hall: '3' })
    // A hall's whole list (?list=1) is asked for by that value only.
    expect(parseFloorPlanQuery({ hall: '3', list: '1' })).toEqual({ q: '', booth: '', hall: '3', list: true })
    expect(parseFloorPlanQuery({ hall: '3', list: 'yes' })).toEqual({ q: '', booth: '', hall: '3' })
  })
})

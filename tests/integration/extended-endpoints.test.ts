import { beforeAll, describe, expect, it } from 'vitest'

import type { ExhibitorItem, MenuItem } from '@/content-source/contract'

import { expectContract, expectError, get, items, total } from '../helpers/content-api'

type Named = Pick<ExhibitorItem, 'id' | 'nameCN' | 'nameEN' | 'category'>

let exhibitors: Named[]
let newsMenu: MenuItem

const flatten = (tree: MenuItem[]): MenuItem[] => tree.flatMap((menu) => [menu, ...flatten(menu.children)])

beforeAll(async () => {
  exhibitors = items<Named>(await get('GetExhibitorList', { pageSize: 100 }))
  const menus = flatten(items<MenuItem>(await get('GetMenuList')))
  const counts = await Promise.all(
    menus
      .filter((menu) => menu.link === '/news')
      .map(async (menu) => ({ menu, count: total(await get('GetArticleList', { menuId: menu.id })) ?? 0 })),
  )
  newsMenu = counts.sort((a, b) => b.count - a.count)[0]?.menu as MenuItem
})

describe('P2 GetArticleList paging', () => {
  it('pages partition the list: no article twice, none missing, total on every page', async () => {
    const all = await get('GetArticleList', { menuId: newsMenu.id, pageSize: 100 })
    const count = total(all) ?? 0
    expect(count).toBeGreaterThan(3)
    const seen: unknown[] = []
    for (let pageIndex = 1; pageIndex <= Math.ceil(count / 3); pageIndex += 1) {
      const page = await get('GetArticleList', { menuId: newsMenu.id, pageIndex, pageSize: 3 })
      expectContract('GetArticleList', page)
      expect(total(page)).toBe(count)
      seen.push(...items<{ id: number }>(page).map((article) => article.id))
    }
    expect(seen).toEqual(items<{ id: number }>(all).map((article) => article.id))
  })

  it('the last page holds the remainder; a page beyond the last is empty with the total', async () => {
    const count = total(await get('GetArticleList', { menuId: newsMenu.id })) ?? 0
    const last = await get('GetArticleList', { menuId: newsMenu.id, pageIndex: Math.ceil(count / 5), pageSize: 5 })
    expect(items(last)).toHaveLength(count % 5 || 5)
    const beyond = await get('GetArticleList', { menuId: newsMenu.id, pageIndex: 1000, pageSize: 5 })
    expectContract('GetArticleList', beyond)
    expect(items(beyond)).toEqual([])
    expect(total(beyond)).toBe(count)
  })

  it('pageSize defaults to 10 and allows 100', async () => {
    expect(items(await get('GetArticleList', { menuId: newsMenu.id })).length).toBeLessThanOrEqual(10)
    expectContract('GetArticleList', await get('GetArticleList', { menuId: newsMenu.id, pageSize: 100 }))
  })
})

describe('P3 GetExhibitorList search and filter', () => {
  it('a partial Chinese name finds the exhibitor', async () => {
    const target = exhibitors[3] as Named
    const keyword = target.nameCN.slice(1, 3)
    const found = items<Named>(await get('GetExhibitorList', { keyword }))
    expect(found.map((item) => item.id)).toContain(target.id)
    for (const item of found) expect(`${item.nameCN}${item.nameEN}`.toLowerCase()).toContain(keyword.toLowerCase())
  })

  it('a partial English name matches case-insensitively', async () => {
    const target = exhibitors.find((item) => item.nameEN.length > 8) as Named
    const word = target.nameEN.split(' ')[0] as string
    for (const keyword of [word.toUpperCase(), word.toLowerCase()]) {
      expect(items<Named>(await get('GetExhibitorList', { keyword })).map((item) => item.id)).toContain(target.id)
    }
  })

  it('category filters, and combines with the keyword', async () => {
    const category = (exhibitors[0] as Named).category
    const inCategory = items<Named>(await get('GetExhibitorList', { category, pageSize: 100 }))
    expect(inCategory.length).toBe(exhibitors.filter((item) => item.category === category).length)
    expect(inCategory.every((item) => item.category === category)).toBe(true)
    const keyword = (inCategory[0] as Named).nameCN.slice(0, 2)
    const both = items<Named>(await get('GetExhibitorList', { category, keyword }))
    expect(both.every((item) => item.category === category && item.nameCN.includes(keyword))).toBe(true)
  })

  it.each(['%', '_', '%%', "'", '"', "' OR '1'='1", '\\', '🚀', '核🚀', '<script>', '   '])(
    'keyword %j is matched literally, never as a wildcard or SQL',
    async (keyword) => {
      const answer = await get('GetExhibitorList', { keyword })
      expectContract('GetExhibitorList', answer)
      const literal = keyword.trim().toLowerCase()
      const expected = exhibitors.filter((item) => `${item.nameCN}\u0000${item.nameEN}`.toLowerCase().includes(literal))
      expect(total(answer)).toBe(literal ? expected.length : exhibitors.length)
    },
  )

  it('a 100-character keyword is accepted; 101 and 10 000 are refused', async () => {
    expectContract('GetExhibitorList', await get('GetExhibitorList', { keyword: '核'.repeat(100) }))
    expectError(await get('GetExhibitorList', { keyword: '核'.repeat(101) }), 400)
    expectError(await get('GetExhibitorList', { keyword: 'x'.repeat(10_000) }), 400)
  })

  it('paging: 20 exhibitors in pages of 12 → 12 + 8, then empty', async () => {
    const pages = await Promise.all([1, 2, 3].map((pageIndex) => get('GetExhibitorList', { pageIndex, pageSize: 12 })))
    expect(pages.map((page) => items(page).length)).toEqual([12, 8, 0])
    expect(pages.map((page) => total(page))).toEqual([20, 20, 20])
  })
})

describe('P2 GetArticleList includeSubmenus (ours)', () => {
  it('a parent menu lists its own and its sub-menus’ articles, newest first; without the flag only its own', async () => {
    const menus = items<MenuItem>(await get('GetMenuList'))
    const parent = menus.find((menu) => menu.link === '/news' && menu.children.length > 0) as MenuItem
    const childTotals = await Promise.all(
      parent.children.map(async (child) => total(await get('GetArticleList', { menuId: child.id })) ?? 0),
    )
    const own = total(await get('GetArticleList', { menuId: parent.id })) ?? 0
    const all = await get('GetArticleList', { menuId: parent.id, includeSubmenus: 'true', pageSize: 100 })
    expectContract('GetArticleList', all)
    expect(total(all)).toBe(own + childTotals.reduce((sum, count) => sum + count, 0))
    const dates = items<{ publishedAt: string }>(all).map((article) => article.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('a flag that is not true/false → 400', async () => {
    expectError(await get('GetArticleList', { menuId: newsMenu.id, includeSubmenus: 'maybe' }), 400)
  })
})

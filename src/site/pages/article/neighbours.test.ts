import { describe, expect, test } from 'vitest'

import type { ArticleItem, PageQuery, Paged } from '@/content-source'

import { findNeighbours } from './neighbours'

const article = (id: number): ArticleItem => ({ id, title: `文章 ${id}`, subtitle: '', coverUrl: null, link: null, detail: '' })

/** A menu of `count` articles (ids 1…count, newest first), counting the reads. */
function menuOf(count: number) {
  const all = Array.from({ length: count }, (_, index) => article(index + 1))
  const reads: number[] = []
  return {
    reads,
    getMenuArticles: async (_menuId: number | string, page: PageQuery): Promise<Paged<ArticleItem>> => {
      reads.push(page.pageIndex)
      const start = (page.pageIndex - 1) * page.pageSize
      return { items: all.slice(start, start + page.pageSize), total: count, ...page }
    },
  }
}

const ids = (neighbours: { previous: ArticleItem | null; next: ArticleItem | null }) => [
  neighbours.previous?.id ?? null,
  neighbours.next?.id ?? null,
]

describe('P2 news-detail neighbours', () => {
  test('P2 neighbours: the articles before and after in list order', async () => {
    expect(ids(await findNeighbours(menuOf(12), 1, 5))).toEqual([4, 6])
  })

  test('P2 neighbours: the newest has no previous, the oldest no next', async () => {
    expect(ids(await findNeighbours(menuOf(12), 1, 1))).toEqual([null, 2])
    expect(ids(await findNeighbours(menuOf(12), 1, 12))).toEqual([11, null])
  })

  test('P2 neighbours: across the boundary of two reads', async () => {
    const menu = menuOf(250)
    expect(ids(await findNeighbours(menu, 1, 100))).toEqual([99, 101])
    expect(menu.reads).toEqual([1, 2])
    expect(ids(await findNeighbours(menuOf(250), 1, 101))).toEqual([100, 102])
  })

  test('P2 neighbours: an article not in the menu has none', async () => {
    const menu = menuOf(150)
    expect(ids(await findNeighbours(menu, 1, 999))).toEqual([null, null])
    expect(menu.reads).toEqual([1, 2])
  })
})

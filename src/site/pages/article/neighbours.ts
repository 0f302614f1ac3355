import { PAGE_SIZE_MAX } from '@/content-source/contract'
import type { ArticleItem, ContentSource, Id } from '@/content-source'

export type Neighbours = { previous: ArticleItem | null; next: ArticleItem | null }

/** Far more than a show's news menu holds; it only bounds the walk if the list keeps changing under it. */
const MAX_PAGES = 50

/**
 * The articles before and after one article in its menu's newest-first list. The contract has no
 * "neighbours" read, so this walks the list a hundred at a time, the way the list page reads it
 * (and through the same cache). A menu holds tens to a few hundred articles: one to three reads.
 * An article not in the menu (a stale link) gets no neighbours.
 */
export async function findNeighbours(source: Pick<ContentSource, 'getMenuArticles'>, menuId: Id, articleId: Id): Promise<Neighbours> {
  const wanted = String(articleId)
  let lastOfPreviousPage: ArticleItem | null = null
  for (let pageIndex = 1; pageIndex <= MAX_PAGES; pageIndex += 1) {
    const page = await source.getMenuArticles(menuId, { pageIndex, pageSize: PAGE_SIZE_MAX })
    const index = page.items.findIndex((article) => String(article.id) === wanted)
    const hasMore = pageIndex * PAGE_SIZE_MAX < page.total
    if (index >= 0) {
      const previous = index > 0 ? (page.items[index - 1] ?? null) : lastOfPreviousPage
      let next = page.items[index + 1] ?? null
      if (!next && hasMore) {
        const following = await source.getMenuArticles(menuId, { pageIndex: pageIndex + 1, pageSize: PAGE_SIZE_MAX })
        next = following.items[0] ?? null
      }
      return { previous, next }
    }
    if (!hasMore || page.items.length === 0) break
    lastOfPreviousPage = page.items.at(-1) ?? null
  }
  return { previous: null, next: null }
}

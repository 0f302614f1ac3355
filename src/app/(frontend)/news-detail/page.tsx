import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Id } from '@/content-source'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { ArticlePage } from '@/site/pages/article/ArticlePage'
import { articleMetadata } from '@/site/pages/article/metadata'
import { ArticleNav } from '@/site/pages/article/ArticleNav'
import { findNeighbours } from '@/site/pages/article/neighbours'
import { parseId } from '@/site/pages/shared/params'
import { getArticle, getMenuArticles, menuOfPage, readFound } from '@/site/pages/shared/reads'

type NewsDetailProps = { searchParams: Promise<SearchParams> }

const cachedSource = {
  getMenuArticles: (menuId: Id, page: { pageIndex: number; pageSize: number }) =>
    getMenuArticles(menuId, page.pageIndex, page.pageSize, true),
}

export async function generateMetadata({ searchParams }: NewsDetailProps): Promise<Metadata> {
  return articleMetadata('/news-detail', await searchParams)
}

/** P2 /news-detail?id=…&menuId=…: a news article with links to its neighbours in the menu. */
export default async function NewsDetailPage({ searchParams }: NewsDetailProps) {
  const { id: idParam, menuId } = await searchParams
  const id = parseId(idParam)
  if (id === null) notFound()
  const menu = await menuOfPage(menuId, false)
  const listId = menu ? String(menu.menu.id) : null
  const [article, neighbours] = await Promise.all([
    readFound('article', () => getArticle(id)),
    // Without its neighbours the article still shows (S31).
    listId ? readSection('news neighbours', () => findNeighbours(cachedSource, listId, id)) : null,
  ])
  return (
    <ArticlePage menuId={menuId} article={article}>
      {listId && neighbours && <ArticleNav neighbours={neighbours} menuId={listId} />}
    </ArticlePage>
  )
}

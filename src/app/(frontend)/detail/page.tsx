import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { Article } from '@/site/pages/article/Article'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { excerpt } from '@/site/pages/shared/format'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { parseId } from '@/site/pages/shared/params'
import { getArticle, menuOfPage, readFound, UNAVAILABLE } from '@/site/pages/shared/reads'

type DetailProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: DetailProps): Promise<Metadata> {
  const { id: idParam, menuId } = await searchParams
  const id = parseId(idParam)
  const article = id === null ? null : await readSection('article', () => getArticle(id))
  if (!article) return pageMetadata(menuId, { description: (menuName) => menuName })
  return pageMetadata(menuId, { name: article.title, description: excerpt(article.subtitle || article.detail) })
}

/** P1 /detail?id=…(&menuId=…): one article by id. */
export default async function DetailPage({ searchParams }: DetailProps) {
  const { id: idParam, menuId } = await searchParams
  const id = parseId(idParam)
  if (id === null) notFound()
  const [, article] = await Promise.all([menuOfPage(menuId, false), readFound('article', () => getArticle(id))])
  if (article === UNAVAILABLE) {
    return (
      <PageShell menuId={menuId}>
        <EmptyState />
      </PageShell>
    )
  }
  return (
    <PageShell menuId={menuId} crumbs={[article.title]}>
      <Article article={article} />
    </PageShell>
  )
}

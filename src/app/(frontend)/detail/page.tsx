import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'
import { Article } from '@/site/pages/article/Article'
import { articleMetadata } from '@/site/pages/article/metadata'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { parseId } from '@/site/pages/shared/params'
import { getArticle, menuOfPage, readFound, UNAVAILABLE } from '@/site/pages/shared/reads'

type DetailProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: DetailProps): Promise<Metadata> {
  return articleMetadata(await searchParams)
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

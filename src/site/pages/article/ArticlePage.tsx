import type { ReactNode } from 'react'

import type { ArticleItem } from '@/content-source'
import { PageShell } from '@/site/components/PageShell'
import { EmptyState, UNAVAILABLE_TEXT } from '@/site/pages/shared/EmptyState'
import { UNAVAILABLE, type Unavailable } from '@/site/pages/shared/reads'

import { Article } from './Article'

type ArticlePageProps = {
  menuId: string | string[] | undefined
  article: ArticleItem | Unavailable
  /** What follows the article (the news page's 上一篇 / 下一篇). */
  children?: ReactNode
}

/** /detail and /news-detail: the article under its name in the breadcrumb, or a notice when its read failed. */
export function ArticlePage({ menuId, article, children }: ArticlePageProps) {
  if (article === UNAVAILABLE) {
    return (
      <PageShell menuId={menuId}>
        <EmptyState>{UNAVAILABLE_TEXT}</EmptyState>
      </PageShell>
    )
  }
  return (
    <PageShell menuId={menuId} crumbs={[article.title]}>
      <Article article={article} />
      {children}
    </PageShell>
  )
}

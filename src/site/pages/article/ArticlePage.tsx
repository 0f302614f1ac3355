import type { ReactNode } from 'react'

import type { ArticleItem } from '@/content-source'
import { PageShell } from '@/site/components/PageShell'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { UNAVAILABLE, type Unavailable } from '@/site/pages/shared/reads'
import type { SearchParams } from '@/site/lib/metadata'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'

import { Article } from './Article'

type ArticlePageProps = {
  /** The route and its search params, for the Chinese page's link when the article has no English (G5). */
  path: '/detail' | '/news-detail'
  params: SearchParams
  menuId: string | string[] | undefined
  article: ArticleItem | Unavailable
  /** What follows the article (the news page's 上一篇 / 下一篇). */
  children?: ReactNode
}

/** /detail and /news-detail: the article under its name in the breadcrumb, or a notice when its read failed. */
export function ArticlePage({ path, params, menuId, article, children }: ArticlePageProps) {
  if (article === UNAVAILABLE) {
    return (
      <PageShell menuId={menuId}>
        <EmptyState unavailable />
      </PageShell>
    )
  }
  // G5: an English read of an article never written in English has no title.
  if (!article.title) return <NotInEnglishPage path={path} params={params} menuId={menuId} />
  return (
    <PageShell menuId={menuId} crumbs={[article.title]}>
      <Article article={article} />
      {children}
    </PageShell>
  )
}

import Link from 'next/link'
import type { ReactNode } from 'react'

import type { ArticleItem } from '@/content-source/contract'
import { imageAttributes } from '@/site/lib/images'
import { OutLink } from '@/site/components/OutLink'
import { isHttpLink } from '@/site/lib/links'
import { getSiteLanguage } from '@/site/lib/locale'

/**
 * S21: an http(s) link opens in a new tab; any other link never opens (no link at all); an
 * article without a link but with a detail opens its detail page in the same tab.
 */
function CardLink({ article, detailPath, children }: { article: ArticleItem; detailPath: (path: string) => string; children: ReactNode }) {
  if (isHttpLink(article.link)) {
    return (
      <OutLink className="card__link" href={article.link}>
        {children}
      </OutLink>
    )
  }
  if (!article.link && article.detail.trim()) {
    return (
      <Link className="card__link" href={detailPath(`/detail?id=${encodeURIComponent(String(article.id))}`)}>
        {children}
      </Link>
    )
  }
  return <div className="card__link">{children}</div>
}

/** S20: an article card: cover, title, subtitle. `priority`: its cover is the page's largest picture. */
export async function Card({ article, priority = false }: { article: ArticleItem; priority?: boolean }) {
  const { path } = await getSiteLanguage()
  const cover = article.coverUrl ? imageAttributes(article.coverUrl, 'card', { priority }) : null
  return (
    <article className="card" data-card-id={String(article.id)}>
      <CardLink article={article} detailPath={path}>
        <div className="card__cover">{cover && <img {...cover} alt="" />}</div>
        <div className="card__body">
          <h3 className="card__title">{article.title}</h3>
          {article.subtitle && <p className="card__subtitle">{article.subtitle}</p>}
        </div>
      </CardLink>
    </article>
  )
}

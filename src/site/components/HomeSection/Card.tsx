import Link from 'next/link'
import type { ReactNode } from 'react'

import type { ArticleItem } from '@/content-api/contract'
import { imageAttributes } from '@/site/lib/images'
import { isHttpLink } from '@/site/lib/links'

/**
 * S21: an http(s) link opens in a new tab; any other link never opens (no link at all); an
 * article without a link but with a detail opens its detail page in the same tab.
 */
function CardLink({ article, children }: { article: ArticleItem; children: ReactNode }) {
  if (isHttpLink(article.link)) {
    return (
      <a className="card__link" href={article.link} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    )
  }
  if (!article.link && article.detail.trim()) {
    return (
      <Link className="card__link" href={`/detail?id=${encodeURIComponent(String(article.id))}`}>
        {children}
      </Link>
    )
  }
  return <div className="card__link">{children}</div>
}

/** S20: an article card: cover, title, subtitle. */
export function Card({ article }: { article: ArticleItem }) {
  return (
    <article className="card" data-card-id={String(article.id)}>
      <CardLink article={article}>
        <div className="card__cover">
          {article.coverUrl && <img {...imageAttributes(article.coverUrl, 'card')} alt="" />}
        </div>
        <div className="card__body">
          <h3 className="card__title">{article.title}</h3>
          {article.subtitle && <p className="card__subtitle">{article.subtitle}</p>}
        </div>
      </CardLink>
    </article>
  )
}

import Link from 'next/link'

import type { ArticleItem } from '@/content-source'
import { imageAttributes } from '@/site/lib/images'
import { formatDate } from '@/site/pages/shared/format'
import { hrefWith } from '@/site/pages/shared/params'
import { getSiteLanguage } from '@/site/lib/locale'

type NewsListProps = {
  articles: readonly ArticleItem[]
  menuId: string
  /** The home page's latest news: two columns, smaller covers. */
  compact?: boolean
}

/** P2: one page of a menu's articles, newest first: cover, title, subtitle and date. */
export async function NewsList({ articles, menuId, compact = false }: NewsListProps) {
  const { path } = await getSiteLanguage()
  return (
    <ul className={compact ? 'news-list news-list--compact' : 'news-list'}>
      {articles.map((article) => {
        const date = formatDate(article.publishedAt)
        return (
          <li key={String(article.id)} className="news-list__item">
            <Link className="news-list__link" href={path(hrefWith('/news-detail', { id: String(article.id), menuId }))}>
              <span className="news-list__cover">
                {article.coverUrl && <img {...imageAttributes(article.coverUrl, compact ? 'latestNewsCover' : 'newsCover')} alt="" />}
              </span>
              <span className="news-list__text">
                <span className="news-list__title">{article.title}</span>
                {article.subtitle && <span className="news-list__summary">{article.subtitle}</span>}
                {date && (
                  <time className="news-list__date" dateTime={article.publishedAt ?? undefined}>
                    {date}
                  </time>
                )}
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

import type { ArticleItem } from '@/content-source'
import { RichText } from '@/site/components/RichText'
import { formatDate } from '@/site/pages/shared/format'
import { getSiteLanguage } from '@/site/lib/locale'

type ArticleProps = {
  article: ArticleItem
  /** /info shows a menu's single page: title, date and body, no subtitle. */
  withSubtitle?: boolean
}

/** P1/P2: one article: its title, subtitle, date and HTML body (sanitized by the server, S32). */
export async function Article({ article, withSubtitle = true }: ArticleProps) {
  const { text } = await getSiteLanguage()
  const date = formatDate(article.publishedAt)
  return (
    <article className="article">
      <header className="article__head">
        <h1 className="article__title">{article.title}</h1>
        {withSubtitle && article.subtitle && <p className="article__subtitle">{article.subtitle}</p>}
        {date && (
          <p className="article__meta">
            {text.published}
            <time dateTime={article.publishedAt ?? undefined}>{date}</time>
          </p>
        )}
      </header>
      <RichText html={article.detail} className="article__body" />
    </article>
  )
}

import Link from 'next/link'

import type { ArticleItem } from '@/content-source'
import { hrefWith } from '@/site/pages/shared/params'
import { getSiteLanguage } from '@/site/lib/locale'

import type { Neighbours } from './neighbours'

async function NeighbourLink({ label, article, menuId, rel }: { label: string; article: ArticleItem | null; menuId: string; rel: string }) {
  const { text, path } = await getSiteLanguage()
  return (
    <p className="article-nav__item">
      <span className="article-nav__label">
        {label}
        {text.colon}
      </span>
      {article ? (
        <Link href={path(hrefWith('/news-detail', { id: String(article.id), menuId }))} rel={rel} className="article-nav__link">
          {article.title}
        </Link>
      ) : (
        <span className="article-nav__none">{text.noNeighbour}</span>
      )}
    </p>
  )
}

/** P2: 上一篇 / 下一篇 in the menu's list order (newest first), and the way back to the list. */
export async function ArticleNav({ neighbours, menuId }: { neighbours: Neighbours; menuId: string }) {
  const { text, path } = await getSiteLanguage()
  return (
    <nav className="article-nav" aria-label={text.articleNav}>
      <NeighbourLink label={text.previousArticle} article={neighbours.previous} menuId={menuId} rel="prev" />
      <NeighbourLink label={text.nextArticle} article={neighbours.next} menuId={menuId} rel="next" />
      <Link className="button button--ghost article-nav__back" href={path(hrefWith('/news', { menuId }))}>
        {text.backToList}
      </Link>
    </nav>
  )
}

import Link from 'next/link'

import type { ArticleItem } from '@/content-source'
import { hrefWith } from '@/site/pages/shared/params'

import type { Neighbours } from './neighbours'

function NeighbourLink({ label, article, menuId, rel }: { label: string; article: ArticleItem | null; menuId: string; rel: string }) {
  return (
    <p className="article-nav__item">
      <span className="article-nav__label">{label}：</span>
      {article ? (
        <Link href={hrefWith('/news-detail', { id: String(article.id), menuId })} rel={rel} className="article-nav__link">
          {article.title}
        </Link>
      ) : (
        <span className="article-nav__none">没有了</span>
      )}
    </p>
  )
}

/** P2: 上一篇 / 下一篇 in the menu's list order (newest first), and the way back to the list. */
export function ArticleNav({ neighbours, menuId }: { neighbours: Neighbours; menuId: string }) {
  return (
    <nav className="article-nav" aria-label="上一篇和下一篇">
      <NeighbourLink label="上一篇" article={neighbours.previous} menuId={menuId} rel="prev" />
      <NeighbourLink label="下一篇" article={neighbours.next} menuId={menuId} rel="next" />
      <Link className="button button--ghost article-nav__back" href={hrefWith('/news', { menuId })}>
        返回列表
      </Link>
    </nav>
  )
}

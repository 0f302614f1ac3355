import type { Metadata } from 'next'

import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { excerpt } from '@/site/pages/shared/format'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { parseId } from '@/site/pages/shared/params'
import { getArticle } from '@/site/pages/shared/reads'

/** The head of an article page (/detail, /news-detail): the article's title and summary. */
export async function articleMetadata({ id: idParam, menuId }: SearchParams): Promise<Metadata> {
  const id = parseId(idParam)
  const article = id === null ? null : await readSection('article', () => getArticle(id))
  if (!article) return pageMetadata(menuId, { description: (menuName) => menuName })
  return pageMetadata(menuId, { name: article.title, description: excerpt(article.subtitle || article.detail) })
}

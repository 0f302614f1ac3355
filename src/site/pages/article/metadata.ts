import type { Metadata } from 'next'

import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { excerpt } from '@/site/pages/shared/format'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { parseId } from '@/site/pages/shared/params'
import { getArticle, menuOnlyInChinese } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

/**
 * The head of an article page (/detail, /news-detail): the article's title and summary, its one
 * canonical URL (`?id=…&menuId=…`) and its share card (the cover, else the site's).
 */
export async function articleMetadata(path: '/detail' | '/news-detail', params: SearchParams): Promise<Metadata> {
  const { menuId } = params
  const id = parseId(params.id)
  const canonical = canonicalPath(path, params, ['id', 'menuId'])
  const article = id === null ? null : await readSection('article', () => getArticle(id))
  // G5: an English read of an article never written in English has no title.
  const notInEnglish = (await menuOnlyInChinese(menuId)) || article?.title === ''
  if (!article || notInEnglish)
    return withSeo(await pageMetadata(menuId, { description: (menuName) => menuName }), { path: canonical, notInEnglish })
  const base = await pageMetadata(menuId, { name: article.title, description: excerpt(article.subtitle || article.detail) })
  return withSeo(base, {
    path: canonical,
    type: 'article',
    publishedTime: article.publishedAt,
    image: article.coverUrl ? { article: String(article.id) } : undefined,
  })
}

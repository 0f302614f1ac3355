import type { Metadata } from 'next'

import type { Id } from '@/content-source'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { ArticlePage } from '@/site/pages/article/ArticlePage'
import { articleMetadata } from '@/site/pages/article/metadata'
import { ArticleNav } from '@/site/pages/article/ArticleNav'
import { findNeighbours } from '@/site/pages/article/neighbours'
import { excerpt } from '@/site/pages/shared/format'
import { pageNotFound } from '@/site/pages/shared/NotFound'
import { parseId } from '@/site/pages/shared/params'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'
import { getArticle, getMenuArticles, menuOfPage, menuOnlyInChinese, readFound, UNAVAILABLE } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { newsArticleLd } from '@/site/seo/json-ld'
import { JsonLdScript } from '@/site/seo/JsonLdScript'
import { shareImageUrl } from '@/site/seo/share'
import { getSiteIdentity } from '@/site/seo/site-identity'
import { absoluteUrl } from '@/site/seo/site-url'

type NewsDetailProps = { searchParams: Promise<SearchParams> }

const cachedSource = {
  getMenuArticles: (menuId: Id, page: { pageIndex: number; pageSize: number }) =>
    getMenuArticles(menuId, page.pageIndex, page.pageSize, true),
}

async function describePage({ searchParams }: NewsDetailProps): Promise<Metadata> {
  return articleMetadata('/news-detail', await searchParams)
}

/** P2 /news-detail?id=…&menuId=…: a news article with links to its neighbours in the menu. */
async function NewsDetailPage({ searchParams }: NewsDetailProps) {
  const params = await searchParams
  const { menuId } = params
  const id = parseId(params.id)
  if (id === null) pageNotFound()
  if (await menuOnlyInChinese(menuId)) return <NotInEnglishPage path="/news-detail" params={params} />
  const menu = await menuOfPage(menuId, false)
  const listId = menu ? String(menu.menu.id) : null
  const [article, neighbours, identity, { path, text }] = await Promise.all([
    readFound('article', () => getArticle(id)),
    // Without its neighbours the article still shows (S31).
    listId ? readSection('news neighbours', () => findNeighbours(cachedSource, listId, id)) : null,
    getSiteIdentity(),
    getSiteLanguage(),
  ])
  // G3: the article as a schema.org NewsArticle, on its canonical URL with its share card.
  const structured =
    article === UNAVAILABLE || !article.title
      ? null
      : newsArticleLd(
          article,
          {
            url: absoluteUrl(path(canonicalPath('/news-detail', params, ['id', 'menuId']))),
            imageUrl: shareImageUrl(article.coverUrl ? { article: String(article.id) } : undefined),
            description: excerpt(article.subtitle || article.detail),
            language: text.htmlLang,
          },
          identity,
        )
  return (
    <ArticlePage path="/news-detail" params={params} menuId={menuId} article={article}>
      {listId && neighbours && <ArticleNav neighbours={neighbours} menuId={listId} />}
      {structured && <JsonLdScript data={structured} />}
    </ArticlePage>
  )
}

export const generateMetadata = editionMetadata(NewsDetailPage, describePage)
export default editionPage(NewsDetailPage)

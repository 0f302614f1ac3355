import type { Metadata } from 'next'

import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import type { SearchParams } from '@/site/lib/metadata'
import { ArticlePage } from '@/site/pages/article/ArticlePage'
import { articleMetadata } from '@/site/pages/article/metadata'
import { pageNotFound } from '@/site/pages/shared/NotFound'
import { parseId } from '@/site/pages/shared/params'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'
import { getArticle, menuOfPage, menuOnlyInChinese, readFound } from '@/site/pages/shared/reads'

type DetailProps = { searchParams: Promise<SearchParams> }

async function describePage({ searchParams }: DetailProps): Promise<Metadata> {
  return articleMetadata('/detail', await searchParams)
}

/** P1 /detail?id=…(&menuId=…): one article by id. */
async function DetailPage({ searchParams }: DetailProps) {
  const params = await searchParams
  const { id: idParam, menuId } = params
  const id = parseId(idParam)
  if (id === null) pageNotFound()
  if (await menuOnlyInChinese(menuId)) return <NotInEnglishPage path="/detail" params={params} />
  const [, article] = await Promise.all([menuOfPage(menuId, false), readFound('article', () => getArticle(id))])
  return <ArticlePage path="/detail" params={params} menuId={menuId} article={article} />
}

export const generateMetadata = editionMetadata(DetailPage, describePage)
export default editionPage(DetailPage)

import type { Metadata } from 'next'

import { PageShell } from '@/site/components/PageShell'
import { getMenuContext } from '@/site/lib/content'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { Article } from '@/site/pages/article/Article'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { excerpt } from '@/site/pages/shared/format'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'
import { getMenuArticles, menuOfPage, menuOnlyInChinese, onlyInChinese, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

type InfoProps = { searchParams: Promise<SearchParams> }

/** The menu's single page is its newest article (in English: its newest written in English). */
const singlePage = async (menuId: string) => (await getMenuArticles(menuId, 1, 1)).items[0] ?? null

/** G5: the menu has a page, but only in Chinese. */
const pageOnlyInChinese = (menuId: string) =>
  onlyInChinese(async (chinese) => (await chinese.getMenuArticles(menuId, { pageIndex: 1, pageSize: 1 })).total)

async function describePage({ searchParams }: InfoProps): Promise<Metadata> {
  const params = await searchParams
  const context = await readSection('menu', () => getMenuContext(params.menuId))
  const article = context ? await readSection('info article', () => singlePage(String(context.menu.id))) : null
  const notInEnglish =
    (await menuOnlyInChinese(params.menuId)) || (context !== null && !article && (await pageOnlyInChinese(String(context.menu.id))))
  const base = await pageMetadata(params.menuId, {
    description: article ? excerpt(article.subtitle || article.detail) : (menuName) => menuName,
  })
  return withSeo(base, {
    path: canonicalPath('/info', params, ['menuId']),
    image: article?.coverUrl ? { article: String(article.id) } : undefined,
    notInEnglish,
  })
}

/** P1 /info?menuId=…: a menu's single rich page (展会介绍, 交通指南, 联系我们 …). */
async function InfoPage({ searchParams }: InfoProps) {
  const params = await searchParams
  const { menuId } = params
  if (await menuOnlyInChinese(menuId)) return <NotInEnglishPage path="/info" params={params} />
  const menu = await menuOfPage(menuId, true)
  // Wrapped: a menu without a page (null) is not a failed read (UNAVAILABLE).
  const found = menu
    ? await readList('info article', async () => {
        const article = await singlePage(String(menu.menu.id))
        return { article, onlyInChinese: article === null && (await pageOnlyInChinese(String(menu.menu.id))) }
      })
    : UNAVAILABLE
  if (found !== UNAVAILABLE && found.onlyInChinese) return <NotInEnglishPage path="/info" params={params} menuId={menuId} />
  return (
    <PageShell menuId={menuId}>
      {found === UNAVAILABLE ? (
        <EmptyState unavailable />
      ) : found.article === null ? (
        <EmptyState />
      ) : (
        <Article article={found.article} withSubtitle={false} />
      )}
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(InfoPage, describePage)
export default editionPage(InfoPage)

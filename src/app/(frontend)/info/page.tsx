import type { Metadata } from 'next'

import { PageShell } from '@/site/components/PageShell'
import { getMenuContext } from '@/site/lib/content'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { Article } from '@/site/pages/article/Article'
import { EmptyState, UNAVAILABLE_TEXT } from '@/site/pages/shared/EmptyState'
import { excerpt } from '@/site/pages/shared/format'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { getMenuArticles, menuOfPage, readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

type InfoProps = { searchParams: Promise<SearchParams> }

/** The menu's single page is its newest article. */
const singlePage = async (menuId: string) => (await getMenuArticles(menuId, 1, 1)).items[0] ?? null

export async function generateMetadata({ searchParams }: InfoProps): Promise<Metadata> {
  const params = await searchParams
  const context = await readSection('menu', () => getMenuContext(params.menuId))
  const article = context ? await readSection('info article', () => singlePage(String(context.menu.id))) : null
  const base = await pageMetadata(params.menuId, { description: article ? excerpt(article.subtitle || article.detail) : (menuName) => menuName })
  return withSeo(base, { path: canonicalPath('/info', params, ['menuId']), image: article?.coverUrl ? { article: String(article.id) } : undefined })
}

/** P1 /info?menuId=…: a menu's single rich page (展会介绍, 交通指南, 联系我们 …). */
export default async function InfoPage({ searchParams }: InfoProps) {
  const { menuId } = await searchParams
  const menu = await menuOfPage(menuId, true)
  // Wrapped: a menu without a page (null) is not a failed read (UNAVAILABLE).
  const found = menu ? await readList('info article', async () => ({ article: await singlePage(String(menu.menu.id)) })) : UNAVAILABLE
  return (
    <PageShell menuId={menuId}>
      {found === UNAVAILABLE ? (
        <EmptyState>{UNAVAILABLE_TEXT}</EmptyState>
      ) : found.article === null ? (
        <EmptyState />
      ) : (
        <Article article={found.article} withSubtitle={false} />
      )}
    </PageShell>
  )
}

import type { Metadata } from 'next'

import { PageShell } from '@/site/components/PageShell'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { categoryName } from '@/site/lib/site-text'
import { readSection } from '@/site/lib/section'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { excerpt } from '@/site/pages/shared/format'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { pageNotFound } from '@/site/pages/shared/NotFound'
import { parseId } from '@/site/pages/shared/params'
import { NotInEnglishPage } from '@/site/pages/shared/NotInEnglish'
import { getExhibitor, menuOfPage, menuOnlyInChinese, readFound, UNAVAILABLE } from '@/site/pages/shared/reads'
import { exhibitorNames, hasEnglishName } from '@/site/pages/show/exhibitor-names'
import { ExhibitorProfile } from '@/site/pages/show/ExhibitorProfile'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

type ShowDetailProps = { searchParams: Promise<SearchParams> }

async function describePage({ searchParams }: ShowDetailProps): Promise<Metadata> {
  const params = await searchParams
  const { menuId } = params
  const id = parseId(params.id)
  const path = canonicalPath('/showDetail', params, ['id', 'menuId'])
  const [exhibitor, { locale, text }] = await Promise.all([
    id === null ? null : readSection('exhibitor', () => getExhibitor(id)),
    getSiteLanguage(),
  ])
  const notInEnglish = (await menuOnlyInChinese(menuId)) || (exhibitor !== null && !hasEnglishName(exhibitor, locale))
  if (!exhibitor || notInEnglish)
    return withSeo(await pageMetadata(menuId, { description: (menuName) => menuName }), { path, notInEnglish })
  const name = exhibitorNames(exhibitor, locale).name
  const base = await pageMetadata(menuId, {
    name,
    description: text.exhibitorDescription(
      name,
      exhibitor.booth,
      categoryName(exhibitor.category, locale),
      excerpt(exhibitor.introduction, 100),
    ),
  })
  return withSeo(base, { path, image: exhibitor.logoUrl ? { exhibitor: String(exhibitor.id) } : undefined })
}

/** P3 /showDetail?id=…(&menuId=…): one exhibitor's profile. */
async function ShowDetailPage({ searchParams }: ShowDetailProps) {
  const params = await searchParams
  const { id: idParam, menuId } = params
  const id = parseId(idParam)
  if (id === null) pageNotFound()
  if (await menuOnlyInChinese(menuId)) return <NotInEnglishPage path="/showDetail" params={params} />
  const [menu, exhibitor, { locale }] = await Promise.all([
    menuOfPage(menuId, false),
    readFound('exhibitor', () => getExhibitor(id)),
    getSiteLanguage(),
  ])
  if (exhibitor === UNAVAILABLE) {
    return (
      <PageShell menuId={menuId}>
        <EmptyState unavailable />
      </PageShell>
    )
  }
  if (!hasEnglishName(exhibitor, locale)) return <NotInEnglishPage path="/showDetail" params={params} menuId={menuId} />
  return (
    <PageShell menuId={menuId} crumbs={[exhibitorNames(exhibitor, locale).name]}>
      <ExhibitorProfile exhibitor={exhibitor} menuId={menu ? String(menu.menu.id) : null} />
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(ShowDetailPage, describePage)
export default editionPage(ShowDetailPage)

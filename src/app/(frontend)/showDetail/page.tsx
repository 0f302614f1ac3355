import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { PageShell } from '@/site/components/PageShell'
import type { SearchParams } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'
import { EmptyState, UNAVAILABLE_TEXT } from '@/site/pages/shared/EmptyState'
import { excerpt } from '@/site/pages/shared/format'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { parseId } from '@/site/pages/shared/params'
import { getExhibitor, menuOfPage, readFound, UNAVAILABLE } from '@/site/pages/shared/reads'
import { ExhibitorProfile } from '@/site/pages/show/ExhibitorProfile'
import { canonicalPath } from '@/site/seo/canonical'
import { withSeo } from '@/site/seo/share'

type ShowDetailProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: ShowDetailProps): Promise<Metadata> {
  const params = await searchParams
  const { menuId } = params
  const id = parseId(params.id)
  const path = canonicalPath('/showDetail', params, ['id', 'menuId'])
  const exhibitor = id === null ? null : await readSection('exhibitor', () => getExhibitor(id))
  if (!exhibitor) return withSeo(await pageMetadata(menuId, { description: (menuName) => menuName }), { path })
  const intro = excerpt(exhibitor.introduction, 100)
  const booth = exhibitor.booth ? `展位号 ${exhibitor.booth}，` : ''
  const base = await pageMetadata(menuId, {
    name: exhibitor.nameCN,
    description: `${exhibitor.nameCN}（${booth}${exhibitor.category}）${intro ? `：${intro}` : ''}`,
  })
  return withSeo(base, { path, image: exhibitor.logoUrl ? { exhibitor: String(exhibitor.id) } : undefined })
}

/** P3 /showDetail?id=…(&menuId=…): one exhibitor's profile. */
export default async function ShowDetailPage({ searchParams }: ShowDetailProps) {
  const { id: idParam, menuId } = await searchParams
  const id = parseId(idParam)
  if (id === null) notFound()
  const [menu, exhibitor] = await Promise.all([menuOfPage(menuId, false), readFound('exhibitor', () => getExhibitor(id))])
  if (exhibitor === UNAVAILABLE) {
    return (
      <PageShell menuId={menuId}>
        <EmptyState>{UNAVAILABLE_TEXT}</EmptyState>
      </PageShell>
    )
  }
  return (
    <PageShell menuId={menuId} crumbs={[exhibitor.nameCN]}>
      <ExhibitorProfile exhibitor={exhibitor} menuId={menu ? String(menu.menu.id) : null} />
    </PageShell>
  )
}

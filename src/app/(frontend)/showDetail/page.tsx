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

type ShowDetailProps = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: ShowDetailProps): Promise<Metadata> {
  const { id: idParam, menuId } = await searchParams
  const id = parseId(idParam)
  const exhibitor = id === null ? null : await readSection('exhibitor', () => getExhibitor(id))
  if (!exhibitor) return pageMetadata(menuId, { description: (menuName) => menuName })
  const intro = excerpt(exhibitor.introduction, 100)
  const booth = exhibitor.booth ? `展位号 ${exhibitor.booth}，` : ''
  return pageMetadata(menuId, {
    name: exhibitor.nameCN,
    description: `${exhibitor.nameCN}（${booth}${exhibitor.category}）${intro ? `：${intro}` : ''}`,
  })
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

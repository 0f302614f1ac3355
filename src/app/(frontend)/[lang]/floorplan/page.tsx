import type { Metadata } from 'next'

import { PageShell } from '@/site/components/PageShell'
import { getPageSource } from '@/site/lib/content'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { getSiteLanguage } from '@/site/lib/locale'
import type { SearchParams } from '@/site/lib/metadata'
import { FloorPlan } from '@/site/pages/floorplan/FloorPlan'
import { floorPlanView, parseFloorPlanQuery } from '@/site/pages/floorplan/floor-plan-view'
import { floorPlanText } from '@/site/pages/floorplan/text'
import { EmptyState } from '@/site/pages/shared/EmptyState'
import { pageMetadata } from '@/site/pages/shared/metadata'
import { PageTitle } from '@/site/pages/shared/PageTitle'
import { hrefWith } from '@/site/pages/shared/params'
import { readList, UNAVAILABLE } from '@/site/pages/shared/reads'
import { withSeo } from '@/site/seo/share'

type FloorPlanProps = { searchParams: Promise<SearchParams> }

async function describePage(): Promise<Metadata> {
  const { locale } = await getSiteLanguage()
  const text = floorPlanText(locale)
  // A search or a booth asked for is no page of its own: each points at the plan.
  return withSeo(await pageMetadata(undefined, { name: text.title, description: text.description }), { path: '/floorplan' })
}

/** B5 /floorplan?q=…&booth=…: the halls' plans, rendered on the server, searchable, a booth highlighted by link. */
async function FloorPlanPage({ searchParams }: FloorPlanProps) {
  const query = parseFloorPlanQuery(await searchParams)
  const { locale, path } = await getSiteLanguage()
  const text = floorPlanText(locale)
  const plan = await readList('floor plan', async () => (await getPageSource()).getFloorPlan())
  const exhibitorHref = (id: string) => path(hrefWith('/showDetail', { id }))
  return (
    <PageShell task menuId={undefined} crumbs={[text.title]}>
      <PageTitle nameCN={text.title} nameEN={text.titleEN || undefined} />
      {plan === UNAVAILABLE || plan.halls.length === 0 ? (
        <EmptyState unavailable={plan === UNAVAILABLE} />
      ) : (
        <FloorPlan view={floorPlanView(plan, query, locale, exhibitorHref, text.unlet)} query={query} />
      )}
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(FloorPlanPage, describePage)
export default editionPage(FloorPlanPage)

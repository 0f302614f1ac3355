import type { Metadata } from 'next'

import { LatestNews } from '@/site/components/LatestNews/LatestNews'
import { PageShell } from '@/site/components/PageShell'
import { HOME_LINK } from '@/site/lib/menu-context'
import { defaultSiteName, generatePageMetadata, type SearchParams } from '@/site/lib/metadata'
import { withSeo } from '@/site/seo/share'

export async function generateMetadata({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  return withSeo(await generatePageMetadata({ searchParams }), { path: HOME_LINK })
}

/** /home: the home carousel and cards (S17, S20), then the latest news. */
export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [{ menuId }, siteName] = await Promise.all([searchParams, defaultSiteName()])
  return (
    <PageShell menuId={menuId} isHome>
      <h1 className="visually-hidden">{siteName}</h1>
      <LatestNews />
    </PageShell>
  )
}

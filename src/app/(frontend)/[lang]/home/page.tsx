import type { Metadata } from 'next'

import { LatestNews } from '@/site/components/LatestNews/LatestNews'
import { PageShell } from '@/site/components/PageShell'
import { RegisterLink } from '@/site/components/RegisterLink/RegisterLink'
import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { HOME_LINK } from '@/site/lib/menu-context'
import { defaultSiteName, generatePageMetadata, type SearchParams } from '@/site/lib/metadata'
import { getSiteConfig } from '@/site/lib/content'
import { getSiteLanguage } from '@/site/lib/locale'
import { readSection } from '@/site/lib/section'
import { exhibitionEventLd } from '@/site/seo/json-ld'
import { JsonLdScript } from '@/site/seo/JsonLdScript'
import { shareImageUrl, withSeo } from '@/site/seo/share'
import { getSiteIdentity } from '@/site/seo/site-identity'

async function describePage({ searchParams }: { searchParams: Promise<SearchParams> }): Promise<Metadata> {
  return withSeo(await generatePageMetadata({ searchParams }), { path: HOME_LINK })
}

/** /home: the home carousel and cards (S17, S20), then the latest news; the exhibition as structured data (G3). */
async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const [{ menuId }, siteName, config, identity, { path }] = await Promise.all([
    searchParams,
    defaultSiteName(),
    readSection('site config', getSiteConfig),
    getSiteIdentity(),
    getSiteLanguage(),
  ])
  const event = exhibitionEventLd(config?.exhibition, {
    ...identity,
    description: config?.seoDescription ?? '',
    imageUrl: shareImageUrl(undefined),
    path,
  })
  return (
    <PageShell menuId={menuId} isHome>
      {event && <JsonLdScript data={event} />}
      <h1 className="visually-hidden">{siteName}</h1>
      <RegisterLink place="home" />
      <LatestNews />
    </PageShell>
  )
}

export const generateMetadata = editionMetadata(HomePage, describePage)
export default editionPage(HomePage)

import { LatestNews } from '@/site/components/LatestNews/LatestNews'
import { PageShell } from '@/site/components/PageShell'
import { defaultSiteName, generatePageMetadata, type SearchParams } from '@/site/lib/metadata'

export const generateMetadata = generatePageMetadata

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

import { oneBuildAtATime } from '@/site/seo/one-at-a-time'
import { generated } from '@/site/seo/responses'
import { sitemapSegments } from '@/site/seo/site-pages'
import { sitemapDocument } from '@/site/seo/sitemap'
import { siteOrigin } from '@/site/seo/site-url'

export const dynamic = 'force-dynamic'

/** G1, Z2: every public page with its lastmod and (G5) its other edition, streamed; an index of numbered files when they do not fit in one. */
export function GET(): Promise<Response> {
  return generated('sitemap', 'application/xml; charset=utf-8', () =>
    oneBuildAtATime('sitemap', async () => sitemapDocument(await sitemapSegments(), siteOrigin())),
  )
}

import { generated } from '@/site/seo/responses'
import { getSitePages } from '@/site/seo/site-pages'
import { sitemapDocument, sitemapEntries } from '@/site/seo/sitemap'
import { siteOrigin } from '@/site/seo/site-url'

export const dynamic = 'force-dynamic'

/** G1: every public page with its lastmod and (G5) its other edition; an index of numbered files past 50 000 URLs or 10 MB. */
export function GET(): Promise<Response> {
  return generated('sitemap', 'application/xml; charset=utf-8', async () => {
    return sitemapDocument(sitemapEntries(await getSitePages()), siteOrigin())
  })
}

import { oneBuildAtATime } from '@/site/seo/one-at-a-time'
import { generated } from '@/site/seo/responses'
import { sitemapSegments } from '@/site/seo/site-pages'
import { sitemapFile } from '@/site/seo/sitemap'
import { siteOrigin } from '@/site/seo/site-url'

export const dynamic = 'force-dynamic'

/** G1, Z2: one numbered file of a sitemap too big for one (`/sitemap/2.xml`), streamed; 404 while it is not split. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const number = /^[1-9]\d{0,5}\.xml$/.test((await params).file) ? Number.parseInt((await params).file, 10) : 0
  return generated('sitemap file', 'application/xml; charset=utf-8', async () => {
    if (number === 0) return null
    return oneBuildAtATime('sitemap file', async () => sitemapFile(await sitemapSegments(), number, siteOrigin()))
  })
}

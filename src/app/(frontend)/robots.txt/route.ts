import { robotsTxt } from '@/site/seo/robots'
import { generated } from '@/site/seo/responses'
import { siteOrigin } from '@/site/seo/site-url'

export const dynamic = 'force-dynamic'

/** G1 /robots.txt (PUBLIC_URL is read at start, not at build). */
export function GET(): Promise<Response> {
  return generated('robots.txt', 'text/plain; charset=utf-8', async () => robotsTxt(siteOrigin()))
}

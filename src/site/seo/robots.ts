import { CONTENT_API_PATH } from '@/site/seo/site-url'

/**
 * G1 robots.txt: the admin, Payload's REST API, previews and search results stay out of
 * indexes; the public content API (which the pages' links and pictures use) stays open.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    `Allow: ${CONTENT_API_PATH}`,
    'Allow: /api/media/file/',
    'Disallow: /admin',
    'Disallow: /api/',
    'Disallow: /preview',
    'Disallow: /next/preview',
    'Disallow: /search',
    'Disallow: /en/search',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

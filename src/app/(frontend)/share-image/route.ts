import type { NextRequest } from 'next/server'

import { DEFAULT_LOCALE } from '@/locales/languages'
import { getContentSource } from '@/content-source'
import { isStaffPreview } from '@/content-source/preview'
import { parseId } from '@/site/pages/shared/params'
import { fetchPicture, shareImage } from '@/site/seo/pictures'
import { generated } from '@/site/seo/responses'

export const dynamic = 'force-dynamic'

/** The cover of what `?article=` or `?exhibitor=` names, null for the site default or unknown ones. */
async function coverUrl(params: URLSearchParams): Promise<string | null> {
  // Covers and logos are the same in both editions.
  const source = await getContentSource(DEFAULT_LOCALE)
  const article = parseId(params.get('article'))
  if (article !== null) return (await source.getArticle(article))?.coverUrl ?? null
  const exhibitor = parseId(params.get('exhibitor'))
  if (exhibitor !== null) return (await source.getExhibitor(exhibitor))?.logoUrl ?? null
  return null
}

/** G2: the 1200×630 share card of a page: its cover cropped to fill, or the site's default card. */
export async function GET(request: NextRequest): Promise<Response> {
  // Kept by the response cache like a page (src/site/cacheable.ts: cleared by any content change,
  // the settings' default card included), so a burst of shares does not encode it again each
  // time; a staff preview (its cookie) is never answered from it nor stored (E4: a draft's cover).
  const cacheControl = (await isStaffPreview()) ? 'private, no-store' : 'public, max-age=3600'
  return generated(
    'share image',
    'image/jpeg',
    async () => {
      const url = await coverUrl(request.nextUrl.searchParams)
      return shareImage(url ? await fetchPicture(url) : null)
    },
    { 'Cache-Control': cacheControl },
  )
}

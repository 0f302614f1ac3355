import { fetchPicture, iconPng } from '@/site/seo/pictures'
import { generated } from '@/site/seo/responses'
import { readLogoUrl } from '@/content-source/logo'

export const dynamic = 'force-dynamic'

/** G1: the home-screen icon (180×180, iOS's size) of the header logo, or the built-in icon. */
export function GET(): Promise<Response> {
  return generated('apple-touch-icon', 'image/png', async () => {
    const logoUrl = await readLogoUrl().catch(() => null)
    return iconPng(logoUrl ? await fetchPicture(logoUrl) : null, 180)
  })
}

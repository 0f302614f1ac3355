import { fetchPicture, icoOf, iconPng } from '@/site/seo/pictures'
import { generated } from '@/site/seo/responses'
import { readLogoUrl } from '@/content-source/logo'

export const dynamic = 'force-dynamic'

const SIZE = 48

/** G1 /favicon.ico: the header logo (S26) in a square, or the built-in icon when there is none. */
export function GET(): Promise<Response> {
  return generated('favicon', 'image/x-icon', async () => {
    const logoUrl = await readLogoUrl().catch(() => null)
    const logo = logoUrl ? await fetchPicture(logoUrl) : null
    return icoOf(await iconPng(logo, SIZE), SIZE)
  })
}

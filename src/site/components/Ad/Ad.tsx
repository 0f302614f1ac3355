import type { Id } from '@/content-source'
import { imageAttributes } from '@/site/lib/images'
import { readSection } from '@/site/lib/section'
import { getPageSource } from '@/site/lib/content'

import { AdPopup, type PreparedAdImage } from './AdPopup.client'

type AdProps = { pictureId: Id; siteId: string; token: string | undefined }

/**
 * S27: the pop-up ad. The island loads the ad itself (the 1000 ms count from its own successful
 * load); the server prepares the picture's optimized <img> attributes for it beforehand.
 */
export async function Ad({ pictureId, siteId, token }: AdProps) {
  const picture = await readSection('ad', async () => (await getPageSource()).getPicture(pictureId))
  const prepared: PreparedAdImage | null = picture?.pictureUrl
    ? { url: picture.pictureUrl, image: imageAttributes(picture.pictureUrl, 'ad') }
    : null
  return <AdPopup pictureId={pictureId} siteId={siteId} token={token} prepared={prepared} />
}

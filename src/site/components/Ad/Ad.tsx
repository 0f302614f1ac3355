import type { Id } from '@/content-source'
import { imagePattern } from '@/site/lib/images'

import { AdPopup } from './AdPopup.client'

type AdProps = { pictureId: Id; siteId: string; token: string | undefined }

/**
 * S27: the pop-up ad. The island loads the ad itself (the 1000 ms count from its own successful
 * load) and makes the picture's optimized <img> from its URL with the ad's pattern.
 */
export function Ad({ pictureId, siteId, token }: AdProps) {
  return <AdPopup pictureId={pictureId} siteId={siteId} token={token} picturePattern={imagePattern('ad')} />
}

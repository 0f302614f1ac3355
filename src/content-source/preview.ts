import { draftMode, headers } from 'next/headers'
import { cache } from 'react'

import { isStaffEditor } from '@/accounts/access'
import { getPayloadClient } from '@/payload/client'

/**
 * E4: whether this request previews drafts: Next's draft mode is on (set by /preview for staff
 * only) and the request still carries a signed-in content staff session. A preview cookie that
 * outlives its session, or reaches someone else's browser, shows the published site.
 */
export const isStaffPreview = cache(async (): Promise<boolean> => {
  let enabled = false
  try {
    enabled = (await draftMode()).isEnabled
  } catch {
    // Outside a request (a build step): never a preview.
    return false
  }
  if (!enabled) return false
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  return isStaffEditor(user)
})

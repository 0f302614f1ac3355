import { cache } from 'react'

import { getEnv } from '@/config/env'

import { isStaffPreview } from './preview'
import type { ContentSource } from './types'

export type * from './types'

/**
 * The content source this process is configured for (CONTENT_SOURCE=local|remote); for staff
 * previewing drafts (E4) the local CMS with drafts and no cache. A remote source has no drafts.
 */
export const getContentSource = cache(async (): Promise<ContentSource> => {
  if (getEnv().CONTENT_SOURCE === 'remote') return (await import('./remote')).remoteContentSource()
  const local = await import('./local')
  return (await isStaffPreview()) ? local.previewContentSource : local.localContentSource
})

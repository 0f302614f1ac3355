import { cache } from 'react'

import { getEnv } from '@/config/env'
import type { Locale } from '@/locales/languages'

import { isStaffPreview } from './preview'
import type { ContentSource } from './types'

export type * from './types'

/**
 * The content source this process is configured for (CONTENT_SOURCE=local|remote), in the page's
 * language (G5); for staff previewing drafts (E4) the local CMS with drafts and no cache. A
 * remote source has no drafts.
 */
export const getContentSource = cache(async (locale: Locale): Promise<ContentSource> => {
  if (getEnv().CONTENT_SOURCE === 'remote') return (await import('./remote')).remoteContentSource({ locale })
  const { localContentSourceIn } = await import('./local')
  return localContentSourceIn(locale, await isStaffPreview())
})

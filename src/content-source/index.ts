import { cache } from 'react'

import { getEnv } from '@/config/env'

import type { ContentSource } from './types'

export type * from './types'

/** The content source this process is configured for (CONTENT_SOURCE=local|remote). */
export const getContentSource = cache(async (): Promise<ContentSource> => {
  if (getEnv().CONTENT_SOURCE === 'remote') return (await import('./remote')).remoteContentSource()
  return (await import('./local')).localContentSource
})

import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

import { readDocumentPath } from './public-paths'

/** E4: the widths the admin's live preview offers: a desktop and a phone. */
const breakpoints = [
  { label: '桌面 1280', name: 'desktop', width: 1280, height: 800 },
  { label: '手机 375', name: 'phone', width: 375, height: 667 },
]

const previewUrl = (path: string | null): string | null => (path ? `${getEnv().PUBLIC_URL}/preview?path=${encodeURIComponent(path)}` : null)

/**
 * E4: 预览 and live preview for a collection whose documents have a public page: the real page
 * (its canonical path, public-paths.ts) through /preview, which shows drafts to signed-in staff only.
 */
export function withPreview(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    admin: {
      ...collection.admin,
      preview: async (doc, { req }) => previewUrl(await readDocumentPath(req, collection.slug, doc as never)),
      livePreview: {
        url: async ({ data, req }) => previewUrl(await readDocumentPath(req, collection.slug, data as never)) ?? '',
        breakpoints,
      },
    },
  }
}

import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

import { publicPath } from './public-paths'

/** E4: the widths the admin's live preview offers: a desktop and a phone. */
const breakpoints = [
  { label: '桌面 1280', name: 'desktop', width: 1280, height: 800 },
  { label: '手机 375', name: 'phone', width: 375, height: 667 },
]

/** The public page of a document of the collection, or null when it has none of its own. */
export type PublicPath = (doc: Record<string, unknown>) => string | null

/** The page each collection's documents show on (public-paths.ts, as internal links resolve). */
export const articlePath: PublicPath = (doc) => publicPath('articles', doc as never)
export const exhibitorPath: PublicPath = (doc) => publicPath('exhibitors', doc as never)
export const menuPath: PublicPath = (doc) => publicPath('menus', doc as never)

const previewUrl = (path: string | null): string | null =>
  path ? `${getEnv().PUBLIC_URL}/preview?path=${encodeURIComponent(path)}` : null

/**
 * E4: 预览 and live preview for a collection whose documents have a public page: the real page
 * through /preview, which shows drafts to signed-in staff only.
 */
export function withPreview(collection: CollectionConfig, path: PublicPath): CollectionConfig {
  return {
    ...collection,
    admin: {
      ...collection.admin,
      preview: (doc) => previewUrl(path(doc)),
      livePreview: { url: ({ data }) => previewUrl(path(data)) ?? '', breakpoints },
    },
  }
}

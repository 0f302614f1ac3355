import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

/** E4: the widths the admin's live preview offers: a desktop and a phone. */
const breakpoints = [
  { label: '桌面 1280', name: 'desktop', width: 1280, height: 800 },
  { label: '手机 375', name: 'phone', width: 375, height: 667 },
]

type Doc = Record<string, unknown>
const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null

/** The public page of a document of the collection, or null when it has none of its own. */
export type PublicPath = (doc: Doc) => string | null

/** Articles show on /detail (a news menu's neighbours on /news-detail are the published ones). */
export const articlePath: PublicPath = (doc) => {
  if (typeof doc.id !== 'number') return null
  const menu = idOf(doc.menu)
  return `/detail?id=${doc.id}${menu ? `&menuId=${menu}` : ''}`
}

export const exhibitorPath: PublicPath = (doc) => (typeof doc.id === 'number' ? `/showDetail?id=${doc.id}` : null)

/** A menu's page is the route it points at, for that menu. */
export const menuPath: PublicPath = (doc) =>
  typeof doc.id === 'number' && typeof doc.link === 'string' ? `${doc.link}?menuId=${doc.id}` : null

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

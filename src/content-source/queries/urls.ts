import type { Document, Media } from '@/payload-types'
import { getEnv } from '@/config/env'

type Upload = Media | Document | number | string | null | undefined

/** A1: upload URLs are absolute, based on the public URL. */
export function absoluteUrl(path: string | null | undefined): string | null {
  if (!path) return null
  if (/^https?:\/\//i.test(path)) return path
  return getEnv().PUBLIC_URL + (path.startsWith('/') ? path : `/${path}`)
}

export function uploadUrl(upload: Upload): string | null {
  return typeof upload === 'object' && upload !== null ? absoluteUrl(upload.url) : null
}

/** The related document's id, whether Payload populated it or not. */
export function relationId(value: { id: number } | number | null | undefined): number | null {
  if (value === null || value === undefined) return null
  return typeof value === 'number' ? value : value.id
}

import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { isLocale } from '@/locales/languages'

/**
 * G5: one route tree for both editions. `/news` is served as `/zh/news` (next.config.ts rewrites
 * it) and `/en/news` as itself; a first segment that names no edition (`/wechat/home`, a route
 * beside the editions followed by a page's name) is the site's 404. The language the pages read
 * (getSiteLanguage) comes with the request, set by src/proxy.ts from the same path.
 */
export default async function EditionLayout({ children, params }: { children: ReactNode; params: Promise<{ lang: string }> }) {
  if (!isLocale((await params).lang)) notFound()
  return children
}

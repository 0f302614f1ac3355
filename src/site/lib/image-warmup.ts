import { getEnv } from '@/config/env'
import { contentKinds } from '@/content-model/content-kinds'
import { DEFAULT_LOCALE } from '@/locales/languages'
import { type ContentChange, onContentChanged } from '@/content-model/content-events'
import { getContentSource } from '@/content-source'

import { imageAttributes } from './images'
import { allMenus } from './menu-context'

/** What the optimizer is asked for: each width in AVIF (what browsers accept first) and in WebP. */
const ACCEPTS = ['image/avif,image/webp,*/*', 'image/webp,*/*'] as const
/** Changes come in bursts (a save touches several collections): one warm-up after the last. */
const SETTLE_MS = 1_000
/** Changes after which the banners or covers may be new. */
const PICTURE_KINDS = new Set<ContentChange>([
  contentKinds.menus,
  contentKinds.rotationCharts,
  contentKinds.media,
  contentKinds.siteSettings,
  'all',
])

/** The optimizer URLs of the home banners and the menu covers: every candidate of their srcset. */
export async function bannerAndCoverVariants(): Promise<string[]> {
  // Pictures are the same in both editions.
  const source = await getContentSource(DEFAULT_LOCALE)
  const [config, menus] = await Promise.all([source.getSiteConfig(), source.getMenuTree()])
  const banners = config.homeMenuId === null ? [] : await source.getRotationCharts(config.homeMenuId)
  const pictures = [
    ...banners.map((banner) => imageAttributes(banner.pictureUrl, 'banner')),
    ...allMenus(menus).flatMap((menu) => (menu.coverUrl ? [imageAttributes(menu.coverUrl, 'cover')] : [])),
  ]
  const urls = new Set<string>()
  for (const picture of pictures) {
    for (const candidate of picture.srcSet?.split(',') ?? []) {
      const url = candidate.trim().split(/\s+/)[0]
      if (url?.startsWith('/_next/image?')) urls.add(url)
    }
  }
  return [...urls]
}

/**
 * The banner and cover pictures are encoded when they are published, not on a visitor's
 * first request (a wide banner's AVIF takes seconds to encode). Once at start and after each change
 * that may bring new ones, this instance asks its own image optimizer for every width and format
 * of the home banners and menu covers, one request at a time; what was made before comes from the
 * optimizer's disk cache at once. On Postgres every instance hears each change (O2) and fills its
 * own cache. Returns the stop function.
 */
type WarmupLog = { done: (variants: number, ms: number) => void; failed: (error: unknown) => void }

export function startImageWarmup(log: WarmupLog): () => void {
  const { HOST, PORT } = getEnv()
  const host = HOST === '0.0.0.0' || HOST === '::' ? '127.0.0.1' : HOST.includes(':') ? `[${HOST}]` : HOST
  const origin = `http://${host}:${PORT}`
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let again = false
  let stopped = false

  async function warm(): Promise<void> {
    const started = Date.now()
    const urls = await bannerAndCoverVariants()
    for (const url of urls) {
      for (const accept of ACCEPTS) {
        if (stopped || again) return
        const response = await fetch(origin + url, { headers: { Accept: accept }, signal: AbortSignal.timeout(60_000) })
        await response.arrayBuffer()
      }
    }
    log.done(urls.length * ACCEPTS.length, Date.now() - started)
  }

  function schedule(): void {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (running) return void (again = true)
      running = warm()
        .catch(log.failed)
        .finally(() => {
          running = undefined
          if (again) {
            again = false
            schedule()
          }
        })
    }, SETTLE_MS)
    timer.unref()
  }

  const unsubscribe = onContentChanged((change) => {
    if (PICTURE_KINDS.has(change)) schedule()
  })
  schedule()
  return () => {
    stopped = true
    clearTimeout(timer)
    unsubscribe()
  }
}

'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'

import type { Envelope, PictureItem } from '@/content-source/contract'
import { isCancelled } from '@/http-client'
import { splitLocalePath } from '@/locales/languages'
import { OutLink } from '@/site/components/OutLink'
import { browserClient } from '@/site/lib/browser-client'
import { pictureAttributes, type ImageAttributes, type ImagePattern } from '@/site/lib/image-kinds'
import { useIsMobile } from '@/site/lib/use-is-mobile'
import { useSiteLanguage } from '@/site/lib/use-site-language'

type AdPopupProps = { pictureId: number | string; siteId: string; token: string | undefined; picturePattern: ImagePattern }

export const AD_DELAY_MS = 1000

/** Pages where a person is doing something (registering, their badge, the exhibitors' centre): no ad covers them. */
const TASK_PAGES = ['/register', '/exhibitor', '/checkin']

/** Whether a page's path (either edition) is a task page or below one. */
export const isTaskPage = (pathname: string): boolean => {
  const { path } = splitLocalePath(pathname)
  return TASK_PAGES.some((page) => path === page || path.startsWith(`${page}/`))
}

/** Fetches the candidate the <img> will pick, so the pop-up shows a loaded picture. */
function preload({ src, srcSet, sizes }: ImageAttributes): Promise<void> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve()
    image.onerror = () => reject(new Error(`ad image failed to load: ${src}`))
    if (srcSet) image.srcset = srcSet
    if (sizes) image.sizes = sizes
    image.src = src
  })
}

/**
 * S27: on desktop only, loads the ad picture, preloads it and pops it up 1000 ms after the load
 * succeeded. No ad, a failed call or a broken image leave no trace but a log line. The public
 * content pages only: a task page never asks for the ad (J4).
 */
export function AdPopup({ pictureId, siteId, token, picturePattern }: AdPopupProps) {
  const onTaskPage = isTaskPage(usePathname())
  const isMobile = useIsMobile()
  const { text } = useSiteLanguage()
  const [ad, setAd] = useState<{ item: PictureItem; image: ImageAttributes } | null>(null)
  const [closed, setClosed] = useState(false)
  const closeRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (onTaskPage || isMobile !== false || ad || closed) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = async () => {
      const body = await browserClient(token).get<Envelope<PictureItem>>('/api/Website/GetPictureList', {
        params: { siteId, PictureId: String(pictureId) },
        signal: controller.signal,
      })
      const item = body.data.items[0]
      if (!item?.pictureUrl) return
      const image = pictureAttributes(item.pictureUrl, picturePattern)
      const shown = new Promise((resolve) => (timer = setTimeout(resolve, AD_DELAY_MS)))
      await Promise.all([preload(image), shown])
      if (!controller.signal.aborted) setAd({ item, image })
    }
    load().catch((error: unknown) => {
      if (!isCancelled(error)) console.error('[site] ad left out', error)
    })
    return () => {
      controller.abort()
      clearTimeout(timer)
    }
  }, [onTaskPage, isMobile, ad, closed, pictureId, siteId, token, picturePattern])

  const visible = ad !== null && !closed && isMobile === false && !onTaskPage
  useEffect(() => {
    if (!visible) return
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    closeRef.current?.focus()
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setClosed(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      previous?.focus()
    }
  }, [visible])

  if (!visible) return null
  return (
    <div className="ad" data-section="ad" onClick={(event) => event.target === event.currentTarget && setClosed(true)}>
      <div className="ad__dialog" role="dialog" aria-modal="true" aria-label={text.ad}>
        <OutLink href={ad.item.link}>
          <img className="ad__image" {...ad.image} alt={text.adImage} />
        </OutLink>
        <button ref={closeRef} type="button" className="ad__close" aria-label={text.closeAd} onClick={() => setClosed(true)}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  )
}

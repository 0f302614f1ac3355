'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import { useCallback, useEffect, useState } from 'react'

type CarouselOptions = { delayMs: number; loop: boolean }

/**
 * Embla and its autoplay plugin, created on the viewport once their code has arrived. They load
 * after hydration, outside the page's first JavaScript: until then the server-rendered first
 * slide simply stands still.
 */
function useEmbla(viewport: HTMLElement | null, { delayMs, loop }: CarouselOptions): EmblaCarouselType | undefined {
  const [api, setApi] = useState<EmblaCarouselType>()
  useEffect(() => {
    if (!viewport) return
    let cancelled = false
    let carousel: EmblaCarouselType | undefined
    Promise.all([import('embla-carousel'), import('embla-carousel-autoplay')])
      .then(([{ default: EmblaCarousel }, { default: Autoplay }]) => {
        if (cancelled) return
        const autoplay = Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: false })
        carousel = EmblaCarousel(viewport, { loop, align: 'start' }, [autoplay])
        setApi(carousel)
      })
      .catch((error: unknown) => console.error('[site] the carousel stays on its first slide: Embla failed to load', error))
    return () => {
      cancelled = true
      carousel?.destroy()
      setApi(undefined)
    }
  }, [viewport, delayMs, loop])
  return api
}

function useSelectedIndex(api: EmblaCarouselType | undefined) {
  const [selected, setSelected] = useState(0)
  const [count, setCount] = useState(0)
  useEffect(() => {
    if (!api) return
    const update = () => {
      setSelected(api.selectedScrollSnap())
      setCount(api.scrollSnapList().length)
    }
    update()
    api.on('select', update).on('reInit', update)
    return () => {
      api.off('select', update).off('reInit', update)
    }
  }, [api])
  return { selected, count }
}

/**
 * An Embla carousel that plays by itself with a visitor-controlled pause (WCAG 2.2.2). Visitors
 * who ask for reduced motion start paused. The plugin resumes by itself after a drag or when
 * focus leaves a slide; a paused carousel stays paused.
 */
export function useAutoplayCarousel(options: CarouselOptions) {
  const [viewport, viewportRef] = useState<HTMLElement | null>(null)
  const api = useEmbla(viewport, options)
  const [paused, setPaused] = useState(false)
  const { selected, count } = useSelectedIndex(api)

  useEffect(() => {
    // The preference is known only in the browser, after hydration; the first render is the server's.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true)
  }, [])

  useEffect(() => {
    const autoplay = api?.plugins().autoplay
    if (!api || !autoplay) return
    const apply = () => {
      // With a single slide the plugin does not initialise, and must not be started.
      if (api.scrollSnapList().length <= 1) return
      if (paused) autoplay.stop()
      else autoplay.play()
    }
    // The plugin sets its timer right after emitting; stop once it has.
    const keepPaused = () => {
      if (paused) queueMicrotask(() => autoplay.stop())
    }
    apply()
    api.on('reInit', apply).on('autoplay:play', keepPaused)
    return () => {
      api.off('reInit', apply).off('autoplay:play', keepPaused)
    }
  }, [api, paused])

  const togglePaused = useCallback(() => setPaused((value) => !value), [])
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api])

  return { viewportRef, paused, togglePaused, selected, count, scrollTo }
}

'use client'

import type { EmblaCarouselType } from 'embla-carousel'
import Autoplay from 'embla-carousel-autoplay'
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useMemo, useState } from 'react'

type CarouselOptions = { delayMs: number; loop: boolean }

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
export function useAutoplayCarousel({ delayMs, loop }: CarouselOptions) {
  const plugins = useMemo(() => [Autoplay({ delay: delayMs, playOnInit: false, stopOnInteraction: false })], [delayMs])
  const [viewportRef, api] = useEmblaCarousel({ loop, align: 'start' }, plugins)
  const [paused, setPaused] = useState(false)
  const { selected, count } = useSelectedIndex(api)

  useEffect(() => {
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

'use client'

import type { Key, ReactNode } from 'react'

import { CarouselControls } from './CarouselControls'
import { useAutoplayCarousel } from './use-carousel'

type CarouselProps = {
  /** The region's class. */
  className: string
  /** The block of the inner parts' classes: `<block>__viewport`, `<block>__track`, `<block>__slide`. */
  block: string
  /** The region's accessible name, and the controls' (e.g. "暂停轮播图"). */
  label: string
  controlsLabel: string
  delayMs: number
  slides: readonly { key: Key; content: ReactNode }[]
  /** Extra `data-*` attributes of the region. */
  data?: Record<`data-${string}`, string | number | undefined>
}

/** S17/S22: a looping carousel that plays by itself, with the pause button and the dots under it. */
export function Carousel({ className, block, label, controlsLabel, delayMs, slides, data }: CarouselProps) {
  const { viewportRef, paused, togglePaused, selected, count, scrollTo } = useAutoplayCarousel({ delayMs, loop: true })
  return (
    <div className={className} role="region" aria-roledescription="carousel" aria-label={label} {...data} data-selected={selected}>
      <div className={`${block}__viewport`} ref={viewportRef}>
        <ul className={`${block}__track`}>
          {slides.map((slide, index) => (
            <li key={slide.key} className={`${block}__slide`} aria-roledescription="slide" aria-label={`${index + 1} / ${slides.length}`}>
              {slide.content}
            </li>
          ))}
        </ul>
      </div>
      <CarouselControls
        label={controlsLabel}
        paused={paused}
        onTogglePaused={togglePaused}
        selected={selected}
        count={count}
        onSelect={scrollTo}
      />
    </div>
  )
}

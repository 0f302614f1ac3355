'use client'

import { useSiteLanguage } from '@/site/lib/use-site-language'

type CarouselControlsProps = {
  /** What the carousel shows, for the buttons' names: "轮播图", "合作媒体". */
  label: string
  paused: boolean
  onTogglePaused: () => void
  selected: number
  count: number
  onSelect: (index: number) => void
}

/** Pause/play and one dot per slide; nothing when there is nothing to move. */
export function CarouselControls({ label, paused, onTogglePaused, selected, count, onSelect }: CarouselControlsProps) {
  const { text } = useSiteLanguage()
  if (count <= 1) return null
  return (
    <div className="carousel-controls">
      <button
        type="button"
        className="carousel-controls__play"
        data-paused={paused || undefined}
        aria-label={paused ? text.play(label) : text.pause(label)}
        onClick={onTogglePaused}
      >
        <span aria-hidden="true" className="carousel-controls__glyph" />
      </button>
      <div className="carousel-controls__dots">
        {Array.from({ length: count }, (_, index) => (
          <button
            key={index}
            type="button"
            className="carousel-controls__dot"
            aria-label={text.slide(label, index + 1, count)}
            aria-current={index === selected ? 'true' : undefined}
            onClick={() => onSelect(index)}
          />
        ))}
      </div>
    </div>
  )
}

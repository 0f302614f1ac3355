'use client'

import { useEffect, useState, type CSSProperties } from 'react'

import { CarouselControls } from '@/site/components/Carousel/CarouselControls'
import { useAutoplayCarousel } from '@/site/components/Carousel/use-carousel'
import type { ImageAttributes } from '@/site/lib/images'
import { chunk, PARTNER_ROWS, partnerColumns } from '@/site/lib/partner-columns'

/** A partner as the server prepared it: its logo's <img> attributes, its http(s) link or none. */
export type PartnerLogo = { id: string; name: string; image: ImageAttributes; link: string | null }

/**
 * The server cannot know the width (and the page cache serves one HTML to every device), so the
 * first HTML chunks by the widest layout and CSS shows 3 rows of the right columns until hydration.
 */
const SERVER_COLUMNS = 7

/** The columns for the body's current width, kept up to date without a reload (S23); null before hydration. */
function usePartnerColumns(): number | null {
  const [columns, setColumns] = useState<number | null>(null)
  useEffect(() => {
    const update = () => setColumns(partnerColumns(document.body.clientWidth))
    update()
    const observer = new ResizeObserver(update)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  return columns
}

/** S22/S23: slides of 3 rows × columns logos, each opening its link in a new tab. */
export function PartnersCarousel({ logos }: { logos: PartnerLogo[] }) {
  const columns = usePartnerColumns()
  const slides = chunk(logos, PARTNER_ROWS * (columns ?? SERVER_COLUMNS))
  const { viewportRef, paused, togglePaused, selected, count, scrollTo } = useAutoplayCarousel({ delayMs: 4000, loop: true })
  return (
    <div
      className="partners__carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label="合作媒体"
      data-columns={columns ?? undefined}
      data-selected={selected}
    >
      <div className="partners__viewport" ref={viewportRef}>
        <ul className="partners__track">
          {slides.map((slide, index) => (
            <li
              key={index}
              className="partners__slide"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              <ul className="partners__grid" style={columns ? ({ '--partner-columns': columns } as CSSProperties) : undefined}>
                {slide.map((logo) => {
                  const image = <img {...logo.image} alt={logo.name} />
                  return (
                    <li key={logo.id} className="partners__logo">
                      {logo.link ? (
                        <a href={logo.link} target="_blank" rel="noopener noreferrer" title={logo.name}>
                          {image}
                        </a>
                      ) : (
                        image
                      )}
                    </li>
                  )
                })}
              </ul>
            </li>
          ))}
        </ul>
      </div>
      <CarouselControls
        label="合作媒体"
        paused={paused}
        onTogglePaused={togglePaused}
        selected={selected}
        count={count}
        onSelect={scrollTo}
      />
    </div>
  )
}

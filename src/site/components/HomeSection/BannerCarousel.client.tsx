'use client'

import { CarouselControls } from '@/site/components/Carousel/CarouselControls'
import { useAutoplayCarousel } from '@/site/components/Carousel/use-carousel'
import type { ImageAttributes } from '@/site/lib/images'

/** A rotation chart as the server prepared it: its picture's <img> attributes, its http(s) link or none. */
export type BannerSlide = { id: string; link: string | null; image: ImageAttributes }

type BannerCarouselProps = { slides: BannerSlide[]; siteName: string }

/** S17: the home menu's rotation charts; only the first picture loads eagerly. */
export function BannerCarousel({ slides, siteName }: BannerCarouselProps) {
  const { viewportRef, paused, togglePaused, selected, count, scrollTo } = useAutoplayCarousel({ delayMs: 5000, loop: true })
  return (
    <div className="banner" role="region" aria-roledescription="carousel" aria-label="首页轮播图" data-selected={selected}>
      <div className="banner__viewport" ref={viewportRef}>
        <ul className="banner__track">
          {slides.map((slide, index) => {
            const image = <img className="banner__image" {...slide.image} alt={`${siteName} 轮播图 ${index + 1}`} />
            return (
              <li
                key={slide.id}
                className="banner__slide"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${slides.length}`}
              >
                {slide.link ? (
                  <a href={slide.link} target="_blank" rel="noopener noreferrer">
                    {image}
                  </a>
                ) : (
                  image
                )}
              </li>
            )
          })}
        </ul>
      </div>
      <CarouselControls
        label="轮播图"
        paused={paused}
        onTogglePaused={togglePaused}
        selected={selected}
        count={count}
        onSelect={scrollTo}
      />
    </div>
  )
}

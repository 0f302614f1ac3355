'use client'

import type { PictureItem } from '@/content-api/contract'
import { CarouselControls } from '@/site/components/Carousel/CarouselControls'
import { useAutoplayCarousel } from '@/site/components/Carousel/use-carousel'
import { isHttpLink } from '@/site/lib/links'

type BannerCarouselProps = { slides: PictureItem[]; siteName: string }

/** S17: the home menu's rotation charts; only the first picture loads eagerly. */
export function BannerCarousel({ slides, siteName }: BannerCarouselProps) {
  const { viewportRef, paused, togglePaused, selected, count, scrollTo } = useAutoplayCarousel({ delayMs: 5000, loop: true })
  return (
    <div className="banner" role="region" aria-roledescription="carousel" aria-label="首页轮播图" data-selected={selected}>
      <div className="banner__viewport" ref={viewportRef}>
        <ul className="banner__track">
          {slides.map((slide, index) => {
            const first = index === 0
            const image = (
              <img
                className="banner__image"
                src={slide.pictureUrl}
                alt={`${siteName} 轮播图 ${index + 1}`}
                width={1920}
                height={600}
                loading={first ? 'eager' : 'lazy'}
                fetchPriority={first ? 'high' : 'auto'}
                decoding={first ? 'sync' : 'async'}
              />
            )
            return (
              <li
                key={String(slide.id)}
                className="banner__slide"
                aria-roledescription="slide"
                aria-label={`${index + 1} / ${slides.length}`}
              >
                {isHttpLink(slide.link) ? (
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

'use client'

import { Carousel } from '@/site/components/Carousel/Carousel.client'
import { OutLink } from '@/site/components/OutLink'
import type { ImageAttributes } from '@/site/lib/images'

/** A rotation chart as the server prepared it: its picture's <img> attributes, its http(s) link or none. */
export type BannerSlide = { id: string; link: string | null; image: ImageAttributes }

type BannerCarouselProps = { slides: BannerSlide[]; siteName: string }

/** S17: the home menu's rotation charts; only the first picture loads eagerly. */
export function BannerCarousel({ slides, siteName }: BannerCarouselProps) {
  return (
    <Carousel
      className="banner"
      block="banner"
      label="首页轮播图"
      controlsLabel="轮播图"
      delayMs={5000}
      slides={slides.map((slide, index) => ({
        key: slide.id,
        content: (
          <OutLink href={slide.link}>
            <img className="banner__image" {...slide.image} alt={`${siteName} 轮播图 ${index + 1}`} />
          </OutLink>
        ),
      }))}
    />
  )
}

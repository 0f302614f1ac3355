'use client'

import { Carousel } from '@/site/components/Carousel/Carousel.client'
import { OutLink } from '@/site/components/OutLink'
import type { ImageAttributes } from '@/site/lib/images'
import { useSiteLanguage } from '@/site/lib/use-site-language'

/** A rotation chart as the server prepared it: its picture's <img> attributes, its http(s) link or none. */
export type BannerSlide = { id: string; link: string | null; image: ImageAttributes }

type BannerCarouselProps = { slides: BannerSlide[]; siteName: string }

/** S17: the home menu's rotation charts; only the first picture loads eagerly. */
export function BannerCarousel({ slides, siteName }: BannerCarouselProps) {
  const { text } = useSiteLanguage()
  return (
    <Carousel
      className="banner"
      block="banner"
      label={text.banner}
      controlsLabel={text.bannerControls}
      delayMs={5000}
      slides={slides.map((slide, index) => ({
        key: slide.id,
        content: (
          <OutLink href={slide.link}>
            <img className="banner__image" {...slide.image} alt={text.bannerSlide(siteName, index + 1)} />
          </OutLink>
        ),
      }))}
    />
  )
}

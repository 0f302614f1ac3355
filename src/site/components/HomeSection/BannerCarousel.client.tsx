'use client'

import { Carousel } from '@/site/components/Carousel/Carousel.client'
import { OutLink } from '@/site/components/OutLink'
import { pictureAttributes, type ImagePattern } from '@/site/lib/image-kinds'
import { useSiteLanguage } from '@/site/lib/use-site-language'

/** A rotation chart as the island shows it: its picture's URL, its http(s) link or none. */
export type BannerSlide = { pictureUrl: string; link: string | null }

type BannerCarouselProps = { slides: BannerSlide[]; picturePattern: ImagePattern; siteName: string }

/**
 * S17: the home menu's rotation charts. The first picture is the page's largest: it alone loads
 * at once, first (React preloads it from the <head>); `picturePattern` makes every <img>.
 */
export function BannerCarousel({ slides, picturePattern, siteName }: BannerCarouselProps) {
  const { text } = useSiteLanguage()
  return (
    <Carousel
      className="banner"
      block="banner"
      label={text.banner}
      controlsLabel={text.bannerControls}
      delayMs={5000}
      slides={slides.map((slide, index) => ({
        key: index,
        content: (
          <OutLink href={slide.link}>
            <img
              className="banner__image"
              {...pictureAttributes(slide.pictureUrl, picturePattern, { priority: index === 0 })}
              alt={text.bannerSlide(siteName, index + 1)}
            />
          </OutLink>
        ),
      }))}
    />
  )
}

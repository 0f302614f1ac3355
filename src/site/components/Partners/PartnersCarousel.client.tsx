'use client'

import { useEffect, useState, type CSSProperties } from 'react'

import { Carousel } from '@/site/components/Carousel/Carousel.client'
import { OutLink } from '@/site/components/OutLink'
import { pictureAttributes, type ImagePattern } from '@/site/lib/image-kinds'
import { chunk, PARTNER_ROWS, partnerColumns } from '@/site/lib/partner-columns'
import { useSiteLanguage } from '@/site/lib/use-site-language'

/** A partner as the island shows it: its name, its logo's URL, its http(s) link or none. */
export type PartnerLogo = { name: string; logoUrl: string; link: string | null }

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

/** S22/S23: slides of 3 rows × columns logos, each opening its link in a new tab; `logoPattern` makes their <img>. */
export function PartnersCarousel({ logos, logoPattern }: { logos: PartnerLogo[]; logoPattern: ImagePattern }) {
  const columns = usePartnerColumns()
  const { text } = useSiteLanguage()
  const grid = columns ? ({ '--partner-columns': columns } as CSSProperties) : undefined
  return (
    <Carousel
      className="partners__carousel"
      block="partners"
      label={text.partners}
      controlsLabel={text.partners}
      delayMs={4000}
      data={{ 'data-columns': columns ?? undefined }}
      slides={chunk(logos, PARTNER_ROWS * (columns ?? SERVER_COLUMNS)).map((slide, index) => ({
        key: index,
        content: (
          <ul className="partners__grid" style={grid}>
            {slide.map((logo, position) => (
              <li key={position} className="partners__logo">
                <OutLink href={logo.link} title={logo.name}>
                  <img {...pictureAttributes(logo.logoUrl, logoPattern)} alt={logo.name} />
                </OutLink>
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  )
}

import type { PictureItem, SiteConfig } from '@/content-source/contract'
import { getMenuContext, getPageSource, getSiteConfig } from '@/site/lib/content'
import { imageAttributes, imagePattern } from '@/site/lib/images'
import { httpLink } from '@/site/lib/links'
import { defaultSiteName } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'

import { BannerCarousel } from './BannerCarousel.client'
import { HomeCards } from './HomeCards'

type HomeSectionProps = {
  /** The page's `menuId` search param, as Next gives it. */
  menuId: string | string[] | undefined
  /** /home shows the home menu's carousel (S17); every other page the menu's cover (S18). */
  isHome: boolean
  /** False on the pages a visitor comes to do one thing (register, find a booth, the exhibitors' centre): no cards above it. */
  cards?: boolean
}

async function readRotationCharts(config: SiteConfig) {
  const homeMenuId = config.homeMenuId
  if (homeMenuId === null) return []
  return (await readSection('home carousel', async () => (await getPageSource()).getRotationCharts(homeMenuId))) ?? []
}

async function HomeBanner({ slides }: { slides: PictureItem[] }) {
  const siteName = await defaultSiteName()
  const bannerSlides = slides.map((slide) => ({ pictureUrl: slide.pictureUrl, link: httpLink(slide.link) }))
  return <BannerCarousel slides={bannerSlides} picturePattern={imagePattern('banner')} siteName={siteName} />
}

/** S18: the cover of the menu, else of its nearest ancestor; the page's first picture. */
function MenuCover({ coverUrl, menuName }: { coverUrl: string; menuName: string }) {
  const image = imageAttributes(coverUrl, 'cover', { priority: true })
  return (
    <div className="cover">
      <img className="cover__image" {...image} alt={menuName} />
    </div>
  )
}

/**
 * S3: the banner (carousel on /home, cover elsewhere, nothing for the special menus, S19) and
 * the home cards below it (S20), on every route of the seed's shell. Routed pages render it
 * through <PageShell>; the task pages of Part three (registration, the floor plan, the exhibitors'
 * centre) leave the cards out, so that their form or plan is the first thing on a phone.
 */
export async function HomeSection({ menuId, isHome, cards = true }: HomeSectionProps) {
  const [config, context] = await Promise.all([
    readSection('site config', getSiteConfig),
    readSection('menu', () => getMenuContext(menuId)),
  ])
  const special = context !== null && config?.specialMenuIds.some((id) => String(id) === String(context.menu.id))
  const banner = config && !special && isHome ? await readRotationCharts(config) : []
  const coverUrl = config && !special && !isHome ? (context?.coverUrl ?? null) : null
  return (
    <div className="home-section" data-section="home">
      {banner.length > 0 && <HomeBanner slides={banner} />}
      {context && coverUrl && <MenuCover coverUrl={coverUrl} menuName={context.menu.nameCN} />}
      {cards && config?.homeCardsInformationId != null && (
        // Without a banner or a cover, the first card is the page's largest picture.
        <HomeCards columnId={config.homeCardsInformationId} leadPicture={banner.length === 0 && coverUrl === null} />
      )}
    </div>
  )
}

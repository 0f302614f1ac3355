import type { Payload } from 'payload'

import { getEnv } from '@/config/env'
import { showingAdPicture } from '@/content-model/popup-ad-window'

import { THEME_COLOR, type SiteConfig } from '@/content-source/contract'
import { readOptions } from './published'
import { relationId } from './urls'

/** GetSiteConfig: what the site settings global names, as ids a remote client can pass back. */
export async function getSiteConfig(payload: Payload): Promise<SiteConfig> {
  const [settings, ad] = await Promise.all([
    payload.findGlobal({ slug: 'site-settings', depth: 0, ...readOptions() }),
    // The pop-up ad has no drafts: its switch is live; the picture it shows is reviewed content.
    payload.findGlobal({ slug: 'popup-ad', depth: 0 }),
  ])
  return {
    siteId: getEnv().SITE_ID,
    siteName: settings.siteName ?? '',
    themeColor: THEME_COLOR,
    seoDescription: settings.seoDescription ?? '',
    seoKeywords: settings.seoKeywords ?? '',
    icpNumber: settings.icpNumber ?? '',
    psbNumber: settings.psbNumber ?? '',
    headerInformationId: relationId(settings.headerColumn),
    footerInformationId: relationId(settings.footerColumn),
    homeCardsInformationId: relationId(settings.homeCardsColumn),
    partnersInformationId: relationId(settings.partnersColumn),
    footerColumnsInformationId: relationId(settings.footerColumnsColumn),
    qrInformationId: relationId(settings.qrColumn),
    // S27: the ad only while it is switched on and inside its window (popup-ad-window.ts).
    adPictureId: showingAdPicture(ad, new Date()),
    homeMenuId: relationId(settings.homeMenu),
    specialMenuIds: (settings.specialMenus ?? []).flatMap((menu) => relationId(menu) ?? []),
    exhibition: {
      name: settings.eventName ?? '',
      startDate: settings.eventStartDate ?? '',
      endDate: settings.eventEndDate ?? '',
      venueName: settings.venueName ?? '',
      streetAddress: settings.venueStreetAddress ?? '',
      city: settings.venueCity ?? '',
      region: settings.venueRegion ?? '',
      postalCode: settings.venuePostalCode ?? '',
      organizerName: settings.organizerName ?? '',
      organizerUrl: settings.organizerUrl ?? '',
      registrationUrl: settings.registrationUrl ?? '',
    },
  }
}

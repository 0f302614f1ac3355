import type { Payload } from 'payload'

import { getEnv } from '@/config/env'

import { THEME_COLOR, type SiteConfig } from '../contract'
import { versions } from './published'
import { relationId } from './urls'

/** GetSiteConfig: what the site settings global names, as ids a remote client can pass back. */
export async function getSiteConfig(payload: Payload): Promise<SiteConfig> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...versions() })
  return {
    siteId: getEnv().SITE_ID,
    siteName: settings.siteName,
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
    adPictureId: relationId(settings.adPicture),
    homeMenuId: relationId(settings.homeMenu),
    specialMenuIds: (settings.specialMenus ?? []).flatMap((menu) => relationId(menu) ?? []),
  }
}

import { cache } from 'react'

import { defaultSiteName } from '@/site/lib/metadata'
import { readSection } from '@/site/lib/section'

import type { SiteIdentity } from './json-ld'
import { readLogoUrl } from '@/content-source/logo'
import { siteOrigin } from './site-url'

/** Who publishes the site (structured data): its origin, name and logo; never failing. */
export const getSiteIdentity = cache(async (): Promise<SiteIdentity> => ({
  origin: siteOrigin(),
  siteName: await defaultSiteName(),
  logoUrl: await readSection('header logo', readLogoUrl),
}))

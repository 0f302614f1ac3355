import { DEFAULT_LOCALE } from '@/locales/languages'
import { getContentSource } from '@/content-source'
import { readLogoUrl } from '@/content-source/logo'

export type Organiser = { name: string; logoUrl: string | null }

/** The exhibition's name and logo as the site shows them; the sign-in page still shows when they cannot be read. */
export async function readOrganiser(): Promise<Organiser> {
  const [name, logoUrl] = await Promise.all([
    getContentSource(DEFAULT_LOCALE)
      .then((source) => source.getSiteConfig())
      .then((config) => config.siteName)
      .catch(() => ''),
    readLogoUrl().catch(() => null),
  ])
  return { name: name || '展会管理后台', logoUrl }
}

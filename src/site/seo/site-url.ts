import { getEnv } from '@/config/env'

/** The public content API (SPEC §4): open to crawlers, unlike Payload's own REST API. */
export const CONTENT_API_PATH = '/api/Website/'

/** The address visitors use (PUBLIC_URL), without a trailing slash. */
export const siteOrigin = (): string => getEnv().PUBLIC_URL

/** A site path (or an already absolute URL) as an absolute URL on the public origin. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteOrigin()}/`).toString()
}

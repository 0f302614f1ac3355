import { getEnv, parseEnv, type Env } from '@/config/env'
import { THEME_COLOR } from '@/content-source/contract'
import type { Locale } from '@/locales/languages'
import type { HttpLogger } from '@/http-client'

import { ContentReadCache } from '@/content-model/read-cache'
import type { Id, SiteConfig } from './types'

export const DEFAULT_FRESH_MS = 5000

export interface RemoteContentSourceOptions {
  /** The remote's origin; `/api/Website/…` is appended. Defaults to CONTENT_API_URL. */
  baseURL?: string
  /** Defaults to REMOTE_API_TOKEN (X2: the server's secret, not the browsers' CONTENT_API_TOKEN). */
  token?: string
  /** Defaults to SITE_ID. */
  siteId?: string
  logger?: HttpLogger
  /** Read instead of process.env for the defaults above and the GetSiteConfig fallback. */
  env?: Record<string, string | undefined>
  /** Per request; defaults to the HTTP client's 10 000 ms. */
  timeoutMs?: number
  /** How long a good answer is reused without asking the remote again; 5000 ms by default. */
  freshMs?: number
  /** G5: the language asked for (`lang=en`); Chinese, the default, sends no `lang`. */
  locale?: Locale
  /** By default one store per remote and site, shared by every source made for a request. */
  store?: ContentReadCache
}

export interface RemoteConfig {
  baseURL: string
  origin: string
  token: string | undefined
  siteId: string
  env: Env
}

export function resolveRemoteConfig(options: RemoteContentSourceOptions): RemoteConfig {
  const env = options.env ? parseEnv(options.env) : getEnv()
  const baseURL = options.baseURL ?? env.CONTENT_API_URL
  if (!baseURL) throw new Error('The remote content source needs CONTENT_API_URL (or options.baseURL)')
  return {
    baseURL,
    origin: new URL(baseURL).origin,
    token: options.token ?? env.REMOTE_API_TOKEN,
    siteId: options.siteId ?? env.SITE_ID,
    env,
  }
}

const stores = new Map<string, ContentReadCache>()

/** Pages make a source per request; the last good answers must outlive the request. */
export function sharedStore(config: RemoteConfig): ContentReadCache {
  const key = `${config.baseURL} ${config.siteId}`
  let store = stores.get(key)
  if (!store) {
    store = new ContentReadCache()
    stores.set(key, store)
  }
  return store
}

// Menu ids from the remote are numbers; an id from the environment must compare equal to them.
const envId = (value: string): Id => (/^[1-9]\d{0,14}$/.test(value) ? Number(value) : value)
const optionalId = (value: string | undefined): Id | null => (value === undefined ? null : envId(value))

/** The site settings when the remote has no GetSiteConfig (the original backend): from env. */
export function siteConfigFromEnv(env: Env, siteId: string): SiteConfig {
  return {
    siteId,
    siteName: env.SITE_NAME,
    themeColor: THEME_COLOR,
    seoDescription: '',
    seoKeywords: '',
    icpNumber: env.ICP_NUMBER ?? '',
    psbNumber: env.PSB_NUMBER ?? '',
    headerInformationId: optionalId(env.HEADER_INFORMATION_ID),
    footerInformationId: optionalId(env.FOOTER_INFORMATION_ID),
    homeCardsInformationId: optionalId(env.HOME_CARDS_INFORMATION_ID),
    partnersInformationId: optionalId(env.PARTNERS_INFORMATION_ID),
    footerColumnsInformationId: optionalId(env.FOOTER_COLUMNS_INFORMATION_ID),
    qrInformationId: optionalId(env.QR_INFORMATION_ID),
    adPictureId: optionalId(env.AD_PICTURE_ID),
    homeMenuId: optionalId(env.HOME_MENU_ID),
    specialMenuIds: env.SPECIAL_MENU_IDS.map(envId),
  }
}

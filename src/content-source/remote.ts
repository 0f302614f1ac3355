import type { z } from 'zod'

import {
  articleItemSchema,
  downloadItemSchema,
  exhibitorItemSchema,
  informationItemSchema,
  menuItemSchema,
  pictureItemSchema,
  siteConfigSchema,
} from '@/content-source/contract'
import { DEFAULT_LOCALE } from '@/locales/languages'
import { createHttpClient, HttpError, serialiseParams, type HttpLogger, type QueryParams } from '@/http-client'

import { createCleaner } from './remote-clean'
import { answersInEnglish, withoutEnglish } from './remote-language'
import { DEFAULT_FRESH_MS, resolveRemoteConfig, sharedStore, siteConfigFromEnv, type RemoteContentSourceOptions } from './remote-config'
import { fetchList, isNotFound, RemoteContractError, type Endpoint, type WireList } from './remote-wire'
import type { ContentSource, Id, SiteConfig } from './types'

export type { RemoteContentSourceOptions }

const consoleLogger: HttpLogger = { error: (message, cause) => console.error(message, cause) }

// Anything else cannot name a record in either backend; it is answered without a request.
const OPAQUE_ID = /^[\w-]{1,64}$/

/** A remote without GetSiteConfig answers 404, a business-error envelope or something else. */
function lacksSiteConfig(error: unknown): boolean {
  if (error instanceof RemoteContractError) return true
  return error instanceof HttpError && !error.isUnauthorized && error.status < 500
}

/**
 * The content of another server speaking the wire contract of SPEC §4 (the original backend or
 * another instance of this product). Every read keeps its last good answer: when the remote
 * fails, pages get that answer and the failure is logged (S31); with none, the read throws.
 */
export function remoteContentSource(options: RemoteContentSourceOptions = {}): ContentSource {
  const config = resolveRemoteConfig(options)
  const { siteId } = config
  const logger = options.logger ?? consoleLogger
  const freshMs = options.freshMs ?? DEFAULT_FRESH_MS
  const store = options.store ?? sharedStore(config)
  const client = createHttpClient({ baseURL: config.baseURL, token: config.token, timeoutMs: options.timeoutMs, logger })
  const clean = createCleaner(config.origin)
  const lang = options.locale === undefined || options.locale === DEFAULT_LOCALE ? undefined : options.locale
  /** G5: an answer to lang=en that does not say it is in English has no English (remote-language.ts). */
  const lacksEnglish = (answer: WireList<unknown>) => lang === 'en' && !answersInEnglish(answer.language)
  /** The items of an answer, each as it reads in English when the answer has no English. */
  const inEdition = <T>(answer: WireList<T>, clean: (item: T) => T, untranslated: (item: T) => T): T[] =>
    lacksEnglish(answer) ? answer.items.map((item) => untranslated(clean(item))) : answer.items.map(clean)

  function read<T>(endpoint: Endpoint, params: QueryParams, load: () => Promise<T>): Promise<T> {
    return store.read(`${endpoint}?${serialiseParams({ ...params, lang, siteId })}`, load, {
      freshMs,
      onFailure: (error, servingStale) =>
        logger.error(
          servingStale
            ? `remote content: ${endpoint} failed, serving the last good answer`
            : `remote content: ${endpoint} failed and has no last good answer`,
          error,
        ),
    })
  }

  function get<S extends z.ZodType, T>(
    endpoint: Endpoint,
    params: QueryParams,
    item: S,
    shape: (answer: WireList<z.output<S>>) => T,
  ): Promise<T> {
    return read(endpoint, params, async () => shape(await fetchList(client, siteId, endpoint, { ...params, lang }, item)))
  }

  async function getOne<S extends z.ZodType, T>(
    endpoint: Endpoint,
    params: Record<string, string>,
    item: S,
    reshape: (answer: WireList<z.output<S>>) => T[],
  ): Promise<T | null> {
    if (!Object.values(params).every((value) => OPAQUE_ID.test(value))) return null
    return read(endpoint, params, async () => {
      try {
        const [first] = reshape(await fetchList(client, siteId, endpoint, { ...params, lang }, item))
        return first ?? null
      } catch (error) {
        if (isNotFound(error)) return null
        throw error
      }
    })
  }

  async function getSiteConfig(): Promise<SiteConfig> {
    // The operator's settings are written in Chinese (SITE_NAME…): none of them is English.
    const fromEnv = () => {
      const settings = siteConfigFromEnv(config.env, siteId)
      return lang === 'en' ? withoutEnglish.siteConfig(settings) : settings
    }
    try {
      return await read('GetSiteConfig', {}, async () => {
        try {
          const answer = await fetchList(client, siteId, 'GetSiteConfig', { lang }, siteConfigSchema)
          const [first] = lacksEnglish(answer) ? answer.items.map(withoutEnglish.siteConfig) : answer.items
          return first ?? fromEnv()
        } catch (error) {
          if (lacksSiteConfig(error)) return fromEnv()
          throw error
        }
      })
    } catch {
      // Already logged by read(); the environment always has an answer.
      return fromEnv()
    }
  }

  const id = (value: Id): string => String(value).trim()

  return {
    getSiteConfig,
    getMenuTree: () => get('GetMenuList', {}, menuItemSchema, (answer) => inEdition(answer, clean.menu, withoutEnglish.menu)),
    getInformationItems: (columnId) =>
      get('GetInformationList', { informationId: id(columnId) }, informationItemSchema, (answer) =>
        inEdition(answer, clean.information, withoutEnglish.information),
      ),
    getRotationCharts: (menuId) =>
      get('GetRotationChartList', { menuId: id(menuId) }, pictureItemSchema, ({ items }) => items.map(clean.picture)),
    // An English list shows what is written in English: nothing, from a remote without English.
    getColumnArticles: (columnId) =>
      get('GetArticleList', { informationId: id(columnId) }, articleItemSchema, (answer) =>
        lacksEnglish(answer) ? [] : answer.items.map(clean.article),
      ),
    getMenuArticles: (menuId, { pageIndex, pageSize, includeSubmenus }) =>
      get(
        'GetArticleList',
        { menuId: id(menuId), pageIndex, pageSize, includeSubmenus: includeSubmenus ? 'true' : undefined },
        articleItemSchema,
        (answer) =>
          lacksEnglish(answer)
            ? { items: [], total: 0, pageIndex, pageSize }
            : { items: answer.items.map(clean.article), total: answer.total ?? answer.items.length, pageIndex, pageSize },
      ),
    getArticle: (articleId) =>
      getOne('GetArticleDetail', { id: id(articleId) }, articleItemSchema, (answer) =>
        inEdition(answer, clean.article, withoutEnglish.article),
      ),
    getColumnPictures: (columnId) =>
      get('GetPictureList', { informationId: id(columnId) }, pictureItemSchema, ({ items }) => items.map(clean.picture)),
    getPicture: (pictureId) =>
      getOne('GetPictureList', { PictureId: id(pictureId) }, pictureItemSchema, ({ items }) => items.map(clean.picture)),
    getExhibitors: ({ keyword, category, pageIndex, pageSize }) =>
      get(
        'GetExhibitorList',
        { keyword: keyword?.trim() || undefined, category: category?.trim() || undefined, pageIndex, pageSize },
        exhibitorItemSchema,
        (answer) => ({
          items: inEdition(answer, clean.exhibitor, withoutEnglish.exhibitor),
          total: answer.total ?? answer.items.length,
          pageIndex,
          pageSize,
        }),
      ),
    getExhibitor: (exhibitorId) =>
      getOne('GetExhibitorDetail', { id: id(exhibitorId) }, exhibitorItemSchema, (answer) =>
        inEdition(answer, clean.exhibitor, withoutEnglish.exhibitor),
      ),
    getDownloads: (menuId) =>
      get('GetDownloadList', { menuId: id(menuId) }, downloadItemSchema, (answer) => (lacksEnglish(answer) ? [] : answer.items)),
    // B5: the wire contract (§4) has no floor plan; a remote content service offers none.
    getFloorPlan: async () => ({ halls: [] }),
    hasFloorPlan: async () => false,
    getBoothOnPlan: async () => null,
  }
}

import type { Payload } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'

import { ApiError } from './errors'
import {
  getArticle,
  getColumnArticles,
  getColumnPictures,
  getInformationList,
  getMenuArticles,
  getPicture,
  getRotationCharts,
} from './queries/columns'
import { getDownloadList } from './queries/downloads'
import { getExhibitor, getExhibitorList } from './queries/exhibitors'
import { getBoothOnPlan, getFloorPlan, hasFloorPlan } from './queries/floor-plan'
import { getMenuList } from './queries/menus'
import { readingDrafts, readingLocale } from './queries/published'
import { getSiteConfig } from './queries/site-config'
import { countSitemapRows, getSitemapRows } from './queries/sitemap'
import { localReadCache } from '@/content-model/read-cache'
import type { ContentSource, Id } from './types'

const readCache = localReadCache()

/**
 * Answers stay until content changes; when the database fails, the last answer is served. A
 * read of something that does not exist (a visitor's 404) is an answer, not a failure: one line
 * at info.
 */
const policy = {
  freshMs: Number.POSITIVE_INFINITY,
  onFailure: (error: unknown, servingStale: boolean) => {
    if (error instanceof ApiError && error.status === 404) console.info(`local content: ${error.message}`)
    else console.error(`local content: a read failed${servingStale ? ', serving its last answer' : ''}`, error)
  },
}

type Reader = <Args extends unknown[], Result>(
  name: string,
  read: (payload: Payload, ...args: Args) => Promise<Result>,
) => (...args: Args) => Promise<Result>

/** G5: the one read cache holds both languages, each answer under its locale. */
const cachedRead =
  (locale: Locale): Reader =>
  (name, read) =>
  (...args) =>
    readCache.read(
      `${locale}:${name}:${JSON.stringify(args)}`,
      async () => {
        const payload = await getPayloadClient()
        return readingLocale(locale, () => read(payload, ...args))
      },
      policy,
    )

/** E4: a preview reads the latest drafts straight from the database: nothing cached, nothing kept. */
const draftRead =
  (locale: Locale): Reader =>
  (_name, read) =>
  async (...args) => {
    const payload = await getPayloadClient()
    return readingLocale(locale, () => readingDrafts(() => read(payload, ...args)))
  }

/** A read straight from the database, in that language, published documents only (the sitemap's). */
const directRead =
  (locale: Locale): Reader =>
  (_name, read) =>
  async (...args) =>
    readingLocale(locale, async () => read(await getPayloadClient(), ...args))

/** A single read: null when it names nothing (an unknown or malformed id). */
const orNull = async <T>(read: () => Promise<T>): Promise<T | null> => {
  try {
    return await read()
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

const single = async <T>(read: Promise<T[]>): Promise<T> => {
  const [first] = await read
  if (first === undefined) throw new ApiError(404, 'not found')
  return first
}

const toNumber = (id: Id): number => {
  const value = Number(id)
  if (!Number.isSafeInteger(value) || value < 1) throw new ApiError(404, `unknown id ${String(id)}`)
  return value
}

function contentSource(read: Reader, uncached: Reader): ContentSource {
  const reads = {
    siteConfig: read('site-config', getSiteConfig),
    menuTree: read('menu-tree', (payload) => getMenuList(payload)),
    informationItems: read('information-items', getInformationList),
    rotationCharts: read('rotation-charts', getRotationCharts),
    columnArticles: read('column-articles', getColumnArticles),
    menuArticles: read('menu-articles', getMenuArticles),
    article: read('article', getArticle),
    columnPictures: read('column-pictures', getColumnPictures),
    picture: read('picture', (payload, id: number) => single(getPicture(payload, id))),
    exhibitors: read('exhibitors', getExhibitorList),
    exhibitor: read('exhibitor', getExhibitor),
    downloads: read('downloads', getDownloadList),
    floorPlan: read('floor-plan', getFloorPlan),
    hasFloorPlan: read('has-floor-plan', hasFloorPlan),
    boothOnPlan: read('booth-on-plan', getBoothOnPlan),
  }

  return {
    getSiteConfig: () => reads.siteConfig(),
    getMenuTree: () => reads.menuTree(),
    getInformationItems: (columnId) => reads.informationItems(toNumber(columnId)),
    getRotationCharts: (menuId) => reads.rotationCharts(toNumber(menuId)),
    getColumnArticles: (columnId) => reads.columnArticles(toNumber(columnId)),
    getMenuArticles: (menuId, page) => reads.menuArticles(toNumber(menuId), page),
    getArticle: (id) => orNull(() => reads.article(toNumber(id))),
    getColumnPictures: (columnId) => reads.columnPictures(toNumber(columnId)),
    getPicture: (id) => orNull(() => reads.picture(toNumber(id))),
    getExhibitors: (query) => reads.exhibitors(query),
    getExhibitor: (id) => orNull(() => reads.exhibitor(toNumber(id))),
    getDownloads: (menuId) => reads.downloads(toNumber(menuId)),
    getFloorPlan: () => reads.floorPlan(),
    hasFloorPlan: () => reads.hasFloorPlan(),
    getBoothOnPlan: (exhibitorId) => orNull(() => reads.boothOnPlan(toNumber(exhibitorId))),
    sitemap: { count: uncached('sitemap-count', countSitemapRows), rows: uncached('sitemap-rows', getSitemapRows) },
  }
}

const sources = new Map<string, ContentSource>()

/**
 * The CMS in this process in that language (G5): no HTTP hop, the content read cache in front;
 * or, for a signed-in staff member's preview (E4), drafts included and never cached.
 */
export function localContentSourceIn(locale: Locale, preview = false): ContentSource {
  const key = `${locale}:${preview ? 'preview' : 'published'}`
  let source = sources.get(key)
  if (!source) {
    // Z2: the sitemap's pages are read once per build of a file (its answer is cached): none is kept.
    source = contentSource((preview ? draftRead : cachedRead)(locale), directRead(locale))
    sources.set(key, source)
  }
  return source
}

/** The Chinese edition's published content. */
export const localContentSource = localContentSourceIn(DEFAULT_LOCALE)

/** E4: the Chinese edition as a signed-in staff member previews it. */
export const previewContentSource = localContentSourceIn(DEFAULT_LOCALE, true)

import type { Payload } from 'payload'

import { ApiError } from '@/content-api/errors'
import {
  getArticle,
  getColumnArticles,
  getColumnPictures,
  getInformationList,
  getMenuArticles,
  getPicture,
  getRotationCharts,
} from '@/content-api/queries/columns'
import { getDownloadList } from '@/content-api/queries/downloads'
import { getExhibitor, getExhibitorList } from '@/content-api/queries/exhibitors'
import { getMenuList } from '@/content-api/queries/menus'
import { getSiteConfig } from '@/content-api/queries/site-config'
import { onContentChanged } from '@/content-model/content-events'
import { getPayloadClient } from '@/content-model/payload'

import { ContentReadCache } from './read-cache'
import type { ContentSource, Id } from './types'

// One cache per process (O1): Next's server bundles each load a copy of this module.
const cacheKey = Symbol.for('nuclear-expo.local-read-cache')
const holder = globalThis as typeof globalThis & { [cacheKey]?: ContentReadCache }
const readCache = (holder[cacheKey] ??= createReadCache())

function createReadCache(): ContentReadCache {
  const cache = new ContentReadCache()
  // Any change may touch any read (a menu renamed shows in every list): everything goes.
  onContentChanged(() => cache.clear())
  return cache
}

/** Answers stay until content changes; when the database fails, the last answer is served. */
const policy = {
  freshMs: Number.POSITIVE_INFINITY,
  onFailure: (error: unknown, servingStale: boolean) =>
    console.error(`local content: a read failed${servingStale ? ', serving its last answer' : ''}`, error),
}

function cachedRead<Args extends unknown[], Result>(
  name: string,
  read: (payload: Payload, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) => readCache.read(`${name}:${JSON.stringify(args)}`, async () => read(await getPayloadClient(), ...args), policy)
}

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

const reads = {
  siteConfig: cachedRead('site-config', getSiteConfig),
  menuTree: cachedRead('menu-tree', (payload) => getMenuList(payload)),
  informationItems: cachedRead('information-items', getInformationList),
  rotationCharts: cachedRead('rotation-charts', getRotationCharts),
  columnArticles: cachedRead('column-articles', getColumnArticles),
  menuArticles: cachedRead('menu-articles', getMenuArticles),
  article: cachedRead('article', getArticle),
  columnPictures: cachedRead('column-pictures', getColumnPictures),
  picture: cachedRead('picture', (payload, id: number) => single(getPicture(payload, id))),
  exhibitors: cachedRead('exhibitors', getExhibitorList),
  exhibitor: cachedRead('exhibitor', getExhibitor),
  downloads: cachedRead('downloads', getDownloadList),
}

/** The CMS in this process: no HTTP hop, the content read cache in front. */
export const localContentSource: ContentSource = {
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
}

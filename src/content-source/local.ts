import { unstable_cache } from 'next/cache'
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
import { cacheTags, type CacheTag } from '@/content-model/cache-tags'
import { getPayloadClient } from '@/content-model/payload'

import type { ContentSource, Id } from './types'

/** Cached read: tagged with every collection it depends on, so the change hooks refresh it. */
function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: CacheTag[],
  read: (payload: Payload, ...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(async (...args: Args) => read(await getPayloadClient(), ...args), ['content', name], {
    tags: [...tags, cacheTags.media],
  })
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

const t = cacheTags

const reads = {
  siteConfig: cachedRead('site-config', [t.siteSettings], getSiteConfig),
  menuTree: cachedRead('menu-tree', [t.menus], (payload) => getMenuList(payload)),
  informationItems: cachedRead('information-items', [t.informationItems, t.columns], getInformationList),
  rotationCharts: cachedRead('rotation-charts', [t.rotationCharts, t.menus], getRotationCharts),
  columnArticles: cachedRead('column-articles', [t.articles, t.columns], getColumnArticles),
  menuArticles: cachedRead('menu-articles', [t.articles, t.menus], getMenuArticles),
  article: cachedRead('article', [t.articles], getArticle),
  columnPictures: cachedRead('column-pictures', [t.pictures, t.columns], getColumnPictures),
  picture: cachedRead('picture', [t.pictures], (payload, id: number) => single(getPicture(payload, id))),
  exhibitors: cachedRead('exhibitors', [t.exhibitors], getExhibitorList),
  exhibitor: cachedRead('exhibitor', [t.exhibitors], getExhibitor),
  downloads: cachedRead('downloads', [t.downloads, t.documents, t.menus], getDownloadList),
}

/** The CMS in this process: no HTTP hop, Next's data cache in front. */
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

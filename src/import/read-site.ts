import { z } from 'zod'

import {
  articleItemSchema,
  downloadItemSchema,
  exhibitorItemSchema,
  informationItemSchema,
  menuItemSchema,
  PAGE_SIZE_MAX,
  pictureItemSchema,
  siteConfigSchema,
  type ArticleItem,
  type DownloadItem,
  type ExhibitorItem,
  type InformationItem,
  type MenuItem,
  type PictureItem,
  type SiteConfig,
} from '@/content-source/contract'
import { answersInEnglish } from '@/content-source/remote-language'
import type { Endpoint, WireList } from '@/content-source/remote-wire'
import { serialiseParams, type QueryParams } from '@/http-client'

import { isAbsent, reasonOf, type Origin } from './origin'
import type { ImportReport } from './report'

type Id = number | string

/** The columns the site settings name, by the role the shell gives them (SPEC §6). */
export const COLUMN_ROLES = {
  headerInformationId: { name: '页眉信息', holds: 'information' },
  footerInformationId: { name: '页脚信息', holds: 'information' },
  homeCardsInformationId: { name: '首页卡片', holds: 'articles' },
  partnersInformationId: { name: '合作媒体', holds: 'articles' },
  footerColumnsInformationId: { name: '页脚栏目', holds: 'articles' },
  qrInformationId: { name: '二维码', holds: 'pictures' },
} as const

export type ColumnRole = keyof typeof COLUMN_ROLES

/** The ids `--config ids.json` may name, as GetSiteConfig names them. */
export const configFileSchema = siteConfigSchema.omit({ siteId: true, themeColor: true, exhibition: true }).partial().strict()

export type ImportedSiteConfig = Omit<SiteConfig, 'themeColor' | 'exhibition'>

export type Placed<T> = { item: T; sortOrder: number }

/** Everything the origin answered, before anything is written. */
export type SiteSnapshot = {
  config: ImportedSiteConfig
  menus: MenuItem[]
  columns: { sourceId: string; name: string }[]
  rotationCharts: (Placed<PictureItem> & { menu: string })[]
  articles: Map<string, Placed<ArticleItem> & { menu?: string; column?: string }>
  information: (Placed<InformationItem> & { column: string })[]
  pictures: (Placed<PictureItem> & { column?: string })[]
  exhibitors: Placed<ExhibitorItem>[]
  downloads: (Placed<DownloadItem> & { menu: string })[]
  /** A list could not be read: what is missing from it is not gone, so nothing is pruned. */
  complete: boolean
  /** The origin is another instance of this product (it answered GetSiteConfig): it has a Payload REST API too. */
  product: boolean
  /** The English edition, by source id, when the origin has one (this product answers `lang=en` in English). */
  english: EnglishEdition | null
}

/** What the origin answers in English (`lang=en`): only what someone wrote in English is listed. */
export type EnglishEdition = {
  menus: Map<string, MenuItem>
  articles: Map<string, ArticleItem>
  information: Map<string, InformationItem>
  exhibitors: Map<string, ExhibitorItem>
  downloads: Map<string, DownloadItem>
  config: ImportedSiteConfig | null
}

export const sourceKey = (id: Id): string => String(id)

/** Menus parents first, each with its parent's source id. */
export function flattenMenus(menus: MenuItem[], parent?: string): { item: MenuItem; parent?: string; sortOrder: number }[] {
  return menus.flatMap((item, sortOrder) => [{ item, parent, sortOrder }, ...flattenMenus(item.children, sourceKey(item.id))])
}

/**
 * I1: reads the whole site through the seed's paths (SPEC §4): the settings (GetSiteConfig, or
 * the given ids), the menu tree, each menu's banners, articles and downloads, each configured
 * column's items, the ad picture and the exhibitors. A list that fails is reported and left
 * out; the endpoints that only this product has are skipped quietly where the origin lacks them.
 */
export async function readSite(
  origin: Origin,
  given: Partial<ImportedSiteConfig>,
  report: ImportReport,
  step: (label: string) => void,
  signal: AbortSignal,
): Promise<SiteSnapshot | null> {
  let complete = true

  async function read<S extends z.ZodType>(
    endpoint: Endpoint,
    params: QueryParams,
    item: S,
    optional = false,
  ): Promise<WireList<z.output<S>> | null> {
    if (signal.aborted) return null
    const query = serialiseParams(params)
    const label = `读取 ${endpoint}${query ? ` ${query}` : ''}`
    try {
      return await origin.list(endpoint, params, item)
    } catch (error) {
      if (optional && isAbsent(error)) return null
      complete = false
      report.fail(label, reasonOf(error))
      return null
    } finally {
      step(label)
    }
  }

  async function readPaged<S extends z.ZodType>(
    endpoint: Endpoint,
    params: QueryParams,
    item: S,
    optional = false,
  ): Promise<z.output<S>[]> {
    const all: z.output<S>[] = []
    for (let pageIndex = 1; ; pageIndex += 1) {
      const page = await read(endpoint, { ...params, pageIndex, pageSize: PAGE_SIZE_MAX }, item, optional)
      if (!page) return all
      all.push(...page.items)
      if (page.items.length < PAGE_SIZE_MAX || all.length >= (page.total ?? Number.POSITIVE_INFINITY)) return all
    }
  }

  const failed = report.failures.length
  const configAnswer = await read('GetSiteConfig', {}, siteConfigSchema, true)
  const fromOrigin = configAnswer?.items[0]
  if (!fromOrigin && report.failures.length === failed) report.note('原后台没有 GetSiteConfig：站点设置取自 --config 与 *_ID 环境变量')
  const config: ImportedSiteConfig = {
    siteId: '',
    siteName: '',
    seoDescription: '',
    seoKeywords: '',
    icpNumber: '',
    psbNumber: '',
    headerInformationId: null,
    footerInformationId: null,
    homeCardsInformationId: null,
    partnersInformationId: null,
    footerColumnsInformationId: null,
    qrInformationId: null,
    adPictureId: null,
    homeMenuId: null,
    specialMenuIds: [],
    ...(fromOrigin ?? given),
  }

  const menuAnswer = await read('GetMenuList', {}, menuItemSchema)
  if (!menuAnswer) return null
  const snapshot: SiteSnapshot = {
    config,
    menus: menuAnswer.items,
    columns: [],
    rotationCharts: [],
    articles: new Map(),
    information: [],
    pictures: [],
    exhibitors: [],
    downloads: [],
    complete,
    product: fromOrigin !== undefined,
    english: null,
  }
  const addArticles = (items: ArticleItem[], place: { menu?: string; column?: string }) =>
    items.forEach((item, sortOrder) => {
      const known = snapshot.articles.get(sourceKey(item.id))
      // In a menu and a column: both kept, ordered as in the column (sortOrder orders columns).
      const merged = known
        ? { ...known, menu: known.menu ?? place.menu, column: known.column ?? place.column }
        : { item, sortOrder, ...place }
      snapshot.articles.set(sourceKey(item.id), place.column ? { ...merged, sortOrder } : merged)
    })

  let downloadsOffered = true
  for (const { item: menu } of flattenMenus(snapshot.menus)) {
    const menuId = sourceKey(menu.id)
    const charts = await read('GetRotationChartList', { menuId }, pictureItemSchema)
    charts?.items.forEach((item, sortOrder) => snapshot.rotationCharts.push({ item, sortOrder, menu: menuId }))
    addArticles(await readPaged('GetArticleList', { menuId }, articleItemSchema), { menu: menuId })
    if (downloadsOffered) {
      const downloads = await read('GetDownloadList', { menuId }, downloadItemSchema, true)
      // The original backend has no download list: one 404 says so for every menu.
      if (!downloads) downloadsOffered = snapshot.downloads.length > 0
      downloads?.items.forEach((item, sortOrder) => snapshot.downloads.push({ item, sortOrder, menu: menuId }))
    }
  }

  for (const [role, { name, holds }] of Object.entries(COLUMN_ROLES) as [ColumnRole, (typeof COLUMN_ROLES)[ColumnRole]][]) {
    const id = config[role]
    if (id === null) continue
    const column = sourceKey(id)
    if (!snapshot.columns.some((known) => known.sourceId === column)) snapshot.columns.push({ sourceId: column, name })
    const params = { informationId: column }
    if (holds === 'information') {
      const answer = await read('GetInformationList', params, informationItemSchema)
      answer?.items.forEach((item, sortOrder) => snapshot.information.push({ item, sortOrder, column }))
    } else if (holds === 'articles') {
      const answer = await read('GetArticleList', params, articleItemSchema)
      if (answer) addArticles(answer.items, { column })
    } else {
      const answer = await read('GetPictureList', params, pictureItemSchema)
      answer?.items.forEach((item, sortOrder) => snapshot.pictures.push({ item, sortOrder, column }))
    }
  }

  if (config.adPictureId !== null) {
    const ad = await read('GetPictureList', { PictureId: sourceKey(config.adPictureId) }, pictureItemSchema)
    const [item] = ad?.items ?? []
    if (item && !snapshot.pictures.some((known) => sourceKey(known.item.id) === sourceKey(item.id)))
      snapshot.pictures.push({ item, sortOrder: 0 })
  }

  snapshot.exhibitors = (await readPaged('GetExhibitorList', {}, exhibitorItemSchema, true)).map((item, sortOrder) => ({ item, sortOrder }))

  // J5: the English edition. The original backend ignores `lang` and answers in Chinese without
  // saying so; this product says Content-Language: en. Read only from an origin that says it.
  const englishMenus = await read('GetMenuList', { lang: 'en' }, menuItemSchema, true)
  if (englishMenus && answersInEnglish(englishMenus.language)) {
    const english: EnglishEdition = {
      menus: new Map(flattenMenus(englishMenus.items).map(({ item }) => [sourceKey(item.id), item])),
      articles: new Map(),
      information: new Map(),
      exhibitors: new Map(),
      downloads: new Map(),
      config: null,
    }
    const byId = <T extends { id: Id }>(into: Map<string, T>, items: T[] | undefined) =>
      items?.forEach((item) => into.set(sourceKey(item.id), item))
    const en = { lang: 'en' }
    for (const { item: menu } of flattenMenus(snapshot.menus)) {
      const menuId = sourceKey(menu.id)
      byId(english.articles, await readPaged('GetArticleList', { menuId, ...en }, articleItemSchema))
      if (downloadsOffered) byId(english.downloads, (await read('GetDownloadList', { menuId, ...en }, downloadItemSchema, true))?.items)
    }
    for (const { sourceId } of snapshot.columns) {
      const params = { informationId: sourceId, ...en }
      if (snapshot.information.some((known) => known.column === sourceId))
        byId(english.information, (await read('GetInformationList', params, informationItemSchema))?.items)
      if ([...snapshot.articles.values()].some((known) => known.column === sourceId))
        byId(english.articles, (await read('GetArticleList', params, articleItemSchema))?.items)
    }
    byId(english.exhibitors, await readPaged('GetExhibitorList', en, exhibitorItemSchema, true))
    english.config = (await read('GetSiteConfig', en, siteConfigSchema, true))?.items[0] ?? null
    snapshot.english = english
  }
  snapshot.complete = complete
  return snapshot
}

import type { Payload } from 'payload'

import { exhibitorCategories } from '@/content-model/exhibitor-categories'
import { badRequest } from '@/content-source/errors'
import {
  getArticle,
  getColumnArticles,
  getColumnPictures,
  getInformationList,
  getMenuArticles,
  getPicture,
  getRotationCharts,
} from '@/content-source/queries/columns'
import { getDownloadList } from '@/content-source/queries/downloads'
import { getExhibitor, getExhibitorList } from '@/content-source/queries/exhibitors'
import { getMenuList } from '@/content-source/queries/menus'
import { getSiteConfig } from '@/content-source/queries/site-config'

import { PAGE_SIZE_MAX } from '@/content-source/contract'
import type { Params } from './params'

export type ListResult = { items: unknown[]; total?: number }
type Endpoint = (params: Params, payload: Payload) => Promise<ListResult>

const list = (items: unknown[]): ListResult => ({ items })

const paging = (params: Params) => ({
  pageIndex: params.int('pageIndex', 1, 1, 100_000),
  pageSize: params.int('pageSize', 10, 1, PAGE_SIZE_MAX),
})

function oneOf(params: Params, names: [string, string]): void {
  const given = names.filter((name) => params.text(name) !== undefined)
  if (given.length !== 1) throw badRequest(`参数 ${names[0]} 与 ${names[1]} 必须且只能提供一个`)
}

/** The GET endpoints of SPEC §4, by lower-cased name; DownloadFile (POST) is in route.ts. */
const getEndpoints: Record<string, Endpoint> = {
  getmenulist: async (params, payload) => list(await getMenuList(payload, params.id('menuId'))),
  getinformationlist: async (params, payload) => list(await getInformationList(payload, params.requiredId('informationId'))),
  getrotationchartlist: async (params, payload) => list(await getRotationCharts(payload, params.requiredId('menuId'))),
  getarticlelist: async (params, payload) => {
    oneOf(params, ['informationId', 'menuId'])
    const columnId = params.id('informationId')
    if (columnId !== undefined) return list(await getColumnArticles(payload, columnId))
    const includeSubmenus = params.flag('includeSubmenus')
    const { items, total } = await getMenuArticles(payload, params.requiredId('menuId'), { ...paging(params), includeSubmenus })
    return { items, total }
  },
  getpicturelist: async (params, payload) => {
    oneOf(params, ['informationId', 'PictureId'])
    const columnId = params.id('informationId')
    if (columnId !== undefined) return list(await getColumnPictures(payload, columnId))
    return list(await getPicture(payload, params.requiredId('PictureId')))
  },
  getarticledetail: async (params, payload) => list([await getArticle(payload, params.requiredId('id'))]),
  getexhibitorlist: async (params, payload) => {
    const category = params.text('category')
    if (category !== undefined && !(exhibitorCategories as readonly string[]).includes(category)) {
      throw badRequest(`未知的展品类别：${category}`)
    }
    const { items, total } = await getExhibitorList(payload, { keyword: params.text('keyword'), category, ...paging(params) })
    return { items, total }
  },
  getexhibitordetail: async (params, payload) => list([await getExhibitor(payload, params.requiredId('id'))]),
  getdownloadlist: async (params, payload) => list(await getDownloadList(payload, params.requiredId('menuId'))),
  getsiteconfig: async (_params, payload) => list([await getSiteConfig(payload)]),
}

export const POST_ENDPOINT = 'downloadfile'

/** The GET endpoint of that lower-cased name; only the table's own entries (`constructor` is not an endpoint). */
export const getEndpoint = (name: string): Endpoint | undefined => (Object.hasOwn(getEndpoints, name) ? getEndpoints[name] : undefined)

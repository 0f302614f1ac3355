import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE } from '@/locales/languages'
import type { PageContext } from '@/content-model/public-paths'
import type { Exhibitor } from '@/payload-types'

import type { ExhibitorItem, Paged } from '@/content-source/contract'
import { notFound } from '../errors'
import { readLinkContext, richTextToHtml } from '../html'
import { findPublishedById, findPublishedColumns, published, readLocale, readOptions, writtenIn } from './published'
import { uploadUrl } from './urls'

export type ExhibitorQuery = { keyword?: string; category?: string; pageIndex: number; pageSize: number }

/** The wire shape of an exhibitor, its introduction's internal links named by `links`. */
const toExhibitorItem =
  (links: PageContext) =>
  (exhibitor: Exhibitor): ExhibitorItem => ({
    id: exhibitor.id,
    nameCN: exhibitor.nameCN,
    nameEN: exhibitor.nameEN ?? '',
    logoUrl: uploadUrl(exhibitor.logo),
    booth: exhibitor.booth ?? '',
    category: exhibitor.category,
    introduction: richTextToHtml(exhibitor.introduction, links),
    website: exhibitor.website || null,
    contact: exhibitor.contact ?? '',
    updatedAt: exhibitor.updatedAt,
    // G5: a product nobody named in this language is left out (no fallback, like every text).
    products: (exhibitor.products ?? [])
      .filter((product) => Boolean(product.name))
      .map((product) => ({
        name: product.name,
        pictureUrl: uploadUrl(product.picture),
        description: product.description ?? '',
      })),
  })

const normalise = (text: string) => text.normalize('NFKC').toLocaleLowerCase('zh-CN')

const ORDER = ['sortOrder', 'nameCN', 'id']

/**
 * The directory's page: without a keyword, paged and counted by the database; with one, the
 * names alone are read and matched here (the same case-insensitive, wildcard-free substring
 * search on SQLite and Postgres, whatever the input: `%`, `_`, quotes, emoji), then only the
 * page's exhibitors are read in full.
 */
export async function getExhibitorList(payload: Payload, query: ExhibitorQuery): Promise<Paged<ExhibitorItem>> {
  const filter: Where = query.category ? { category: { equals: query.category } } : {}
  // G5: the English directory lists the exhibitors that have an English name.
  const filterIn = readLocale() === DEFAULT_LOCALE ? filter : writtenIn('nameEN', filter)
  const where = published(filterIn)
  const keyword = query.keyword ? normalise(query.keyword.trim()) : ''
  const common = { collection: 'exhibitors', ...readOptions(), where, sort: ORDER } as const
  let page: Exhibitor[]
  let total: number
  if (!keyword) {
    const result = await payload.find({ ...common, depth: 1, page: query.pageIndex, limit: query.pageSize })
    page = result.docs
    total = result.totalDocs
  } else {
    // Z1: the names alone, two columns of each exhibitor, then only the page's exhibitors in full.
    const names = await findPublishedColumns(payload, 'exhibitors', {
      where: filterIn,
      sort: ORDER,
      select: { nameCN: true, nameEN: true },
    })
    const matches = names.filter((doc) => normalise(doc.nameCN).includes(keyword) || normalise(doc.nameEN ?? '').includes(keyword))
    const start = (query.pageIndex - 1) * query.pageSize
    const ids = matches.slice(start, start + query.pageSize).map((doc) => doc.id)
    const { docs } = ids.length
      ? await payload.find({ ...common, where: { and: [where, { id: { in: ids } }] }, depth: 1, pagination: false })
      : { docs: [] as Exhibitor[] }
    page = docs
    total = matches.length
  }
  const links = await readLinkContext(
    payload,
    page.map((exhibitor) => exhibitor.introduction),
  )
  return { items: page.map(toExhibitorItem(links)), total, pageIndex: query.pageIndex, pageSize: query.pageSize }
}

export async function getExhibitor(payload: Payload, id: number): Promise<ExhibitorItem> {
  const exhibitor = await findPublishedById(payload, 'exhibitors', id)
  if (!exhibitor) throw notFound(`展商 ${id} 不存在`)
  return toExhibitorItem(await readLinkContext(payload, [exhibitor.introduction]))(exhibitor)
}

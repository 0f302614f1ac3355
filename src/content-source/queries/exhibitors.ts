import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/locales/languages'
import type { PageContext } from '@/content-model/public-paths'
import type { Exhibitor } from '@/payload-types'

import type { ExhibitorItem, Paged } from '@/content-source/contract'
import { notFound } from '../errors'
import { readLinkContext, richTextToHtml } from '../html'
import { findPublished, findPublishedById, readLocale } from './published'
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

/**
 * A show has hundreds of exhibitors, not millions: matching in memory gives the same
 * case-insensitive, wildcard-free substring search on SQLite and Postgres, whatever the input
 * (`%`, `_`, quotes, emoji).
 */
export async function getExhibitorList(payload: Payload, query: ExhibitorQuery): Promise<Paged<ExhibitorItem>> {
  const docs = await findPublished(payload, 'exhibitors', query.category ? { category: { equals: query.category } } : {}, [
    'sortOrder',
    'nameCN',
    'id',
  ])
  // G5: the English directory lists the exhibitors that have an English name.
  const listed = readLocale() === DEFAULT_LOCALE ? docs : docs.filter((doc) => doc.nameEN?.trim())
  const keyword = query.keyword ? normalise(query.keyword.trim()) : ''
  const matches = keyword
    ? listed.filter((doc) => normalise(doc.nameCN).includes(keyword) || normalise(doc.nameEN ?? '').includes(keyword))
    : listed
  const start = (query.pageIndex - 1) * query.pageSize
  const page = matches.slice(start, start + query.pageSize)
  const links = await readLinkContext(
    payload,
    page.map((exhibitor) => exhibitor.introduction),
  )
  return {
    items: page.map(toExhibitorItem(links)),
    total: matches.length,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  }
}

export async function getExhibitor(payload: Payload, id: number): Promise<ExhibitorItem> {
  const exhibitor = await findPublishedById(payload, 'exhibitors', id)
  if (!exhibitor) throw notFound(`展商 ${id} 不存在`)
  return toExhibitorItem(await readLinkContext(payload, [exhibitor.introduction]))(exhibitor)
}

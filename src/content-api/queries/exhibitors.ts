import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/content-model/locales'
import type { Exhibitor } from '@/payload-types'

import type { ExhibitorItem, Paged } from '../contract'
import { notFound } from '../errors'
import { richTextToHtml } from '../html'
import { published, readLocale, readOptions } from './published'
import { uploadUrl } from './urls'

export type ExhibitorQuery = { keyword?: string; category?: string; pageIndex: number; pageSize: number }

function toExhibitorItem(exhibitor: Exhibitor): ExhibitorItem {
  return {
    id: exhibitor.id,
    nameCN: exhibitor.nameCN,
    nameEN: exhibitor.nameEN ?? '',
    logoUrl: uploadUrl(exhibitor.logo),
    booth: exhibitor.booth ?? '',
    category: exhibitor.category,
    introduction: richTextToHtml(exhibitor.introduction),
    website: exhibitor.website || null,
    contact: exhibitor.contact ?? '',
  }
}

const normalise = (text: string) => text.normalize('NFKC').toLocaleLowerCase('zh-CN')

/**
 * A show has hundreds of exhibitors, not millions: matching in memory gives the same
 * case-insensitive, wildcard-free substring search on SQLite and Postgres, whatever the input
 * (`%`, `_`, quotes, emoji).
 */
export async function getExhibitorList(payload: Payload, query: ExhibitorQuery): Promise<Paged<ExhibitorItem>> {
  const { docs } = await payload.find({
    collection: 'exhibitors',
    ...readOptions(),
    where: published(query.category ? { category: { equals: query.category } } : {}),
    depth: 1,
    limit: 0,
    pagination: false,
    sort: ['sortOrder', 'nameCN', 'id'],
  })
  // G5: the English directory lists the exhibitors that have an English name.
  const listed = readLocale() === DEFAULT_LOCALE ? docs : docs.filter((doc) => doc.nameEN?.trim())
  const keyword = query.keyword ? normalise(query.keyword.trim()) : ''
  const matches = keyword
    ? listed.filter((doc) => normalise(doc.nameCN).includes(keyword) || normalise(doc.nameEN ?? '').includes(keyword))
    : listed
  const start = (query.pageIndex - 1) * query.pageSize
  return {
    items: matches.slice(start, start + query.pageSize).map(toExhibitorItem),
    total: matches.length,
    pageIndex: query.pageIndex,
    pageSize: query.pageSize,
  }
}

export async function getExhibitor(payload: Payload, id: number): Promise<ExhibitorItem> {
  const [exhibitor] = (await payload.find({ collection: 'exhibitors', ...readOptions(), where: published({ id: { equals: id } }), depth: 1, limit: 1, pagination: false })).docs
  if (!exhibitor) throw notFound(`展商 ${id} 不存在`)
  return toExhibitorItem(exhibitor)
}

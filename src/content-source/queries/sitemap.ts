import type { Payload, Where } from 'payload'

import { DEFAULT_LOCALE } from '@/locales/languages'

import type { SitemapKind, SitemapQuery, SitemapRow } from '../types'
import { published, readLocale } from './published'

/** The field whose text says a document is written in a language (G5: an edition lists only those). */
const TEXT_FIELD = { articles: 'title', exhibitors: 'nameEN' } as const

const hasText = (field: string): Where[] => [{ [field]: { exists: true } }, { [field]: { not_equals: '' } }]

/** What one edition lists of a kind: published, and in English only what is written in English. */
function listed(kind: SitemapKind, menuIds: readonly number[]): Where {
  const scope: Where[] = kind === 'articles' ? [{ menu: { in: menuIds } }] : []
  if (readLocale() !== DEFAULT_LOCALE) scope.push(...hasText(TEXT_FIELD[kind]))
  return published(scope.length === 0 ? {} : { and: scope })
}

const toIds = (values: readonly (number | string)[]): number[] => values.map(Number).filter(Number.isSafeInteger)

/** Z2: how many rows of a kind the scope's edition lists (one count in SQL). */
export async function countSitemapRows(payload: Payload, query: Omit<SitemapQuery, 'pageIndex' | 'pageSize'>): Promise<number> {
  const { totalDocs } = await payload.count({
    collection: query.kind,
    where: listed(query.kind, toIds(query.menuIds ?? [])),
    locale: readLocale(),
  })
  return totalDocs
}

/**
 * Z2: one page of the sitemap's rows of one kind: the published news of some menus (newest first,
 * as their lists show them) or the exhibitors (by id), in the scope's edition, each with whether
 * the other edition lists it too. Only ids and dates are read, a page at a time.
 */
export async function getSitemapRows(payload: Payload, query: SitemapQuery): Promise<SitemapRow[]> {
  const locale = readLocale()
  const { kind, pageIndex, pageSize } = query
  const common = { depth: 0, locale, fallbackLocale: false, draft: false, limit: pageSize, page: pageIndex, pagination: false } as const
  const where = listed(kind, toIds(query.menuIds ?? []))
  const rows =
    kind === 'articles'
      ? (
          await payload.find({
            collection: 'articles',
            ...common,
            where,
            sort: ['-publishedAt', '-id'],
            select: { publishedAt: true, menu: true },
          })
        ).docs.map((doc) => ({
          id: doc.id,
          menuId: typeof doc.menu === 'object' && doc.menu ? doc.menu.id : (doc.menu ?? null),
          lastmod: doc.publishedAt ?? null,
        }))
      : (await payload.find({ collection: 'exhibitors', ...common, where, sort: 'id', select: { updatedAt: true } })).docs.map((doc) => ({
          id: doc.id,
          menuId: null,
          lastmod: doc.updatedAt,
        }))
  // G5: the Chinese edition lists every published one; the English one those written in English.
  let inOther = new Set(rows.map((row) => row.id))
  if (locale === DEFAULT_LOCALE && rows.length > 0) {
    const { docs } = await payload.find({
      collection: kind,
      ...common,
      page: 1,
      locale: 'en',
      where: { and: [{ id: { in: rows.map((row) => row.id) } }, ...hasText(TEXT_FIELD[kind])] },
      select: {},
    })
    inOther = new Set(docs.map((doc) => doc.id))
  }
  return rows.map((row) => ({ ...row, inBothEditions: inOther.has(row.id) }))
}

import { sql } from '@payloadcms/db-sqlite'
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

type SQL = ReturnType<typeof sql>

/** The statement runner both Payload SQL adapters (SQLite and Postgres) offer; both answer `{ rows }`. */
type SqlAdapter = { drizzle: unknown; execute: (args: { drizzle: unknown; sql: SQL }) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Whether the document of a row (`row`: the alias its columns are read under) is written in English
 * (G5): the SQL of `hasText(TEXT_FIELD[kind])` in English.
 */
const WRITTEN_IN_ENGLISH = {
  articles: (row: SQL) =>
    sql`EXISTS (SELECT 1 FROM "articles_locales" l WHERE l."_parent_id" = ${row}."id" AND l."_locale" = 'en' AND l."title" IS NOT NULL AND l."title" <> '')`,
  exhibitors: (row: SQL) => sql`(${row}."name_e_n" IS NOT NULL AND ${row}."name_e_n" <> '')`,
} as const

/** A date as the adapter answers it (ISO text on SQLite, a Date on Postgres), as ISO text. */
const isoText = (value: unknown): string | null =>
  value instanceof Date ? value.toISOString() : typeof value === 'string' && value ? value : null

/**
 * Z2: one page of the sitemap's rows of one kind: the published news of some menus (newest first,
 * as their lists show them) or the exhibitors (by id), in the scope's edition, each with whether
 * the other edition lists it too. Three columns of a page of rows in one statement, in the same
 * scope as `countSitemapRows`: past the Local API, whose find runs its per-field afterRead work on
 * every row (most of a file's time at 100 000 URLs), with no hook on these reads to honour.
 */
export async function getSitemapRows(payload: Payload, query: SitemapQuery): Promise<SitemapRow[]> {
  const { kind, pageIndex, pageSize } = query
  const english = WRITTEN_IN_ENGLISH[kind]
  const [d, p] = [sql.raw('d'), sql.raw('p')]
  const inDefault = readLocale() === DEFAULT_LOCALE
  const scope = [sql`d."_status" = 'published'`, sql`d."deleted_at" IS NULL`]
  if (kind === 'articles') {
    const menuIds = toIds(query.menuIds ?? [])
    if (menuIds.length === 0) return []
    scope.push(
      sql`d."menu_id" IN (${sql.join(
        menuIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  }
  if (!inDefault) scope.push(english(d))
  // G5: the Chinese edition lists every published one; the English one those written in English.
  const inOther = inDefault ? english(p) : sql`1 = 1`
  const columns =
    kind === 'articles'
      ? sql`d."id" AS "id", d."menu_id" AS "menu", d."published_at" AS "lastmod"`
      : sql`d."id" AS "id", NULL AS "menu", d."updated_at" AS "lastmod", d."name_e_n" AS "name_e_n"`
  const innerOrder = kind === 'articles' ? sql`d."published_at" DESC, d."id" DESC` : sql`d."id" ASC`
  const outerOrder = kind === 'articles' ? sql`p."lastmod" DESC, p."id" DESC` : sql`p."id" ASC`
  const adapter = payload.db as unknown as SqlAdapter
  // The page is chosen in the inner statement on the light columns; whether the other edition lists
  // it is asked only of the page's rows (asked of every row before the sort, it cost a file most of its time).
  const { rows } = await adapter.execute({
    drizzle: adapter.drizzle,
    sql: sql`SELECT p."id", p."menu", p."lastmod", CASE WHEN ${inOther} THEN 1 ELSE 0 END AS "both"
      FROM (SELECT ${columns} FROM ${sql.raw(`"${kind}"`)} d WHERE ${sql.join(scope, sql` AND `)}
        ORDER BY ${innerOrder} LIMIT ${pageSize} OFFSET ${(pageIndex - 1) * pageSize}) p
      ORDER BY ${outerOrder}`,
  })
  return rows.map((row) => ({
    id: Number(row.id),
    menuId: row.menu === null || row.menu === undefined ? null : Number(row.menu),
    lastmod: isoText(row.lastmod),
    inBothEditions: Number(row.both) === 1,
  }))
}

import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

import { DEFAULT_LOCALE } from '@/locales/languages'

import type { SitemapKind, SitemapQuery, SitemapRow } from '../types'
import { readLocale } from './published'

const toIds = (values: readonly (number | string)[]): number[] => values.map(Number).filter(Number.isSafeInteger)

type SQL = ReturnType<typeof sql>

/** The statement runner both Payload SQL adapters (SQLite and Postgres) offer; both answer `{ rows }`. */
type SqlAdapter = { drizzle: unknown; execute: (args: { drizzle: unknown; sql: SQL }) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Whether the document of a row (`row`: the alias its columns are read under) is written in English
 * (G5): its English title (an article) or its English name (an exhibitor) is there and not empty.
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
 * What one edition lists of a kind, as the conditions on its table's rows (`d`): published, not in
 * the 回收站, news of the given menus only, and in English only what is written in English (G5).
 * Null when it can list nothing (news of no menu).
 */
function listedRows(kind: SitemapKind, menuIds: readonly (number | string)[] | undefined): SQL[] | null {
  const d = sql.raw('d')
  const scope = [sql`d."_status" = 'published'`, sql`d."deleted_at" IS NULL`]
  if (kind === 'articles') {
    const ids = toIds(menuIds ?? [])
    if (ids.length === 0) return null
    scope.push(
      sql`d."menu_id" IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
  }
  if (readLocale() !== DEFAULT_LOCALE) scope.push(WRITTEN_IN_ENGLISH[kind](d))
  return scope
}

/**
 * Z2: how many rows of a kind the scope's edition lists: one count in SQL, on the same conditions
 * as `getSitemapRows` (Payload's count joins every language's texts first: most of a first
 * sitemap's time on a big show).
 */
export async function countSitemapRows(payload: Payload, query: Omit<SitemapQuery, 'pageIndex' | 'pageSize'>): Promise<number> {
  const scope = listedRows(query.kind, query.menuIds)
  if (!scope) return 0
  const adapter = payload.db as unknown as SqlAdapter
  const { rows } = await adapter.execute({
    drizzle: adapter.drizzle,
    sql: sql`SELECT COUNT(*) AS "count" FROM ${sql.raw(`"${query.kind}"`)} d WHERE ${sql.join(scope, sql` AND `)}`,
  })
  return Number(rows[0]?.count ?? 0)
}

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
  const p = sql.raw('p')
  const inDefault = readLocale() === DEFAULT_LOCALE
  const scope = listedRows(kind, query.menuIds)
  if (!scope) return []
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

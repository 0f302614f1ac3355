import type { Payload } from 'payload'

import { normaliseInvitationCode } from '../invitation-code'

export type Count = { key: string; registered: number; waitlisted: number; checkedIn: number }
export type RegistrationStats = {
  total: number
  waitlisted: number
  checkedIn: number
  byDay: Count[]
  byIndustry: Count[]
  byCode: Count[]
}

/** A row of a GROUP BY below: the bucket, the status and its figures (strings or bigints on Postgres). */
type Bucket = { key: unknown; status: unknown; n: unknown; checked: unknown }

/**
 * The SQL adapters' one way to run a statement, the same on SQLite (libsql's result) and Postgres
 * (pg's): both answer `{ rows }`. Payload's Local API has counts but no GROUP BY, and a count per
 * bucket would be one query per invitation code (thousands at a big show).
 */
type SqlAdapter = { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Bucket[] }> }

const NO_CODE = '（无邀请码）'
/** Registrations holding a place or waiting; anonymised ones count too (R8 keeps these columns for that). */
const COUNTED = `r."status" IN ('registered', 'waitlisted')`
const figures = `r."status" AS "status", COUNT(*) AS "n", COUNT(r."checked_in_at") AS "checked"`
const QUERIES = {
  byDay: `SELECT t."text" AS "key", ${figures} FROM "registrations" r JOIN "registrations_texts" t ON t."parent_id" = r."id" AND t."path" = 'days' WHERE ${COUNTED} GROUP BY t."text", r."status"`,
  byIndustry: `SELECT r."industry" AS "key", ${figures} FROM "registrations" r WHERE ${COUNTED} GROUP BY r."industry", r."status"`,
  // B4: codes typed in another case before they were normalised on save count with their canonical code.
  byCode: `SELECT UPPER(TRIM(r."invitation_code")) AS "key", ${figures} FROM "registrations" r WHERE ${COUNTED} GROUP BY UPPER(TRIM(r."invitation_code")), r."status"`,
} as const

async function grouped(payload: Payload, query: string, keyOf: (key: unknown) => string): Promise<Map<string, Count>> {
  const db = payload.db as unknown as SqlAdapter
  const { rows } = await db.execute({ drizzle: db.drizzle, raw: query })
  const table = new Map<string, Count>()
  for (const row of rows) {
    const key = keyOf(row.key)
    const count = table.get(key) ?? { key, registered: 0, waitlisted: 0, checkedIn: 0 }
    if (row.status === 'waitlisted') count.waitlisted += Number(row.n)
    else count.registered += Number(row.n)
    count.checkedIn += Number(row.checked)
    table.set(key, count)
  }
  return table
}

/**
 * R6, Z4: the registrations dashboard's figures: registrations holding a place, waiting and checked in, per show
 * day, per industry and per invitation code. Revoked and cancelled ones do not count. Counted
 * by the database (three GROUP BY reads of the adapter, whatever the number of registrations):
 * a read of figures, no document, so no collection hook or access rule has anything to say.
 */
export async function registrationStats(payload: Payload): Promise<RegistrationStats> {
  const text = (key: unknown) => (key === null || key === undefined ? '' : String(key))
  const [byDay, byIndustry, byCode] = await Promise.all([
    grouped(payload, QUERIES.byDay, text),
    grouped(payload, QUERIES.byIndustry, text),
    // SQL's UPPER folds ASCII alone (SQLite): the rest of the canonical form (NFKC) is applied here, merging what it joins.
    grouped(payload, QUERIES.byCode, (key) => normaliseInvitationCode(text(key)) || NO_CODE),
  ])
  const sorted = (table: Map<string, Count>, byKey = false) =>
    [...table.values()].sort((a, b) => (byKey ? a.key.localeCompare(b.key) : b.registered - a.registered || a.key.localeCompare(b.key)))
  // Every counted registration has one industry: its table adds up to the totals.
  const all = [...byIndustry.values()]
  return {
    total: all.reduce((sum, count) => sum + count.registered, 0),
    waitlisted: all.reduce((sum, count) => sum + count.waitlisted, 0),
    checkedIn: all.reduce((sum, count) => sum + count.checkedIn, 0),
    byDay: sorted(byDay, true),
    byIndustry: sorted(byIndustry),
    byCode: sorted(byCode),
  }
}

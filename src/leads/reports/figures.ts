import type { Payload } from 'payload'

import { sql, sqlRows } from '@/checkin/sql'
import { EXHIBITOR_ACCOUNTS_SLUG } from '@/exhibitor-portal'
import { beijingDate } from '@/locales/dates'

/** A rating as the lead holds it; null for a lead not rated yet. */
export type Rating = 'hot' | 'warm' | 'cold'

export type LeadFigures = {
  /** Visitors scanned (one lead each), the scans made (every visit), and the leads whose details the exhibitor may see. */
  leads: number
  scans: number
  consented: number
  /** Per Beijing day of the scans: the scans made and the visitors met for the first time. */
  perDay: { day: string; scans: number; newLeads: number }[]
  /** Per hour of the Beijing day (0–23), over all days: only the hours with scans. */
  perHour: { hour: number; scans: number }[]
  /** Consented leads per industry code; the others are counted under `null` (their industry is theirs to share). */
  byIndustry: { industry: string | null; leads: number }[]
  byRating: { rating: Rating | null; leads: number }[]
  /** Per account that scanned: its scans and the visitors it met. */
  perStaff: { account: number; name: string; scans: number; leads: number }[]
}

/** The days a chart shows at most: the latest ones (a show lasts a few; a stray scan a month before adds no bar). */
const MOST_DAYS = 14
const DAY_MS = 86_400_000

/** The first moment of an hour of a Beijing day (China keeps UTC+8 all year). */
const beijingHourStart = (day: string, hour: number): string =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString()

/** The Beijing days from the first scan's to the last's, the latest MOST_DAYS of them. */
function daysBetween(first: string, last: string): string[] {
  const days: string[] = []
  const end = beijingDate(new Date(last))
  for (let at = new Date(`${end}T12:00:00+08:00`).getTime(); days.length < MOST_DAYS; at -= DAY_MS) {
    const day = beijingDate(new Date(at))
    days.unshift(day)
    if (day <= beijingDate(new Date(first))) break
  }
  return days
}

type Row = Record<string, unknown>
const count = (value: unknown) => Number(value ?? 0)

/**
 * Whether the exhibitor may see a lead's visitor: the rule of leadDetails (src/leads/details.ts),
 * written once more in SQL for the counts by industry only, where reading every lead's
 * registration to ask it would load them all.
 */
const SHARED = sql`(r.id IS NOT NULL AND r.share_with_exhibitors AND r.share_withdrawn_at IS NULL AND r.anonymised_at IS NULL
  AND r.status IN ('registered', 'waitlisted') AND l.withdrawn_at IS NULL)`

/**
 * L6: an exhibitor's figures: its leads and scans per day, per hour, per industry, per rating
 * and per staff member. Counted by the database (a handful of GROUP BY reads whatever the
 * number of scans), never by loading leads: the dashboard is asked while the booth scans.
 */
export async function leadFigures(payload: Payload, exhibitorId: number): Promise<LeadFigures> {
  const [span] = await sqlRows<Row>(
    payload,
    sql`SELECT COUNT(*) AS scans, MIN(s.scanned_at) AS first, MAX(s.scanned_at) AS last FROM lead_scans s WHERE s.exhibitor_id = ${exhibitorId}`,
  )
  const scans = count(span?.scans)
  const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value))
  const days = scans > 0 ? daysBetween(iso(span?.first), iso(span?.last)) : []
  const hours = Array.from({ length: 24 }, (_, hour) => hour)
  const cells = days.flatMap((day, d) => hours.map((hour) => ({ day, d, hour })))

  const between = (column: string, day: string, hour: number) =>
    sql`SUM(CASE WHEN ${sql.raw(column)} >= ${beijingHourStart(day, hour)} AND ${sql.raw(column)} < ${beijingHourStart(day, hour + 1)} THEN 1 ELSE 0 END)`
  const perCell =
    cells.length > 0
      ? sql.join(
          cells.map(({ day, d, hour }) => sql`${between('s.scanned_at', day, hour)} AS ${sql.raw(`c${d}_${hour}`)}`),
          sql`, `,
        )
      : sql`0 AS none`
  const perDayNew =
    days.length > 0
      ? sql.join(
          days.map((day, d) => {
            const next = beijingHourStart(days[d + 1] ?? beijingDate(new Date(new Date(`${day}T12:00:00+08:00`).getTime() + DAY_MS)), 0)
            return sql`SUM(CASE WHEN l.first_scanned_at >= ${beijingHourStart(day, 0)} AND l.first_scanned_at < ${next} THEN 1 ELSE 0 END) AS ${sql.raw(`d${d}`)}`
          }),
          sql`, `,
        )
      : sql`0 AS none`

  const [cellRows, leadRows, industries, ratings, staff] = await Promise.all([
    sqlRows<Row>(payload, sql`SELECT ${perCell} FROM lead_scans s WHERE s.exhibitor_id = ${exhibitorId}`),
    sqlRows<Row>(
      payload,
      sql`SELECT COUNT(*) AS leads, SUM(CASE WHEN ${SHARED} THEN 1 ELSE 0 END) AS consented, ${perDayNew}
          FROM leads l LEFT JOIN registrations r ON r.id = l.registration_id WHERE l.exhibitor_id = ${exhibitorId}`,
    ),
    sqlRows<Row>(
      payload,
      sql`SELECT CASE WHEN ${SHARED} THEN r.industry ELSE NULL END AS industry, COUNT(*) AS leads
          FROM leads l LEFT JOIN registrations r ON r.id = l.registration_id WHERE l.exhibitor_id = ${exhibitorId}
          GROUP BY CASE WHEN ${SHARED} THEN r.industry ELSE NULL END`,
    ),
    sqlRows<Row>(
      payload,
      sql`SELECT l.rating AS rating, COUNT(*) AS leads FROM leads l WHERE l.exhibitor_id = ${exhibitorId} GROUP BY l.rating`,
    ),
    sqlRows<Row>(
      payload,
      sql`SELECT s.account_id AS account, COUNT(*) AS scans, COUNT(DISTINCT s.lead_id) AS leads
          FROM lead_scans s WHERE s.exhibitor_id = ${exhibitorId} GROUP BY s.account_id`,
    ),
  ])
  const cell = cellRows[0] ?? {}
  const totals = leadRows[0] ?? {}
  const accounts = staff
    .map((row) => row.account)
    .filter((id) => id !== null && id !== undefined)
    .map(Number)
  const names = new Map<number, string>()
  if (accounts.length > 0) {
    const { docs } = await payload.find({
      collection: EXHIBITOR_ACCOUNTS_SLUG,
      where: { id: { in: accounts } },
      select: { name: true, email: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const account of docs) names.set(account.id, account.name || account.email)
  }
  return {
    leads: count(totals.leads),
    scans,
    consented: count(totals.consented),
    perDay: days.map((day, d) => ({
      day,
      scans: hours.reduce((sum, hour) => sum + count(cell[`c${d}_${hour}`]), 0),
      newLeads: count(totals[`d${d}`]),
    })),
    perHour: hours
      .map((hour) => ({ hour, scans: days.reduce((sum, _, d) => sum + count(cell[`c${d}_${hour}`]), 0) }))
      .filter((one) => one.scans > 0),
    byIndustry: industries
      .map((row) => ({
        industry: row.industry === null || row.industry === undefined ? null : String(row.industry),
        leads: count(row.leads),
      }))
      .sort((a, b) => b.leads - a.leads || String(a.industry).localeCompare(String(b.industry))),
    byRating: (['hot', 'warm', 'cold', null] as const).map((rating) => ({
      rating,
      leads: ratings.filter((row) => (row.rating ?? null) === rating).reduce((sum, row) => sum + count(row.leads), 0),
    })),
    perStaff: staff
      .filter((row) => row.account !== null && row.account !== undefined)
      .map((row) => ({
        account: Number(row.account),
        name: names.get(Number(row.account)) ?? '（已删除的账号）',
        scans: count(row.scans),
        leads: count(row.leads),
      }))
      .sort((a, b) => b.scans - a.scans || a.name.localeCompare(b.name, 'zh')),
  }
}

export type LeadCount = { exhibitor: number; name: string; leads: number; scans: number }

/** L6: the organiser's view: leads and scans per exhibitor, counts only (no visitor, no lead). */
export async function leadCountsPerExhibitor(payload: Payload): Promise<LeadCount[]> {
  const rows = await sqlRows<Row>(
    payload,
    sql`SELECT l.exhibitor_id AS exhibitor, COUNT(*) AS leads, SUM(l.visits) AS scans FROM leads l GROUP BY l.exhibitor_id`,
  )
  if (rows.length === 0) return []
  const { docs } = await payload.find({
    collection: 'exhibitors',
    where: { id: { in: rows.map((row) => Number(row.exhibitor)) } },
    select: { nameCN: true },
    draft: true,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const names = new Map(docs.map((exhibitor) => [exhibitor.id, exhibitor.nameCN]))
  return rows
    .map((row) => ({
      exhibitor: Number(row.exhibitor),
      name: names.get(Number(row.exhibitor)) ?? '（已删除的展商）',
      leads: count(row.leads),
      scans: count(row.scans),
    }))
    .sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name, 'zh'))
}

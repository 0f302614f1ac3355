import type { Payload, Where } from 'payload'

import { beijingDate } from '@/locales/dates'
import type { Gate, Registration } from '@/payload-types'
import { REGISTRATIONS_SLUG } from '@/registration'

import type { CheckinFigures } from './contract'
import { SCANS_SLUG } from './scans'
import { sql, sqlRows } from './sql'
import { GATES_SLUG } from './slugs'

const UNNAMED_GATE = '（未指定）'

/** The first moment of an hour of a Beijing day (China keeps UTC+8 all year). */
const beijingHourStart = (day: string, hour: number): string =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString()

type PeopleRow = { gate: number | string | null; people: number | string } & Record<`h${number}`, number | string | null>

/**
 * K4: the people admitted on `day`, each once, at the gate and in the hour of their first
 * admission that day (the earliest admitted scan; a badge let in twice while a device was
 * offline, or again under 不限次数, is one person). Counted in SQL, grouped by gate, with one
 * sum per hour of the Beijing day.
 */
async function peopleAdmitted(payload: Payload, day: string, hours: readonly number[]) {
  const perHour = sql.join(
    hours.map(
      (hour) =>
        sql`SUM(CASE WHEN s.scanned_at >= ${beijingHourStart(day, hour)} AND s.scanned_at < ${beijingHourStart(day, hour + 1)} THEN 1 ELSE 0 END) AS ${sql.raw(`h${hour}`)}`,
    ),
    sql`, `,
  )
  const rows = await sqlRows<PeopleRow>(
    payload,
    sql`SELECT s.gate_id AS gate, COUNT(*) AS people, ${perHour} FROM scans s
        WHERE s.day = ${day} AND s.outcome = 'admitted' AND (s.registration_id IS NULL OR NOT EXISTS (
          SELECT 1 FROM scans e WHERE e.registration_id = s.registration_id AND e.day = s.day AND e.outcome = 'admitted'
          AND (e.scanned_at < s.scanned_at OR (e.scanned_at = s.scanned_at AND e.id < s.id))))
        GROUP BY s.gate_id`,
  )
  return rows.map((row) => ({
    gate: row.gate === null ? null : Number(row.gate),
    people: Number(row.people),
    perHour: hours.map((hour) => Number(row[`h${hour}`] ?? 0)),
  }))
}

/**
 * K4: today's figures at the door: people admitted, per gate, per hour, against those
 * registered for today. Counted by the database, never by loading the day's scans: a show day
 * at 20 scans a second is over half a million of them, and the panel asks every few seconds.
 * Only the badges let in twice are read as rows (they are few).
 */
export async function checkinFigures(payload: Payload, now = new Date()): Promise<CheckinFigures> {
  const day = beijingDate(now)
  const count = async (collection: typeof SCANS_SLUG | typeof REGISTRATIONS_SLUG, where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const today: Where = { day: { equals: day } }

  // A scan's day is the Beijing date of its time (admit.ts): its 24 hours hold every scan of the day.
  const hours = Array.from({ length: 24 }, (_, hour) => hour)
  const [gates, registered, refused, people, doubles] = await Promise.all([
    payload.find({ collection: GATES_SLUG, select: { name: true }, pagination: false, depth: 0, overrideAccess: true }),
    count(REGISTRATIONS_SLUG, { and: [{ days: { in: [day] } }, { status: { equals: 'registered' } }] }),
    count(SCANS_SLUG, { and: [today, { outcome: { not_equals: 'admitted' } }] }),
    peopleAdmitted(payload, day, hours),
    payload.find({
      collection: SCANS_SLUG,
      where: { and: [today, { outcome: { equals: 'admitted' } }, { doubleAdmission: { equals: true } }] },
      select: { gate: true, scannedAt: true, registration: true },
      populate: { gates: { name: true }, registrations: { registrationNumber: true } },
      sort: 'scannedAt',
      pagination: false,
      depth: 1,
      overrideAccess: true,
    }),
  ])

  // Gate names are unique, so a gate's name stands for it; admissions of no gate (or of a gate
  // since deleted) are counted under 未指定.
  const names = new Map(gates.docs.map((gate) => [gate.id, gate.name]))
  const perGate = new Map<string, number>()
  for (const row of people) {
    const name = (row.gate !== null && names.get(row.gate)) || UNNAMED_GATE
    perGate.set(name, (perGate.get(name) ?? 0) + row.people)
  }
  const gateName = (gate: Gate | number | null | undefined) => (typeof gate === 'object' && gate ? gate.name : UNNAMED_GATE)
  return {
    day,
    registered,
    admitted: people.reduce((sum, row) => sum + row.people, 0),
    refused,
    doubleAdmissions: doubles.docs.length,
    perGate: [...perGate].map(([gate, admitted]) => ({ gate, admitted })).sort((a, b) => a.gate.localeCompare(b.gate, 'zh')),
    perHour: hours
      .map((hour, index) => ({ hour, admitted: people.reduce((sum, row) => sum + (row.perHour[index] ?? 0), 0) }))
      .filter((one) => one.admitted > 0),
    doubles: doubles.docs.map((scan) => ({
      registrationNumber: (scan.registration as Registration | null | undefined)?.registrationNumber ?? '（已删除）',
      scannedAt: scan.scannedAt,
      gate: gateName(scan.gate),
    })),
    generatedAt: now.toISOString(),
  }
}

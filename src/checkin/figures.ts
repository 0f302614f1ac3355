import type { Payload, Where } from 'payload'

import { beijingDate } from '@/locales/dates'
import type { Gate, Registration } from '@/payload-types'
import { REGISTRATIONS_SLUG } from '@/registration'

import type { CheckinFigures } from './contract'
import { SCANS_SLUG } from './scans'
import { GATES_SLUG } from './slugs'

const UNNAMED_GATE = '（未指定）'

/** The first moment of an hour of a Beijing day (China keeps UTC+8 all year). */
const beijingHourStart = (day: string, hour: number): string =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00+08:00`).toISOString()

/**
 * K4: today's figures at the door: admitted, per gate, per hour, against those registered for
 * today. Counted by the database, never by loading the day's scans: a show day at 20 scans a
 * second is over half a million of them, and the panel asks every few seconds. One count per
 * gate and per hour; only the badges let in twice are read as rows (they are few).
 */
export async function checkinFigures(payload: Payload, now = new Date()): Promise<CheckinFigures> {
  const day = beijingDate(now)
  const count = async (collection: typeof SCANS_SLUG | typeof REGISTRATIONS_SLUG, where: Where) =>
    (await payload.count({ collection, where, overrideAccess: true })).totalDocs
  const today: Where = { day: { equals: day } }
  const admittedToday: Where = { and: [today, { outcome: { equals: 'admitted' } }] }
  const admittedWhere = (extra: Where): Where => ({ and: [admittedToday, extra] })

  const gates = await payload.find({ collection: GATES_SLUG, select: { name: true }, pagination: false, depth: 0, overrideAccess: true })
  // A scan's day is the Beijing date of its time (admit.ts): its 24 hours hold every scan of the day.
  const hours = Array.from({ length: 24 }, (_, hour) => hour)
  const [registered, scanned, admitted, perGateCounts, perHourCounts, doubles] = await Promise.all([
    count(REGISTRATIONS_SLUG, { and: [{ days: { in: [day] } }, { status: { equals: 'registered' } }] }),
    count(SCANS_SLUG, today),
    count(SCANS_SLUG, admittedToday),
    Promise.all(gates.docs.map((gate) => count(SCANS_SLUG, admittedWhere({ gate: { equals: gate.id } })))),
    Promise.all(
      hours.map((hour) =>
        count(
          SCANS_SLUG,
          admittedWhere({
            and: [
              { scannedAt: { greater_than_equal: beijingHourStart(day, hour) } },
              { scannedAt: { less_than: beijingHourStart(day, hour + 1) } },
            ],
          }),
        ),
      ),
    ),
    payload.find({
      collection: SCANS_SLUG,
      where: admittedWhere({ doubleAdmission: { equals: true } }),
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
  const perGate = gates.docs
    .map((gate, index) => ({ gate: gate.name, admitted: perGateCounts[index] ?? 0 }))
    .filter((one) => one.admitted > 0)
  const unnamed = admitted - perGate.reduce((sum, one) => sum + one.admitted, 0)
  if (unnamed > 0) perGate.push({ gate: UNNAMED_GATE, admitted: unnamed })
  const gateName = (gate: Gate | number | null | undefined) => (typeof gate === 'object' && gate ? gate.name : UNNAMED_GATE)
  return {
    day,
    registered,
    admitted,
    refused: scanned - admitted,
    doubleAdmissions: doubles.docs.length,
    perGate: perGate.sort((a, b) => a.gate.localeCompare(b.gate, 'zh')),
    perHour: hours.map((hour, index) => ({ hour, admitted: perHourCounts[index] ?? 0 })).filter((one) => one.admitted > 0),
    doubles: doubles.docs.map((scan) => ({
      registrationNumber: (scan.registration as Registration | null | undefined)?.registrationNumber ?? '（已删除）',
      scannedAt: scan.scannedAt,
      gate: gateName(scan.gate),
    })),
    generatedAt: now.toISOString(),
  }
}

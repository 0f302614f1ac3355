import type { Payload } from 'payload'

import type { Gate, Registration } from '@/payload-types'
import { REGISTRATIONS_SLUG } from '@/registration'

import type { CheckinFigures } from './contract'
import { GATES_SLUG } from './gates'
import { SCANS_SLUG } from './scans'
import { showDay, showHour } from './show-day'

/** K4: today's figures at the door: admitted, per gate, per hour, against those registered for today. */
export async function checkinFigures(payload: Payload, now = new Date()): Promise<CheckinFigures> {
  const day = showDay(now)
  const [registered, scans, gates] = await Promise.all([
    payload.count({
      collection: REGISTRATIONS_SLUG,
      where: { and: [{ days: { in: [day] } }, { status: { equals: 'registered' } }] },
      overrideAccess: true,
    }),
    payload.find({
      collection: SCANS_SLUG,
      where: { day: { equals: day } },
      select: { outcome: true, gate: true, scannedAt: true, doubleAdmission: true, registration: true },
      populate: { registrations: { registrationNumber: true } },
      pagination: false,
      depth: 1,
      overrideAccess: true,
    }),
    payload.find({ collection: GATES_SLUG, select: { name: true }, pagination: false, depth: 0, overrideAccess: true }),
  ])
  const admissions = scans.docs.filter((scan) => scan.outcome === 'admitted')
  const gateIdOf = (gate: Gate | number | null | undefined) => (typeof gate === 'object' && gate ? gate.id : (gate ?? null))
  const perGate = new Map<number | null, number>()
  const perHour = new Map<number, number>()
  for (const scan of admissions) {
    const gateId = gateIdOf(scan.gate as Gate | number | null | undefined)
    perGate.set(gateId, (perGate.get(gateId) ?? 0) + 1)
    const hour = showHour(new Date(scan.scannedAt))
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1)
  }
  const names = new Map(gates.docs.map((gate) => [gate.id, gate.name]))
  const gateName = (gate: number | null) => (gate === null ? '（未指定）' : (names.get(gate) ?? `#${gate}`))
  return {
    day,
    registered: registered.totalDocs,
    admitted: admissions.length,
    refused: scans.docs.length - admissions.length,
    doubleAdmissions: admissions.filter((scan) => scan.doubleAdmission).length,
    perGate: [...perGate]
      .map(([gate, admitted]) => ({ gate: gateName(gate), admitted }))
      .sort((a, b) => a.gate.localeCompare(b.gate, 'zh')),
    perHour: [...perHour].map(([hour, admitted]) => ({ hour, admitted })).sort((a, b) => a.hour - b.hour),
    doubles: admissions
      .filter((scan) => scan.doubleAdmission)
      .map((scan) => ({
        registrationNumber: (scan.registration as Registration | null | undefined)?.registrationNumber ?? '（已删除）',
        scannedAt: scan.scannedAt,
        gate: gateName(gateIdOf(scan.gate as Gate | number | null | undefined)),
      })),
    generatedAt: now.toISOString(),
  }
}

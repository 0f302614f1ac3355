import type { Payload } from 'payload'

import { beijingDate, beijingHour } from '@/locales/dates'
import type { Gate, Registration } from '@/payload-types'
import { REGISTRATIONS_SLUG } from '@/registration'

import type { CheckinFigures } from './contract'
import { SCANS_SLUG } from './scans'

/** K4: today's figures at the door: admitted, per gate, per hour, against those registered for today. */
export async function checkinFigures(payload: Payload, now = new Date()): Promise<CheckinFigures> {
  const day = beijingDate(now)
  const [registered, scans] = await Promise.all([
    payload.count({
      collection: REGISTRATIONS_SLUG,
      where: { and: [{ days: { in: [day] } }, { status: { equals: 'registered' } }] },
      overrideAccess: true,
    }),
    payload.find({
      collection: SCANS_SLUG,
      where: { day: { equals: day } },
      select: { outcome: true, gate: true, scannedAt: true, doubleAdmission: true, registration: true },
      populate: { gates: { name: true }, registrations: { registrationNumber: true } },
      pagination: false,
      depth: 1,
      overrideAccess: true,
    }),
  ])
  const admissions = scans.docs.filter((scan) => scan.outcome === 'admitted')
  const gateName = (gate: Gate | number | null | undefined) =>
    typeof gate === 'object' && gate ? gate.name : gate == null ? '（未指定）' : `#${gate}`
  // Gate names are unique, so a gate's name stands for it.
  const perGate = new Map<string, number>()
  const perHour = new Map<number, number>()
  for (const scan of admissions) {
    const gate = gateName(scan.gate)
    perGate.set(gate, (perGate.get(gate) ?? 0) + 1)
    const hour = beijingHour(new Date(scan.scannedAt))
    perHour.set(hour, (perHour.get(hour) ?? 0) + 1)
  }
  return {
    day,
    registered: registered.totalDocs,
    admitted: admissions.length,
    refused: scans.docs.length - admissions.length,
    doubleAdmissions: admissions.filter((scan) => scan.doubleAdmission).length,
    perGate: [...perGate].map(([gate, admitted]) => ({ gate, admitted })).sort((a, b) => a.gate.localeCompare(b.gate, 'zh')),
    perHour: [...perHour].map(([hour, admitted]) => ({ hour, admitted })).sort((a, b) => a.hour - b.hour),
    doubles: admissions
      .filter((scan) => scan.doubleAdmission)
      .map((scan) => ({
        registrationNumber: (scan.registration as Registration | null | undefined)?.registrationNumber ?? '（已删除）',
        scannedAt: scan.scannedAt,
        gate: gateName(scan.gate),
      })),
    generatedAt: now.toISOString(),
  }
}

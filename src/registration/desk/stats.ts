import type { Payload } from 'payload'

import { REGISTRATIONS_SLUG } from '../collection'

export type Count = { key: string; registered: number; waitlisted: number; checkedIn: number }
export type RegistrationStats = {
  total: number
  waitlisted: number
  checkedIn: number
  byDay: Count[]
  byIndustry: Count[]
  byCode: Count[]
}

/**
 * R6: the desk's figures: registrations holding a place, waiting and checked in, per show day,
 * per industry and per invitation code. Anonymised registrations count too (R8 keeps these
 * fields for that); revoked and cancelled ones do not.
 */
export async function registrationStats(payload: Payload): Promise<RegistrationStats> {
  const { docs } = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: { status: { in: ['registered', 'waitlisted'] } },
    select: { days: true, industry: true, invitationCode: true, status: true, checkedInAt: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const tables = { byDay: new Map<string, Count>(), byIndustry: new Map<string, Count>(), byCode: new Map<string, Count>() }
  const add = (table: Map<string, Count>, key: string, registration: (typeof docs)[number]) => {
    const count = table.get(key) ?? { key, registered: 0, waitlisted: 0, checkedIn: 0 }
    if (registration.status === 'waitlisted') count.waitlisted += 1
    else count.registered += 1
    if (registration.checkedInAt) count.checkedIn += 1
    table.set(key, count)
  }
  for (const registration of docs) {
    for (const day of registration.days ?? []) add(tables.byDay, day, registration)
    add(tables.byIndustry, registration.industry ?? '', registration)
    add(tables.byCode, registration.invitationCode || '（无邀请码）', registration)
  }
  const sorted = (table: Map<string, Count>, byKey = false) =>
    [...table.values()].sort((a, b) => (byKey ? a.key.localeCompare(b.key) : b.registered - a.registered || a.key.localeCompare(b.key)))
  return {
    total: docs.filter((registration) => registration.status === 'registered').length,
    waitlisted: docs.filter((registration) => registration.status === 'waitlisted').length,
    checkedIn: docs.filter((registration) => registration.checkedInAt).length,
    byDay: sorted(tables.byDay, true),
    byIndustry: sorted(tables.byIndustry),
    byCode: sorted(tables.byCode),
  }
}

import { createLocalReq, type Payload } from 'payload'

import { recordAudit } from '@/audit-log'

import { LEADS_SLUG } from './slugs'

/** L2: one exhibitor that scanned a visitor, as the visitor's badge page lists it. */
export type ScannedBy = { lead: number; exhibitor: string; firstScannedAt: string; withdrawnAt: string | null }

/**
 * L2: every exhibitor that scanned the visitor's badge, with the date, for the badge page (the
 * visitor's own private link). Names only, published or not: the visitor sees who holds a lead.
 */
export async function exhibitorsThatScanned(payload: Payload, registration: number): Promise<ScannedBy[]> {
  const { docs } = await payload.find({
    collection: LEADS_SLUG,
    where: { registration: { equals: registration } },
    select: { exhibitor: true, firstScannedAt: true, withdrawnAt: true },
    populate: { exhibitors: { nameCN: true } },
    sort: 'firstScannedAt',
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((lead) => ({
    lead: lead.id,
    exhibitor: typeof lead.exhibitor === 'object' && lead.exhibitor ? (lead.exhibitor.nameCN ?? '') : '',
    firstScannedAt: lead.firstScannedAt,
    withdrawnAt: lead.withdrawnAt ?? null,
  }))
}

/**
 * L2, PIPL Art. 23: the visitor withdraws sharing with one exhibitor, from their badge page: that
 * exhibitor's lead keeps the number and the visits, and from now on no details (details.ts).
 * Recorded in the audit log under the registration's number, never the visitor's name. Only a
 * lead of this registration: `false` for anything else.
 */
export async function withdrawFromExhibitor(payload: Payload, registration: { id: number; registrationNumber: string }, lead: number) {
  const { docs } = await payload.find({
    collection: LEADS_SLUG,
    where: { and: [{ id: { equals: lead } }, { registration: { equals: registration.id } }] },
    select: { withdrawnAt: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [found] = docs
  if (!found) return false
  if (found.withdrawnAt) return true
  await payload.db.updateOne({ collection: LEADS_SLUG, id: lead, data: { withdrawnAt: new Date().toISOString() }, returning: false })
  const req = await createLocalReq({}, payload)
  await recordAudit(
    req,
    {
      action: 'update',
      collection: LEADS_SLUG,
      documentId: lead,
      title: registration.registrationNumber,
      detail: '观众撤回向此展商提供个人信息',
      actor: { email: `观众 ${registration.registrationNumber}`, collection: 'registrations' },
    },
    { standalone: true },
  )
  return true
}

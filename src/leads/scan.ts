import { type Payload, ValidationError } from 'payload'

import type { ScanVia } from '@/checkin/contract'
import { checkBadge } from '@/registration/badge-check'

import type { LeadsAccount } from './access'
import { LEAD_REFUSALS, type LeadRefusal } from './contract'
import { LEAD_SCANS_SLUG, LEADS_SLUG } from './slugs'

/** One scan at a booth: the code read, how, on which phone, by which account, when. */
export type BoothScan = {
  code: string
  via: ScanVia
  scanId: string
  scannedAt: Date
  device: string
  account: LeadsAccount
  /** L3: made while the phone was offline, sent later. */
  offline: boolean
}

export type BoothResult =
  { stored: 'first' | 'again' | 'replayed'; lead: number } | { stored: 'refused'; reason: LeadRefusal; message: string }

const refused = (reason: LeadRefusal, message: string = LEAD_REFUSALS[reason]): BoothResult => ({ stored: 'refused', reason, message })

const uniqueFailure = (error: unknown, field: string): boolean =>
  error instanceof ValidationError && error.data.errors.some((problem) => problem.path === field)

/** The lead a scan id was stored under before, of this exhibitor only. */
async function earlierScan(payload: Payload, scanId: string): Promise<{ lead: number; exhibitor: number } | null> {
  const { docs } = await payload.find({
    collection: LEAD_SCANS_SLUG,
    where: { scanId: { equals: scanId } },
    select: { lead: true, exhibitor: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [scan] = docs
  return scan ? { lead: scan.lead as number, exhibitor: scan.exhibitor as number } : null
}

const earlier = (a: string, b: string): boolean => Date.parse(a) < Date.parse(b)

type StoredLead = { id: number; scannedBy: number[]; firstScannedAt: string; lastScannedAt: string }

async function leadOf(payload: Payload, exhibitor: number, registration: number): Promise<StoredLead | null> {
  const { docs } = await payload.find({
    collection: LEADS_SLUG,
    where: { and: [{ exhibitor: { equals: exhibitor } }, { registration: { equals: registration } }] },
    select: { scannedBy: true, firstScannedAt: true, lastScannedAt: true },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [lead] = docs
  if (!lead) return null
  return {
    id: lead.id,
    scannedBy: (lead.scannedBy ?? []).map((account) => (typeof account === 'number' ? account : account.id)),
    firstScannedAt: lead.firstScannedAt,
    lastScannedAt: lead.lastScannedAt,
  }
}

/**
 * L2, L3: one scan at a booth, checked as at the door (registration/badge-check.ts): a forged,
 * altered, re-issued, revoked, waiting or other show's badge is refused and leaves nothing. A real
 * badge makes the exhibitor's lead for the visitor, or adds a visit to it: one lead per visitor
 * per exhibitor (the compound unique index decides between two phones at once), one visit per
 * scan id (a queue sent twice is `replayed`). No visitor's details are copied: the lead holds the
 * registration and its number.
 */
export async function recordLeadScan(payload: Payload, scan: BoothScan): Promise<BoothResult> {
  const before = await earlierScan(payload, scan.scanId)
  if (before)
    return before.exhibitor === scan.account.exhibitor ? { stored: 'replayed', lead: before.lead } : refused('forged', '扫描编号已被使用')
  const found = await checkBadge(payload, scan.code, scan.via === 'typed' && !scan.offline)
  if ('refused' in found) return refused(found.refused, found.message)
  if (found.void) {
    if (found.badge.status === 'waitlisted') return refused('waitlisted', '候补中的登记尚无有效胸卡')
    return refused(found.void.kind, found.void.message)
  }
  const { badge } = found
  const at = scan.scannedAt.toISOString()
  const { exhibitor, id: account } = scan.account
  let lead = await leadOf(payload, exhibitor, badge.id)
  let visit: 'first' | 'again' = 'again'
  if (!lead) {
    try {
      // Past Payload's operation (H3, tests/integration/direct-writes.test.ts): the service is these
      // rows' only writer, at the booths' rate; the unique indexes decide between two phones at once.
      const created = await payload.db.create({
        collection: LEADS_SLUG,
        data: {
          exhibitor,
          registration: badge.id,
          registrationNumber: badge.registrationNumber,
          scannedBy: [account],
          firstScannedAt: at,
          lastScannedAt: at,
          visits: 1,
        },
      })
      lead = { id: created.id as number, scannedBy: [account], firstScannedAt: at, lastScannedAt: at }
      visit = 'first'
    } catch (error) {
      // Another phone made the lead a moment before: this scan is a visit to it.
      lead = await leadOf(payload, exhibitor, badge.id)
      if (!lead) throw new Error('a lead could not be stored', { cause: error })
    }
  }
  try {
    await payload.db.create({
      collection: LEAD_SCANS_SLUG,
      data: {
        scanId: scan.scanId,
        lead: lead.id,
        exhibitor,
        account,
        device: scan.device,
        via: scan.via,
        scannedAt: at,
        syncedAt: new Date().toISOString(),
        offline: scan.offline,
      },
      returning: false,
    })
  } catch (error) {
    if (uniqueFailure(error, 'scanId')) return { stored: 'replayed', lead: lead.id }
    throw new Error('a lead scan could not be stored', { cause: error })
  }
  if (visit === 'again') {
    // The visits are the scans stored: counted, not incremented, so two at once both count.
    const { totalDocs } = await payload.count({ collection: LEAD_SCANS_SLUG, where: { lead: { equals: lead.id } }, overrideAccess: true })
    await payload.db.updateOne({
      collection: LEADS_SLUG,
      id: lead.id,
      data: {
        visits: totalDocs,
        // Offline scans arrive late and out of order: the first and last are by when they were made.
        firstScannedAt: earlier(at, lead.firstScannedAt) ? at : lead.firstScannedAt,
        lastScannedAt: earlier(lead.lastScannedAt, at) ? at : lead.lastScannedAt,
        // The adapter writes a changed hasMany as a whole row, so the required columns go along.
        ...(lead.scannedBy.includes(account)
          ? {}
          : { scannedBy: [...lead.scannedBy, account], exhibitor, registration: badge.id, registrationNumber: badge.registrationNumber }),
      },
      returning: false,
    })
  }
  return { stored: visit, lead: lead.id }
}

import { type Payload, ValidationError } from 'payload'

import type { ScanVia } from '@/checkin/contract'
import { checkBadge } from '@/registration/badge-check'

import type { LeadsAccount } from './access'
import { LEAD_REFUSALS, type LeadRefusal } from './contract'
import { CONSENT_SELECT, type ConsentFields } from './details'
import type { ViewedLead } from './read'
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

/**
 * What a scan did. A stored visit carries the lead as it now stands and the visitor's registration
 * (its consent fields), so that the answer is drawn without reading them again.
 */
export type BoothResult =
  | { stored: 'first' | 'again'; lead: number; viewed: ViewedLead; registration: Partial<ConsentFields> & { id: number } }
  | { stored: 'replayed'; lead: number }
  | { stored: 'refused'; reason: LeadRefusal; message: string }

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

type StoredLead = ViewedLead & { scannedBy: number[] }

/** The exhibitor's lead for the registration, with what its view shows (the answer to the scan). */
async function leadOf(payload: Payload, exhibitor: number, registration: number): Promise<StoredLead | null> {
  const { docs } = await payload.find({
    collection: LEADS_SLUG,
    where: { and: [{ exhibitor: { equals: exhibitor } }, { registration: { equals: registration } }] },
    select: {
      registration: true,
      registrationNumber: true,
      withdrawnAt: true,
      rating: true,
      tags: true,
      note: true,
      answers: true,
      visits: true,
      firstScannedAt: true,
      lastScannedAt: true,
      scannedBy: true,
    },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [lead] = docs
  if (!lead) return null
  return { ...lead, scannedBy: (lead.scannedBy ?? []).map((account) => (typeof account === 'number' ? account : account.id)) }
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
  const found = await checkBadge(payload, scan.code, scan.via === 'typed' && !scan.offline, CONSENT_SELECT)
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
      const stored = {
        registration: badge.id,
        registrationNumber: badge.registrationNumber,
        scannedBy: [account],
        firstScannedAt: at,
        lastScannedAt: at,
        visits: 1,
      }
      const created = await payload.db.create({ collection: LEADS_SLUG, data: { exhibitor, ...stored }, select: { id: true } })
      lead = { id: created.id as number, ...stored }
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
    const newStaff = !lead.scannedBy.includes(account)
    const scannedBy = newStaff ? [...lead.scannedBy, account] : lead.scannedBy
    const firstScannedAt = earlier(at, lead.firstScannedAt) ? at : lead.firstScannedAt
    const lastScannedAt = earlier(lead.lastScannedAt, at) ? at : lead.lastScannedAt
    // Two phones' visits at once must both count: added by the database; a write that changes the
    // staff (hasMany, which the adapter cannot write beside an increment) counts the scans stored.
    const visits = newStaff
      ? (await payload.count({ collection: LEAD_SCANS_SLUG, where: { lead: { equals: lead.id } }, overrideAccess: true })).totalDocs
      : lead.visits + 1
    await payload.db.updateOne({
      collection: LEADS_SLUG,
      id: lead.id,
      data: {
        visits: newStaff ? visits : { $inc: 1 },
        // Offline scans arrive late and out of order: the first and last are by when they were made.
        firstScannedAt,
        lastScannedAt,
        // The adapter writes a changed hasMany as a whole row, so the required columns go along.
        ...(newStaff ? { scannedBy, exhibitor, registration: badge.id, registrationNumber: badge.registrationNumber } : {}),
      },
      returning: false,
    })
    lead = { ...lead, visits, firstScannedAt, lastScannedAt, scannedBy }
  }
  return { stored: visit, lead: lead.id, viewed: lead, registration: badge }
}

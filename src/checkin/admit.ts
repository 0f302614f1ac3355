import { type Payload, ValidationError } from 'payload'

import { beijingDate } from '@/locales/dates'
import type { Gate, Registration, User } from '@/payload-types'
import { type CheckedBadge, checkBadge } from '@/registration/badge-check'
import { REGISTRATIONS_SLUG } from '@/registration'

import type { ScanVia } from './contract'
import type { DoorAnswer, DoorOutcome } from './outcomes'
import { SCANS_SLUG, type ScanOutcome } from './scans'
import { doorSettings } from './door-settings'
import type { ReEntryRule } from './settings'

/** One scan at the door: the code read, where, by whom, when. */
export type DoorScan = {
  code: string
  /** X16: camera, handheld scanner, or typed by the staff. */
  via: ScanVia
  scanId: string
  scannedAt: Date
  gate: number
  device: number
  staff: number
  /** K3: what the device answered while offline; absent for a scan checked online. */
  offlineOutcome?: DoorOutcome
}

/** The answer, and whether the scan was stored now (`taken`), had been before (`replayed`), or was refused (a forged code). */
export type DoorResult = { answer: DoorAnswer; stored: 'taken' | 'replayed' | 'refused'; doubleAdmission: boolean }

type Badge = CheckedBadge

const forged = (reason: string): DoorResult => ({ answer: { outcome: 'forged', reason }, stored: 'refused', doubleAdmission: false })

const uniqueFailure = (error: unknown, field: string): boolean =>
  error instanceof ValidationError && error.data.errors.some((problem) => problem.path === field)

/** K2: the key that makes a badge's admission unique under the re-entry rule; none when unlimited. */
function admitKeyOf(rule: ReEntryRule, registration: number, day: string): string | null {
  if (rule === 'unlimited') return null
  return rule === 'oncePerShow' ? `${registration}` : `${registration}:${day}`
}

/** The badge a code stands for (registration/badge-check.ts, as at the booths), or why it is refused. */
async function badgeOf(
  payload: Payload,
  text: string,
  scan: Pick<DoorScan, 'via' | 'offlineOutcome'>,
): Promise<{ badge: Badge; void: string | null } | DoorResult> {
  const found = await checkBadge(payload, text, scan.via === 'typed' && scan.offlineOutcome === undefined)
  if ('refused' in found) return forged(found.message)
  return { badge: found.badge, void: found.void?.message ?? null }
}

/** 已入场: when, where and by whom the badge was first admitted under `admitKey`. */
async function firstAdmission(payload: Payload, admitKey: string): Promise<DoorAnswer['first']> {
  const { docs } = await payload.find({
    collection: SCANS_SLUG,
    where: { admitKey: { equals: admitKey } },
    select: { scannedAt: true, gate: true, staff: true },
    populate: { gates: { name: true }, users: { name: true, email: true } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [first] = docs
  if (!first) return undefined
  const gate = first.gate as Gate | number | null | undefined
  const staff = first.staff as User | number | null | undefined
  return {
    at: first.scannedAt,
    gate: typeof gate === 'object' && gate ? gate.name : null,
    staff: typeof staff === 'object' && staff ? (staff.name ?? staff.email) : null,
  }
}

async function storedAnswer(payload: Payload, scanId: string): Promise<DoorResult> {
  const { docs } = await payload.find({
    collection: SCANS_SLUG,
    where: { scanId: { equals: scanId } },
    select: { outcome: true, doubleAdmission: true, registration: true },
    populate: { registrations: { registrationNumber: true } },
    depth: 1,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [scan] = docs
  const registration = scan?.registration as Registration | number | null | undefined
  return {
    answer: {
      outcome: scan?.outcome ?? 'forged',
      registrationNumber: typeof registration === 'object' && registration ? registration.registrationNumber : undefined,
    },
    stored: 'replayed',
    doubleAdmission: scan?.doubleAdmission ?? false,
  }
}

/**
 * K1–K3: the door's answer to one scan, recorded with its gate, device, staff and time. A forged
 * or unknown code is refused and leaves nothing behind. An admission is a scan stored with the
 * badge's `admitKey`: of two gates scanning one badge at the same moment, the database's unique
 * index lets one insert win, and the other answers 已入场 with the winner's time, gate and staff.
 * A scan whose id was taken before (a batch sent again) changes nothing and gets its first answer.
 * A scan made offline keeps what the device did: a visitor it let in is admitted, and flagged
 * `doubleAdmission` when the badge had been admitted already.
 */
export async function admitBadge(payload: Payload, scan: DoorScan): Promise<DoorResult> {
  const found = await badgeOf(payload, scan.code, scan)
  if ('answer' in found) return found
  const { badge } = found
  const day = beijingDate(scan.scannedAt)
  const answer: DoorAnswer = {
    outcome: 'admitted',
    registrationNumber: badge.registrationNumber,
    name: badge.name,
    company: badge.company,
    days: badge.days,
    ...(found.void ? { reason: found.void } : {}),
  }
  const verdict: ScanOutcome = found.void ? 'revoked' : badge.days.includes(day) ? 'admitted' : 'notToday'
  const deviceLetIn = scan.offlineOutcome === undefined || scan.offlineOutcome === 'admitted'
  const { reEntry } = await doorSettings(payload)
  const admitKey = verdict === 'admitted' && deviceLetIn ? admitKeyOf(reEntry, badge.id, day) : null
  // Offline, the device's own refusal stands: that visitor was not let in.
  const outcome: ScanOutcome =
    scan.offlineOutcome !== undefined && scan.offlineOutcome !== 'admitted' && scan.offlineOutcome !== 'forged'
      ? scan.offlineOutcome
      : verdict
  // K5: past Payload's create, as the used captcha is (the same operation's cost, at the door): a scan has no hook to
  // skip (tests/integration/direct-writes.test.ts) and no field to validate beyond the endpoint's checks; its unique indexes still decide.
  const record = (fields: { outcome: ScanOutcome; admitKey: string | null; doubleAdmission: boolean }) =>
    payload.db.create({
      collection: SCANS_SLUG,
      data: {
        scanId: scan.scanId,
        registration: badge.id,
        day,
        scannedAt: scan.scannedAt.toISOString(),
        gate: scan.gate,
        device: scan.device,
        staff: scan.staff,
        via: scan.via,
        offline: scan.offlineOutcome !== undefined,
        ...fields,
      },
      returning: false,
    })

  try {
    await record({ outcome, admitKey, doubleAdmission: false })
    // R6: the registrations list counts and filters by the first admission's time. Past Payload's update: its
    // booth-staff quota hook would refuse an admission once an exhibitor's quota was lowered (tests/integration/direct-writes.test.ts).
    if (outcome === 'admitted' && !badge.checkedInAt)
      await payload.db.updateOne({
        collection: REGISTRATIONS_SLUG,
        id: badge.id,
        data: { checkedInAt: scan.scannedAt.toISOString() },
        returning: false,
      })
    return { answer: { ...answer, outcome }, stored: 'taken', doubleAdmission: false }
  } catch (error) {
    if (uniqueFailure(error, 'scanId')) return storedAnswer(payload, scan.scanId)
    if (!admitKey || !uniqueFailure(error, 'admitKey')) throw new Error('a scan could not be stored', { cause: error })
  }
  // Admitted before under the rule: online, this scan is refused; offline, the visitor went in twice.
  const first = await firstAdmission(payload, admitKey)
  const offline = scan.offlineOutcome !== undefined
  try {
    await record({ outcome: offline ? 'admitted' : 'already', admitKey: null, doubleAdmission: offline })
  } catch (error) {
    if (uniqueFailure(error, 'scanId')) return storedAnswer(payload, scan.scanId)
    throw new Error('a scan could not be stored', { cause: error })
  }
  return { answer: { ...answer, outcome: offline ? 'admitted' : 'already', first }, stored: 'taken', doubleAdmission: offline }
}

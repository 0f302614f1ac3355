import { timingSafeEqual } from 'node:crypto'

import { type Payload, ValidationError } from 'payload'

import { beijingDate } from '@/locales/dates'
import type { Gate, Registration, User } from '@/payload-types'
import { REGISTRATIONS_SLUG } from '@/registration'
import { parseBadgeCode } from '@/registration/badge-format'
import { signatureIsValid } from '@/registration/signed-badge'

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

type Badge = Pick<
  Registration,
  'id' | 'registrationNumber' | 'name' | 'company' | 'days' | 'status' | 'badgeIssue' | 'badgeSecret' | 'checkedInAt'
>

const forged = (reason: string): DoorResult => ({ answer: { outcome: 'forged', reason }, stored: 'refused', doubleAdmission: false })

const uniqueFailure = (error: unknown, field: string): boolean =>
  error instanceof ValidationError && error.data.errors.some((problem) => problem.path === field)

const sameSecret = (given: string, stored: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

/** K2: the key that makes a badge's admission unique under the re-entry rule; none when unlimited. */
function admitKeyOf(rule: ReEntryRule, registration: number, day: string): string | null {
  if (rule === 'unlimited') return null
  return rule === 'oncePerShow' ? `${registration}` : `${registration}:${day}`
}

async function readBadge(payload: Payload, registrationNumber: string): Promise<Badge | undefined> {
  const { docs } = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: { registrationNumber: { equals: registrationNumber } },
    select: {
      registrationNumber: true,
      name: true,
      company: true,
      days: true,
      status: true,
      badgeIssue: true,
      badgeSecret: true,
      checkedInAt: true,
    },
    showHiddenFields: true,
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] as Badge | undefined
}

const REISSUED = '此胸卡已重新签发，旧二维码作废'
const REVOKED = '此胸卡已撤销'

/**
 * The badge a code stands for, or why it is refused (forged, unknown, another show's). X16: a
 * bare number is a badge only when the staff typed it (they check the name shown); read by a
 * camera or scanner it proves nothing, for it is printed on the badge. Offline, the device
 * cannot show the name, so a bare number never comes in a sync.
 */
async function badgeOf(
  payload: Payload,
  text: string,
  scan: Pick<DoorScan, 'via' | 'offlineOutcome'>,
): Promise<{ badge: Badge; void: string | null } | DoorResult> {
  const code = parseBadgeCode(text)
  if (!code) return forged('不是本展会的胸卡')
  if (code.kind === 'number' && (scan.via !== 'typed' || scan.offlineOutcome !== undefined))
    return forged('二维码只认签名胸卡：登记号须由检票员手动输入并核对姓名')
  if (code.kind === 'signed' && !signatureIsValid(code)) return forged('签名无效：胸卡被改动或伪造')
  const badge = await readBadge(payload, code.registrationNumber)
  if (!badge) return forged('查无此登记号')
  const revoked = badge.status !== 'registered' ? REVOKED : null
  // Revoking and re-issuing give the badge a new secret: an old secret of such a badge is a QR
  // printed before, void; of a badge never revoked or re-issued it is forged.
  if (code.kind === 'secret' && !sameSecret(code.secret, badge.badgeSecret)) {
    if (revoked) return { badge, void: revoked }
    if ((badge.badgeIssue ?? 0) > 0) return { badge, void: REISSUED }
    return forged('胸卡密钥不符')
  }
  // A re-issued badge voids the ones printed before it.
  const superseded = code.kind === 'signed' && code.issue !== (badge.badgeIssue ?? 0) ? REISSUED : null
  return { badge, void: superseded ?? revoked }
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
    // R6: the registrations desk counts and filters by the first admission's time. Past Payload's update: its
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

import { timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Registration } from '@/payload-types'

import { parseBadgeCode } from './badge-format'
import { REGISTRATIONS_SLUG } from './collection'
import { badgeKey, signatureIsValid } from './signed-badge'

/** The fields of a badge the door and the booths read. */
export type CheckedBadge = Pick<
  Registration,
  'id' | 'registrationNumber' | 'name' | 'company' | 'days' | 'status' | 'badgeIssue' | 'badgeSecret' | 'checkedInAt'
>

/** Why a code is no badge: not this show's format or key, or not genuine. */
export type BadgeRefusal = { refused: 'otherShow' | 'forged'; message: string }
/** A real badge, and why it is void when it is: revoked (or cancelled, waiting) or an earlier issue's QR. */
export type BadgeFound<Badge = CheckedBadge> = { badge: Badge; void: { kind: 'revoked' | 'reissued'; message: string } | null }

/** More of the registration to read with the badge, in the same query (the booths' consent fields). */
type AlsoRead = Partial<Record<keyof Registration, true>>

export const REISSUED_MESSAGE = '此胸卡已重新签发，旧二维码作废'
export const REVOKED_MESSAGE = '此胸卡已撤销'

const sameSecret = (given: string, stored: string): boolean => {
  const a = Buffer.from(given)
  const b = Buffer.from(stored)
  return a.length === b.length && timingSafeEqual(a, b)
}

async function readBadge(payload: Payload, registrationNumber: string, alsoRead: AlsoRead): Promise<CheckedBadge | undefined> {
  const { docs } = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: { registrationNumber: { equals: registrationNumber } },
    select: {
      ...alsoRead,
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
  return docs[0] as CheckedBadge | undefined
}

/**
 * K1, L2: the badge a scanned or typed code stands for, or why it is refused, the same at the door
 * and at the booths. X16: a bare number is a badge only when the staff typed it online
 * (`typedOnline`: they check the name shown); read by a camera or scanner, or queued offline, it
 * proves nothing, for it is printed on the badge. `alsoRead` names more of the registration to
 * read in the same query.
 */
export async function checkBadge(payload: Payload, text: string, typedOnline: boolean): Promise<BadgeFound | BadgeRefusal>
export async function checkBadge<Field extends keyof Registration>(
  payload: Payload,
  text: string,
  typedOnline: boolean,
  alsoRead: Record<Field, true>,
): Promise<BadgeFound<CheckedBadge & Partial<Pick<Registration, Field>>> | BadgeRefusal>
export async function checkBadge(
  payload: Payload,
  text: string,
  typedOnline: boolean,
  alsoRead: AlsoRead = {},
): Promise<BadgeFound | BadgeRefusal> {
  const code = parseBadgeCode(text)
  if (!code) return { refused: 'otherShow', message: '不是本展会的胸卡' }
  if (code.kind === 'number' && !typedOnline)
    return { refused: 'forged', message: '二维码只认签名胸卡：登记号须由工作人员手动输入并核对姓名' }
  if (code.kind === 'signed' && code.keyId !== badgeKey().keyId) return { refused: 'otherShow', message: '不是本展会的胸卡：签名密钥未知' }
  if (code.kind === 'signed' && !signatureIsValid(code)) return { refused: 'forged', message: '签名无效：胸卡被改动或伪造' }
  const badge = await readBadge(payload, code.registrationNumber, alsoRead)
  if (!badge) return { refused: 'forged', message: '查无此登记号' }
  const revoked = badge.status !== 'registered' ? { kind: 'revoked' as const, message: REVOKED_MESSAGE } : null
  const reissued = { kind: 'reissued' as const, message: REISSUED_MESSAGE }
  // Revoking and re-issuing give the badge a new secret: an old secret of such a badge is a QR
  // printed before, void; of a badge never revoked or re-issued it is forged.
  if (code.kind === 'secret' && !sameSecret(code.secret, badge.badgeSecret)) {
    if (revoked) return { badge, void: revoked }
    if ((badge.badgeIssue ?? 0) > 0) return { badge, void: reissued }
    return { refused: 'forged', message: '胸卡密钥不符' }
  }
  // A re-issued badge voids the ones printed before it.
  const superseded = code.kind === 'signed' && code.issue !== (badge.badgeIssue ?? 0) ? reissued : null
  return { badge, void: superseded ?? revoked }
}

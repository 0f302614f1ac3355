import { verifyAsync } from '@noble/ed25519'

import { beijingDate } from '@/locales/dates'
import { type BadgeCode, parseBadgeCode } from '@/registration/badge-format'

import type { OfflineKit } from '../contract'
import { NumberSet } from '../number-set'
import type { DoorAnswer } from '../outcomes'

const bytes = (base64url: string): Uint8Array => {
  const text = atob(base64url.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

/** K3, L3: what any device needs to verify a badge offline: the public keys and the void numbers. */
export type BadgeKit = Pick<OfflineKit, 'keys' | 'revoked' | 'reissued'>

async function signedByShow(code: Extract<BadgeCode, { kind: 'signed' }>, kit: BadgeKit): Promise<boolean> {
  const key = kit.keys[code.keyId]
  if (!key) return false
  try {
    return await verifyAsync(bytes(code.signature), new TextEncoder().encode(code.message), bytes(key))
  } catch {
    return false
  }
}

/** The kit's sets, unpacked once per kit the device holds. */
const unpacked = new WeakMap<BadgeKit, { revoked: NumberSet; reissued: NumberSet; admitted: NumberSet }>()
function setsOf(kit: BadgeKit) {
  let sets = unpacked.get(kit)
  if (!sets) {
    const admitted = 'admitted' in kit && typeof kit.admitted === 'string' ? kit.admitted : ''
    sets = { revoked: new NumberSet(kit.revoked), reissued: new NumberSet(kit.reissued, true), admitted: new NumberSet(admitted) }
    unpacked.set(kit, sets)
  }
  return sets
}

/**
 * K3, L3: a badge verified offline, the same at the door and at the booths: this show's signature,
 * not revoked, not an earlier issue's QR. Null for what only the server can check (an `EXPO1`
 * badge, a typed number).
 */
export async function verifyBadgeOffline(
  text: string,
  kit: BadgeKit,
): Promise<{ outcome: 'valid'; code: Extract<BadgeCode, { kind: 'signed' }> } | { outcome: 'forged' | 'revoked'; reason: string } | null> {
  const code = parseBadgeCode(text)
  if (!code) return { outcome: 'forged', reason: '不是本展会的胸卡' }
  if (code.kind !== 'signed') return null
  if (!(await signedByShow(code, kit))) return { outcome: 'forged', reason: '签名无效：胸卡被改动或伪造' }
  const sets = setsOf(kit)
  if (sets.revoked.has(code.registrationNumber)) return { outcome: 'revoked', reason: '此胸卡已撤销' }
  if (code.issue < sets.reissued.issueOf(code.registrationNumber)) return { outcome: 'revoked', reason: '此胸卡已重新签发，旧二维码作废' }
  return { outcome: 'valid', code }
}

/**
 * K3: the door's answer without the network, from the signed badge and the device's kit alone
 * (`admittedHere`: the numbers this device let in since it fetched the kit). Only a signed badge
 * can be verified offline; an old `EXPO1` badge needs the server, and a typed number (X16) the
 * name the staff checks it against (`null`: not admitted, ask again when online). No name or
 * company: the device has none.
 */
export async function checkOffline(
  text: string,
  kit: OfflineKit,
  admittedHere: ReadonlySet<string>,
  now: Date,
): Promise<DoorAnswer | null> {
  const verified = await verifyBadgeOffline(text, kit)
  if (!verified) return null
  if (verified.outcome === 'forged') return verified
  const signed = parseBadgeCode(text)
  if (signed?.kind !== 'signed') return null
  const base = { registrationNumber: signed.registrationNumber, days: signed.days }
  if (verified.outcome === 'revoked') return { ...base, ...verified }
  const code = signed
  const sets = setsOf(kit)
  const today = beijingDate(now)
  if (!code.days.includes(today)) return { ...base, outcome: 'notToday' }
  const admitted =
    ((kit.reEntry === 'oncePerShow' || kit.day === today) && sets.admitted.has(code.registrationNumber)) ||
    admittedHere.has(code.registrationNumber)
  if (kit.reEntry !== 'unlimited' && admitted) return { ...base, outcome: 'already' }
  return { ...base, outcome: 'admitted' }
}

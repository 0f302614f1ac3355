import { verifyAsync } from '@noble/ed25519'

import { beijingDate } from '@/locales/dates'
import { type BadgeCode, parseBadgeCode } from '@/registration/badge-format'

import type { OfflineKit } from '../contract'
import type { DoorAnswer } from '../outcomes'

const bytes = (base64url: string): Uint8Array => {
  const text = atob(base64url.replaceAll('-', '+').replaceAll('_', '/'))
  return Uint8Array.from(text, (char) => char.charCodeAt(0))
}

async function signedByShow(code: Extract<BadgeCode, { kind: 'signed' }>, kit: OfflineKit): Promise<boolean> {
  const key = kit.keys[code.keyId]
  if (!key) return false
  try {
    return await verifyAsync(bytes(code.signature), new TextEncoder().encode(code.message), bytes(key))
  } catch {
    return false
  }
}

/**
 * K3: the door's answer without the network, from the signed badge and the device's kit alone.
 * Only a signed badge can be verified offline; an old `EXPO1` badge or a typed number needs the
 * server (`null`: not admitted, ask again when online). No name or company: the device has none.
 */
export async function checkOffline(text: string, kit: OfflineKit, admitted: ReadonlySet<string>, now: Date): Promise<DoorAnswer | null> {
  const code = parseBadgeCode(text)
  if (!code) return { outcome: 'forged', reason: '不是本展会的胸卡' }
  if (code.kind !== 'signed') return null
  if (!(await signedByShow(code, kit))) return { outcome: 'forged', reason: '签名无效：胸卡被改动或伪造' }
  const base = { registrationNumber: code.registrationNumber, days: code.days }
  const current = kit.reissued[code.registrationNumber] ?? 0
  if (kit.revoked.includes(code.registrationNumber) || code.issue < current) return { ...base, outcome: 'revoked' }
  if (!code.days.includes(beijingDate(now))) return { ...base, outcome: 'notToday' }
  if (kit.reEntry !== 'unlimited' && admitted.has(code.registrationNumber)) return { ...base, outcome: 'already' }
  return { ...base, outcome: 'admitted' }
}

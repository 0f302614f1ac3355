import { createHash, createPrivateKey, createPublicKey, type KeyObject, sign, verify } from 'node:crypto'

import { badgeSigningSeed } from '@/config/badge-key'
import { getEnv } from '@/config/env'
import type { Registration } from '@/payload-types'

import { type BadgeCode, signedBadgeMessage } from './badge-format'

// DER headers that make a raw Ed25519 seed a PKCS#8 private key and a raw public key an SPKI one (RFC 8410).
const PKCS8_ED25519 = Buffer.from('302e020100300506032b657004220420', 'hex')
const SPKI_ED25519 = Buffer.from('302a300506032b6570032100', 'hex')

export type BadgeKey = { keyId: string; privateKey: KeyObject; publicKey: KeyObject; publicKeyRaw: Buffer }

/** An Ed25519 key from its 32-byte seed; its id is the start of the public key's SHA-256. */
export function badgeKeyFromSeed(seed: Buffer): BadgeKey {
  const privateKey = createPrivateKey({ key: Buffer.concat([PKCS8_ED25519, seed]), format: 'der', type: 'pkcs8' })
  const publicKey = createPublicKey(privateKey)
  const publicKeyRaw = publicKey.export({ format: 'der', type: 'spki' }).subarray(SPKI_ED25519.length)
  return { keyId: createHash('sha256').update(publicKeyRaw).digest('hex').slice(0, 8), privateKey, publicKey, publicKeyRaw }
}

let current: BadgeKey | undefined
/** K3: the show's badge key (BADGE_SIGNING_KEY, or the one in the data folder). */
export const badgeKey = (): BadgeKey => (current ??= badgeKeyFromSeed(badgeSigningSeed(getEnv())))

/** K3: what the badge's QR holds: the signed payload (badge-format.ts), no personal data. */
export function signedBadgePayload(
  registration: Pick<Registration, 'registrationNumber' | 'badgeIssue' | 'days'>,
  key: BadgeKey = badgeKey(),
): string {
  const message = signedBadgeMessage({
    keyId: key.keyId,
    registrationNumber: registration.registrationNumber,
    issue: registration.badgeIssue ?? 0,
    days: registration.days,
  })
  return `${message}:${sign(null, Buffer.from(message), key.privateKey).toString('base64url')}`
}

/** K3: whether a signed badge was signed by this show's key. */
export function signatureIsValid(code: Extract<BadgeCode, { kind: 'signed' }>, key: BadgeKey = badgeKey()): boolean {
  if (code.keyId !== key.keyId) return false
  return verify(null, Buffer.from(code.message), key.publicKey, Buffer.from(code.signature, 'base64url'))
}

/** K3: the public keys a check-in device verifies badges with, by key id (raw, base64url). */
export const badgePublicKeys = (key: BadgeKey = badgeKey()): Record<string, string> => ({
  [key.keyId]: key.publicKeyRaw.toString('base64url'),
})

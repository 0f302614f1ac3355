import { createHash, randomInt, timingSafeEqual } from 'node:crypto'

/** Base32 without the characters read as others (0/O, 1/I): what a person may have to type. */
export const SECRET_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** 26 characters of a 32-character alphabet: 130 random bits (R5 asks for at least 128). */
const SECRET_LENGTH = 26
/** A registration number: 8 characters in two groups of 4 (40 bits, unique by the database). */
const NUMBER_GROUP = 4

function randomText(length: number): string {
  let text = ''
  for (let i = 0; i < length; i += 1) text += SECRET_ALPHABET[randomInt(SECRET_ALPHABET.length)]
  return text
}

/** R5: a new registration number, e.g. `K7M2-QH9X`. Not a secret: the badge page also needs the link's token. */
export const newRegistrationNumber = (): string => `${randomText(NUMBER_GROUP)}-${randomText(NUMBER_GROUP)}`

/** R5: a badge secret or a private-link token (≥ 128 random bits). */
export const newSecret = (): string => randomText(SECRET_LENGTH)

export const REGISTRATION_NUMBER_PATTERN = /^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/
export const SECRET_PATTERN = /^[2-9A-HJ-NP-Z]{26}$/

/** What is stored of a private-link token: its SHA-256 (the token has 130 random bits, no salt needed). */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

/** Whether a token from a link matches the stored hash, in constant time. */
export function tokenMatches(token: string, storedHash: string | null | undefined): boolean {
  if (!storedHash || !SECRET_PATTERN.test(token)) return false
  const given = Buffer.from(hashToken(token), 'hex')
  const stored = Buffer.from(storedHash, 'hex')
  return given.length === stored.length && timingSafeEqual(given, stored)
}

/**
 * R5: what the badge's QR holds: a version tag, the registration number and the badge secret, no
 * personal data. The tag leaves room for the signed badge (SPEC K3) as another version.
 */
export const badgePayload = (registrationNumber: string, badgeSecret: string): string => `EXPO1:${registrationNumber}:${badgeSecret}`

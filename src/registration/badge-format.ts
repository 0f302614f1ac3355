/**
 * R5, K3: what a badge's QR may hold, read the same way on the server and, offline, on the
 * check-in page (no Node module here). Two versions, neither with personal data:
 *
 * - `EXPO1:<number>:<secret>`: the registration number and the badge's random secret, checked
 *   against the database (online only);
 * - `EXPO2:<key id>:<number>:<issue>:<days>:<signature>`: signed with the show's Ed25519 key, so
 *   that the public key alone verifies it: `issue` is the badge's re-issue count (a re-issued
 *   badge voids the ones before), `days` the visit days as `YYYYMMDD` joined by `.`, and the
 *   signature (base64url) covers everything before its colon.
 *
 * A number typed by the staff (`K7M2-QH9X`, `k7m2qh9x`) reads as the number alone.
 */
export type BadgeCode =
  | { kind: 'signed'; keyId: string; registrationNumber: string; issue: number; days: string[]; message: string; signature: string }
  | { kind: 'secret'; registrationNumber: string; secret: string }
  | { kind: 'number'; registrationNumber: string }

// The alphabet of src/registration/secrets.ts (base32 without 0, 1, I, O).
const CHAR = '[2-9A-HJ-NP-Z]'
const NUMBER = `${CHAR}{4}-${CHAR}{4}`
const DAY = '\\d{8}'
const SIGNED = new RegExp(`^EXPO2:([0-9a-f]{8}):(${NUMBER}):(\\d{1,4}):(${DAY}(?:\\.${DAY}){0,13}):([A-Za-z0-9_-]{86})$`)
const SECRET = new RegExp(`^EXPO1:(${NUMBER}):(${CHAR}{26})$`)
const TYPED = new RegExp(`^(${CHAR}{4})-?(${CHAR}{4})$`)

const compactDay = (day: string): string => day.replaceAll('-', '')
const isoDay = (compact: string): string => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`

/** K3: the signed part of an `EXPO2` badge. */
export function signedBadgeMessage(fields: { keyId: string; registrationNumber: string; issue: number; days: readonly string[] }): string {
  return `EXPO2:${fields.keyId}:${fields.registrationNumber}:${fields.issue}:${fields.days.map(compactDay).join('.')}`
}

/** What a scanned or typed code says, or null for anything that is no badge of this show's format. */
export function parseBadgeCode(text: string): BadgeCode | null {
  const code = text.trim()
  const signed = SIGNED.exec(code)
  if (signed) {
    const [, keyId = '', registrationNumber = '', issue = '', days = '', signature = ''] = signed
    return {
      kind: 'signed',
      keyId,
      registrationNumber,
      issue: Number(issue),
      days: days.split('.').map(isoDay),
      message: code.slice(0, code.lastIndexOf(':')),
      signature,
    }
  }
  const secret = SECRET.exec(code)
  if (secret) return { kind: 'secret', registrationNumber: secret[1] ?? '', secret: secret[2] ?? '' }
  const typed = TYPED.exec(code.toUpperCase())
  if (typed) return { kind: 'number', registrationNumber: `${typed[1]}-${typed[2]}` }
  return null
}

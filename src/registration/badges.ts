import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './slugs'
import { REGISTRATION_NUMBER_PATTERN, SECRET_ALPHABET, SECRET_PATTERN, tokenMatches } from './secrets'

/**
 * R3, J1: a colleague's own link, which opens their badge only: derived from the group's link (its
 * stored hash) and the server's secret, so nothing more is stored, and a new link for the group
 * (staff's re-issue, a resend) ends it too. 26 characters of 5 bits from an HMAC-SHA256: 130 bits.
 */
export function personalLinkToken(secret: string, registration: Pick<Registration, 'registrationNumber' | 'accessTokenHash'>): string {
  const digest = createHmac('sha256', secret)
    .update(`registration-personal-link:${registration.registrationNumber}:${registration.accessTokenHash}`)
    .digest()
  return Array.from(digest.subarray(0, 26), (byte) => SECRET_ALPHABET[byte & 31]).join('')
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * R5: the registrations a private link opens: the one it names and, for a group, the others
 * registered with it (they share the link's token), the named one first; a colleague's own link
 * (personalLinkToken) opens their badge alone. Null when the number or the token is wrong, without
 * telling which.
 */
export async function badgesForLink(payload: Payload, registrationNumber: string, token: string): Promise<Registration[] | null> {
  if (!REGISTRATION_NUMBER_PATTERN.test(registrationNumber)) return null
  const found = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: { registrationNumber: { equals: registrationNumber } },
    limit: 1,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  const [named] = found.docs
  if (!named) return null
  if (!tokenMatches(token, named.accessTokenHash))
    return named.groupId && SECRET_PATTERN.test(token) && sameText(token, personalLinkToken(payload.secret, named)) ? [named] : null
  if (!named.groupId) return [named]
  const group = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: {
      and: [
        { groupId: { equals: named.groupId } },
        { accessTokenHash: { equals: named.accessTokenHash } },
        { id: { not_equals: named.id } },
      ],
    },
    sort: 'id',
    pagination: false,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
  })
  return [named, ...group.docs]
}

import type { Payload } from 'payload'

import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './collection'
import { REGISTRATION_NUMBER_PATTERN, tokenMatches } from './secrets'

/**
 * R5: the registrations a private link opens: the one it names and, for a group, the others
 * registered with it (they share the link's token), the named one first. Null when the number
 * or the token is wrong, without telling which.
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
  if (!named || !tokenMatches(token, named.accessTokenHash)) return null
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

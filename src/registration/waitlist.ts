import type { Payload, PayloadRequest } from 'payload'

import { getEnv } from '@/config/env'
import type { Registration } from '@/payload-types'

import { placesTaken } from './availability'
import { personalLinkToken } from './badges'
import { REGISTRATIONS_SLUG } from './slugs'
import { queueRegistrationMail } from './mail'
import { hashToken, newSecret } from './secrets'
import { REGISTRATION_SETTINGS_SLUG } from './settings'

/**
 * R7: moves waiting registrations up, first come first served, while their days have room: each
 * becomes registered with a new private link (only its hash was kept, so the link is new), which
 * is mailed to them with the badge; one that no mail reaches keeps the link it has. A group waits and moves up together, on one new link that
 * opens every badge of it, as its first link did. Called after a place is freed (a deletion from
 * the private link, staff revoking or cancelling). Returns the ids moved up.
 */
export async function promoteFromWaitlist(payload: Payload, req?: PayloadRequest): Promise<number[]> {
  const settings = await payload.findGlobal({ slug: REGISTRATION_SETTINGS_SLUG, depth: 0, overrideAccess: true, req })
  const cap = settings.capPerDay ?? null
  const { docs: waiting } = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: { status: { equals: 'waitlisted' } },
    sort: 'id',
    pagination: false,
    depth: 0,
    showHiddenFields: true,
    overrideAccess: true,
    req,
  })
  const units = new Map<string, Registration[]>()
  for (const registration of waiting) {
    const key = registration.groupId ? `${registration.groupId}:${registration.accessTokenHash}` : String(registration.id)
    units.set(key, [...(units.get(key) ?? []), registration])
  }
  const taken = new Map<string, number>()
  const placesOn = async (day: string) => {
    if (!taken.has(day)) taken.set(day, await placesTaken(payload, day, req))
    return taken.get(day) ?? 0
  }
  const promoted: number[] = []
  for (const unit of units.values()) {
    const days = [...new Set(unit.flatMap((registration) => registration.days))]
    if (cap !== null) {
      // One day after the other: `req` may hold a transaction, whose queries go to one connection at a time.
      let room = true
      for (const day of days) room &&= (await placesOn(day)) + unit.length <= cap
      if (!room) continue
    }
    // A unit no mail reaches keeps its link (the one shown at registration, or handed over by staff): a new one would reach nobody.
    const mailed = Boolean(getEnv().mail) && unit.some((registration) => registration.email)
    const token = newSecret()
    // Only those still waiting: another instance moving up the same registrations changes nothing here.
    const { docs } = await payload.update({
      collection: REGISTRATIONS_SLUG,
      where: { and: [{ id: { in: unit.map((registration) => registration.id) } }, { status: { equals: 'waitlisted' } }] },
      data: mailed ? { status: 'registered', accessTokenHash: hashToken(token) } : { status: 'registered' },
      overrideAccess: true,
      depth: 0,
      req,
    })
    for (const day of days) taken.set(day, (await placesOn(day)) + docs.length)
    // J1: the one who registered gets the group's link; each colleague their own (their badge alone).
    const leadId = Math.min(...unit.map((registration) => registration.id))
    for (const registration of docs) {
      promoted.push(registration.id)
      const own =
        registration.id === leadId
          ? token
          : personalLinkToken(payload.secret, { registrationNumber: registration.registrationNumber, accessTokenHash: hashToken(token) })
      await queueRegistrationMail(payload, registration, 'promoted', own, req)
    }
  }
  return promoted
}

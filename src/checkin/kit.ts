import type { Payload } from 'payload'

import { beijingDate } from '@/locales/dates'
import type { Registration } from '@/payload-types'
import { REGISTRATIONS_SLUG } from '@/registration'
import { badgePublicKeys } from '@/registration/signed-badge'

import type { OfflineKit } from './contract'
import { doorSettings } from './door-settings'
import { SCANS_SLUG } from './scans'

/**
 * K3: what a check-in device keeps to go on admitting offline, and nothing more: the public key,
 * the registration numbers of void badges (revoked, or re-issued since) and of those already
 * admitted under the re-entry rule. No names, companies or mobiles: a lost phone gives none away.
 */
export async function offlineKit(payload: Payload, now = new Date()): Promise<OfflineKit> {
  const day = beijingDate(now)
  const { reEntry } = await doorSettings(payload)
  const [voided, admitted] = await Promise.all([
    payload.find({
      collection: REGISTRATIONS_SLUG,
      where: { or: [{ status: { not_equals: 'registered' } }, { badgeIssue: { greater_than: 0 } }] },
      select: { registrationNumber: true, status: true, badgeIssue: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    reEntry === 'unlimited'
      ? Promise.resolve({ docs: [] })
      : payload.find({
          collection: SCANS_SLUG,
          where: { and: [{ admitKey: { exists: true } }, ...(reEntry === 'oncePerDay' ? [{ day: { equals: day } }] : [])] },
          select: { registration: true },
          populate: { registrations: { registrationNumber: true } },
          pagination: false,
          depth: 1,
          overrideAccess: true,
        }),
  ])
  const admittedNumbers = admitted.docs
    .map((scan) => scan.registration as Registration | number | null | undefined)
    .flatMap((registration) => (typeof registration === 'object' && registration ? [registration.registrationNumber] : []))
  return {
    day,
    reEntry,
    keys: badgePublicKeys(),
    revoked: voided.docs.filter((doc) => doc.status !== 'registered').map((doc) => doc.registrationNumber),
    reissued: Object.fromEntries(
      voided.docs.filter((doc) => doc.status === 'registered').map((doc) => [doc.registrationNumber, doc.badgeIssue ?? 0]),
    ),
    admitted: [...new Set(admittedNumbers)],
    generatedAt: now.toISOString(),
  }
}

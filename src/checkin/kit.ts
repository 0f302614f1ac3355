import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { beijingDate } from '@/locales/dates'
import { badgePublicKeys } from '@/registration/signed-badge'

import type { OfflineKit } from './contract'
import { doorSettings } from './door-settings'
import { encodeIssueMap, encodeNumberSet } from './number-set'
import { sql, sqlRows } from './sql'

type VoidRow = { number: string; status: string; issue: number | string | null }

/**
 * K3, L3: the numbers of void badges (revoked, cancelled, waiting) and of re-issued ones with their
 * current issue, as compact sets: what a device needs, beside the public key, to refuse a void
 * badge offline (the door's kit and the booths' share it). Only the numbers are read, in SQL.
 */
export async function voidBadgeSets(payload: Payload): Promise<{ revoked: string; reissued: string }> {
  const voided = await sqlRows<VoidRow>(
    payload,
    sql`SELECT registration_number AS number, status, badge_issue AS issue FROM registrations
        WHERE status <> 'registered' OR badge_issue > 0`,
  )
  return {
    revoked: encodeNumberSet(voided.filter((row) => row.status !== 'registered').map((row) => row.number)),
    reissued: encodeIssueMap(
      voided.filter((row) => row.status === 'registered').map((row) => ({ registrationNumber: row.number, issue: Number(row.issue ?? 0) })),
    ),
  }
}

/**
 * K3, Z4: what a check-in device keeps to go on admitting offline, and nothing more: the public
 * key, the registration numbers of void badges (revoked, or re-issued since, with their current
 * issue) and of those already admitted under the re-entry rule. No names, companies or mobiles:
 * a lost phone gives none away. Every desk asks each minute, so the kit reads only the numbers
 * (no documents) and sends them as compact sets; the ETag lets an unchanged kit go unsent.
 */
export async function offlineKit(payload: Payload, now = new Date()): Promise<{ kit: OfflineKit; etag: string }> {
  const day = beijingDate(now)
  const { reEntry } = await doorSettings(payload)
  const [voided, admitted] = await Promise.all([
    voidBadgeSets(payload),
    reEntry === 'unlimited'
      ? Promise.resolve([])
      : sqlRows<{ number: string }>(
          payload,
          reEntry === 'oncePerDay'
            ? sql`SELECT r.registration_number AS number FROM scans s JOIN registrations r ON r.id = s.registration_id
                  WHERE s.admit_key IS NOT NULL AND s.day = ${day}`
            : sql`SELECT r.registration_number AS number FROM scans s JOIN registrations r ON r.id = s.registration_id
                  WHERE s.admit_key IS NOT NULL`,
        ),
  ])
  const kit: OfflineKit = {
    day,
    reEntry,
    keys: badgePublicKeys(),
    ...voided,
    admitted: encodeNumberSet(admitted.map((row) => row.number)),
  }
  const etag = `"${createHash('sha256').update(JSON.stringify(kit)).digest('base64url').slice(0, 27)}"`
  return { kit, etag }
}

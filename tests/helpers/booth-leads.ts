import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Registration } from '@/payload-types'
import { signedBadgePayload } from '@/registration/signed-badge'

import { restJson } from './payload-rest'

/** A new exhibitor (a draft, no booth), for a test's leads alone. */
export async function createExhibitor(payload: Payload, name: string): Promise<number> {
  const exhibitor = await payload.create({
    collection: 'exhibitors',
    // A draft: the other files' public lists (GetExhibitorList, /show) hold the seed's exhibitors only.
    data: { nameCN: `${name}-${process.pid}-${Date.now()}`, category: '核级设备制造', _status: 'draft' },
    draft: true,
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return exhibitor.id
}

/** A scan through the scan service, as the phone sends it online. */
export const scanBadge = (token: string, visitor: Registration, device = '展台手机') =>
  restJson('/api/leads/scan', {
    token,
    body: { code: signedBadgePayload(visitor), via: 'camera', device, scanId: randomUUID() },
  })

/** Scans queued offline, sent in one sync: each visitor at the moment given. */
export const syncScans = (token: string, scans: { visitor: Registration; at: Date }[], device = '离线手机') =>
  restJson('/api/leads/sync', {
    token,
    body: {
      device,
      scans: scans.map(({ visitor, at }) => ({
        code: signedBadgePayload(visitor),
        via: 'camera',
        scanId: randomUUID(),
        scannedAt: at.toISOString(),
      })),
    },
  })

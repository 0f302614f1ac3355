import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'

import type { Registration } from '@/payload-types'
import { signedBadgePayload } from '@/registration/signed-badge'

import { freshAddress, restJson } from './payload-rest'

let accounts = 0

/** A new exhibitor (published, no booth), for a test's leads alone. */
export async function createExhibitor(payload: Payload, name: string): Promise<number> {
  const exhibitor = await payload.create({
    collection: 'exhibitors',
    data: { nameCN: `${name}-${process.pid}-${Date.now()}`, category: '核级设备制造', _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  return exhibitor.id
}

/** An exhibitor's account (the main one or booth staff), active, signed in: its id and session token. */
export async function boothAccount(
  payload: Payload,
  exhibitor: number,
  role: 'main' | 'staff',
  name: string,
): Promise<{ id: number; email: string; token: string }> {
  accounts += 1
  const email = `leads-${role}-${process.pid}-${Date.now()}-${accounts}@booth.example`
  const password = `Booth-Passw0rd-${accounts}!`
  const account = await payload.create({
    collection: 'exhibitor-accounts',
    data: { email, password, name, exhibitor, status: 'active', role },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const login = await restJson('/api/exhibitor-accounts/login', { body: { email, password }, address: freshAddress() })
  if (login.status !== 200) throw new Error(`sign-in of ${email}: ${login.status} ${JSON.stringify(login.body)}`)
  return { id: account.id, email, token: String(login.body.token) }
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

import type { Payload } from 'payload'

import type { User } from '@/payload-types'

import { DEVICES_SLUG, GATES_SLUG } from './gates'

/** K2: the gates and devices a desk may choose from (those in use). */
export type DeskPlaces = { gates: { id: number; name: string }[]; devices: { id: number; name: string; gate: number | null }[] }

/** K2: read as the signed-in staff (their access rules apply). */
export async function readDeskPlaces(payload: Payload, user: User): Promise<DeskPlaces> {
  const asStaff = { user, overrideAccess: false, pagination: false, depth: 0 } as const
  const [gates, devices] = await Promise.all([
    payload.find({ collection: GATES_SLUG, where: { active: { equals: true } }, select: { name: true }, ...asStaff }),
    payload.find({ collection: DEVICES_SLUG, where: { active: { equals: true } }, select: { name: true, gate: true }, ...asStaff }),
  ])
  return {
    gates: gates.docs.map((gate) => ({ id: gate.id, name: gate.name })),
    devices: devices.docs.map((device) => ({
      id: device.id,
      name: device.name,
      gate: typeof device.gate === 'object' && device.gate ? device.gate.id : (device.gate ?? null),
    })),
  }
}

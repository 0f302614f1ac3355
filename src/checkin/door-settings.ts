import type { Payload } from 'payload'

import type { ReEntryRule } from './settings'
import { CHECKIN_SETTINGS_SLUG, DEVICES_SLUG, GATES_SLUG } from './slugs'

/** K2: what every scan needs to know of the organiser's settings: the rule, the gates and devices in use. */
export type DoorSettings = { reEntry: ReEntryRule; gates: ReadonlySet<number>; devices: ReadonlySet<number> }

/**
 * K5: read once for many scans. A change saved on this instance is seen at once (the hooks below
 * forget the copy); one saved on another instance within this long.
 */
const FRESH_MS = 5000

let kept: { at: number; settings: Promise<DoorSettings> } | undefined

async function readDoorSettings(payload: Payload): Promise<DoorSettings> {
  const inUse = { where: { active: { equals: true } }, select: {}, pagination: false, depth: 0, overrideAccess: true } as const
  const [settings, gates, devices] = await Promise.all([
    payload.findGlobal({ slug: CHECKIN_SETTINGS_SLUG, depth: 0, overrideAccess: true }),
    payload.find({ collection: GATES_SLUG, ...inUse }),
    payload.find({ collection: DEVICES_SLUG, ...inUse }),
  ])
  return {
    reEntry: settings.reEntry,
    gates: new Set(gates.docs.map((gate) => gate.id)),
    devices: new Set(devices.docs.map((device) => device.id)),
  }
}

export function doorSettings(payload: Payload): Promise<DoorSettings> {
  const now = Date.now()
  if (!kept || now - kept.at > FRESH_MS) {
    const settings = readDoorSettings(payload)
    kept = { at: now, settings }
    // A failed read is not kept: the next scan asks again.
    settings.catch(() => {
      if (kept?.settings === settings) kept = undefined
    })
  }
  return kept.settings
}

/** The gates', devices' and settings' afterChange and afterDelete hook: the next scan reads them again. */
export const forgetDoorSettings = <T>({ doc }: { doc: T }): T => {
  kept = undefined
  return doc
}

import type { Payload, PayloadRequest, Where } from 'payload'

import type { RegistrationSetting } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './slugs'
import { readRegistrationSettings, readShownRegistrationSettings, showDate } from './form-settings'

/** R7: whether the form takes registrations now. */
export type RegistrationWindow = { state: 'notYetOpen'; opensAt: string } | { state: 'open' } | { state: 'closed' }

export type Availability = {
  window: RegistrationWindow
  /** The places per day, or null when there is no cap. */
  capPerDay: number | null
  /** The show days (YYYY-MM-DD) whose places are all taken. */
  fullDays: string[]
  /** Whether every show day is full: the form then offers the waiting list only. */
  allFull: boolean
}

/** Registrations that hold a place on the day: registered (not waiting, revoked or cancelled). */
const holdingPlace = (day: string): Where => ({ and: [{ days: { in: [day] } }, { status: { equals: 'registered' } }] })

/** R7: how many places the day's registered visitors hold. */
export async function placesTaken(payload: Payload, day: string, req?: PayloadRequest): Promise<number> {
  return (await payload.count({ collection: REGISTRATIONS_SLUG, where: holdingPlace(day), overrideAccess: true, req })).totalDocs
}

/** R7: whether registration is open at `now`, by the settings' times. */
export const registrationWindow = (settings: Pick<RegistrationSetting, 'opensAt' | 'closesAt'>, now = new Date()): RegistrationWindow =>
  settings.opensAt && now < new Date(settings.opensAt)
    ? { state: 'notYetOpen', opensAt: settings.opensAt }
    : settings.closesAt && now >= new Date(settings.closesAt)
      ? { state: 'closed' }
      : { state: 'open' }

/** R7: whether registration is open now (the settings' times only). */
export async function readRegistrationWindow(payload: Payload, now = new Date()): Promise<RegistrationWindow> {
  return registrationWindow(await readShownRegistrationSettings(payload), now)
}

/**
 * R7: the opening and closing times, the cap, and which days are full, now. From `settings` when
 * the caller has read them already (in any language: the times, the cap and the days are not
 * localised), else read here.
 */
export async function readAvailability(payload: Payload, settings?: RegistrationSetting, now = new Date()): Promise<Availability> {
  settings ??= await readRegistrationSettings(payload)
  const window = registrationWindow(settings, now)
  const capPerDay = settings.capPerDay ?? null
  const days = (settings.showDays ?? []).map((day) => showDate(day.date))
  const fullDays =
    capPerDay === null
      ? []
      : (await Promise.all(days.map(async (day) => ((await placesTaken(payload, day)) >= capPerDay ? day : null)))).filter(
          (day) => day !== null,
        )
  return { window, capPerDay, fullDays, allFull: days.length > 0 && fullDays.length === days.length }
}

/**
 * R7: whether registrations just stored went over the cap on one of their days: counted among the
 * day's places are those registered before them (lower ids) and themselves. Two submissions at
 * the same moment for the last place: the earlier stored keeps it.
 */
export async function overCap(payload: Payload, capPerDay: number | null, days: string[], ids: number[]): Promise<boolean> {
  if (capPerDay === null || ids.length === 0) return false
  const last = Math.max(...ids)
  for (const day of days) {
    const { totalDocs } = await payload.count({
      collection: REGISTRATIONS_SLUG,
      where: { and: [holdingPlace(day), { id: { less_than_equal: last } }] },
      overrideAccess: true,
    })
    if (totalDocs > capPerDay) return true
  }
  return false
}

import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { localReadCache } from '@/content-model/read-cache'
import { DEFAULT_LOCALE, type Locale } from '@/locales/languages'
import type { RegistrationSetting } from '@/payload-types'

import type { FormChoices } from './form'
import { REGISTRATION_SETTINGS_SLUG } from './settings'

export type Choice = { value: string; label: string }

/** What the form shows and accepts in one language, from the registration settings. */
export type RegistrationFormSettings = FormChoices & {
  notice: string
  industryChoices: Choice[]
  purposeChoices: Choice[]
  dayChoices: Choice[]
}

/** R2: the version of a notice text, recorded with each consent: its SHA-256. */
export const noticeVersion = (notice: string): string => createHash('sha256').update(notice.normalize('NFC')).digest('hex')

const SHOW_TIME_ZONE_OFFSET_MS = 8 * 3600_000

/** A show day as the form sends it: its date in China (UTC+8), `2027-04-14`. */
export const showDate = (iso: string): string => new Date(new Date(iso).getTime() + SHOW_TIME_ZONE_OFFSET_MS).toISOString().slice(0, 10)

/** Kept until a save of the settings (or any content) clears the cache; a failed read serves the last answer. */
const settingsPolicy = {
  freshMs: Number.POSITIVE_INFINITY,
  onFailure: (error: unknown, servingStale: boolean) =>
    console.error(`registration settings: a read failed${servingStale ? ', serving its last answer' : ''}`, error),
}

/** The registration settings in one language, no fallback (an English form shows English), read whole. */
const loadRegistrationSettings = (payload: Payload, locale: Locale): Promise<RegistrationSetting> =>
  payload.findGlobal({ slug: REGISTRATION_SETTINGS_SLUG, locale, fallbackLocale: false, depth: 0, overrideAccess: true })

/**
 * R1, R2, R7: the registration settings as stored now, in one language: what a submission is
 * decided by (the opening times, the cap, the notice's version). Each call asks the database for
 * the time of the last save only, and the read cache keeps the whole settings under that time:
 * R9's hot path, where reading them whole costs several times this way's CPU a submission (`npm run
 * bench:register-steps`, bench/RESULTS.md). A save committed before the call is always
 * seen, unlike with the cache's clearing, which on Postgres happens inside the saving
 * transaction. One read serves a whole request: the opening times, the cap and the show days
 * are the same in every language (registrationWindow, readAvailability).
 */
export async function readRegistrationSettings(payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<RegistrationSetting> {
  const { updatedAt } = await payload.findGlobal({
    slug: REGISTRATION_SETTINGS_SLUG,
    select: { updatedAt: true },
    depth: 0,
    overrideAccess: true,
  })
  const key = `${locale}:registration-settings@${updatedAt ?? 'never saved'}`
  return localReadCache().read(key, () => loadRegistrationSettings(payload, locale), settingsPolicy)
}

/**
 * The same settings for what is only shown (the form page, the footer's 观众登记 link, a captcha
 * challenge's work), which every visitor's request reads: through the process's read cache, which
 * a save of the settings clears on every instance. Not for deciding a submission: on Postgres the
 * cache is cleared inside the saving transaction, and a read in the moment before it commits keeps
 * the old settings until the commit's notification clears them again.
 */
export const readShownRegistrationSettings = (payload: Payload, locale: Locale = DEFAULT_LOCALE): Promise<RegistrationSetting> =>
  localReadCache().read(`${locale}:registration-settings`, () => loadRegistrationSettings(payload, locale), settingsPolicy)

/** R1, R2: the settings (read in the form's language) as the form uses them. */
export function registrationFormSettings(settings: RegistrationSetting): RegistrationFormSettings {
  const choices = (rows: { value: string; label?: string | null }[] | null | undefined): Choice[] =>
    (rows ?? []).map((row) => ({ value: row.value, label: row.label?.trim() || row.value }))
  const industryChoices = choices(settings.industries)
  const purposeChoices = choices(settings.purposes)
  const dayChoices = (settings.showDays ?? []).map((day) => ({ value: showDate(day.date), label: day.label?.trim() || showDate(day.date) }))
  const notice = settings.notice ?? ''
  return {
    notice,
    noticeVersion: noticeVersion(notice),
    industryChoices,
    purposeChoices,
    dayChoices,
    industries: industryChoices.map((choice) => choice.value),
    purposes: purposeChoices.map((choice) => choice.value),
    days: dayChoices.map((choice) => choice.value),
  }
}

/** R1, R2: the settings as the form in that language uses them. */
export async function readRegistrationFormSettings(payload: Payload, locale: Locale): Promise<RegistrationFormSettings> {
  return registrationFormSettings(await readRegistrationSettings(payload, locale))
}

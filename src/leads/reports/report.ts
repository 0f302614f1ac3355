import type { Payload } from 'payload'

import { readInvitedVisitors, readOwnProfile } from '@/exhibitor-portal/portal-data'
import { beijingDate } from '@/locales/dates'
import type { Locale } from '@/locales/languages'
import { readRegistrationFormSettings } from '@/registration/form-settings'

import { type LeadFigures, leadFigures } from './figures'

/** L6: what the 观众数据报告 holds: the exhibitor's figures, its invitation code's results (B4), the show's days. */
export type LeadsReport = {
  company: string
  /** The show's days as the organiser set them (registration settings), first to last. */
  showDays: string[]
  /** Whether the show's last day is over in Beijing: the report is made only then. */
  ready: boolean
  figures: LeadFigures
  invitations: { code: string; registered: number; checkedIn: number; sharing: number }
  industries: Map<string, string>
  generatedAt: Date
}

/** L6: the report's figures for one exhibitor, as of `now` (its page and its file show the same). */
export async function readLeadsReport(payload: Payload, exhibitorId: number, locale: Locale, now = new Date()): Promise<LeadsReport> {
  const [profile, settings, figures] = await Promise.all([
    readOwnProfile(payload, exhibitorId),
    readRegistrationFormSettings(payload, locale),
    leadFigures(payload, exhibitorId),
  ])
  const invited = await readInvitedVisitors(payload, profile.invitationCode)
  const showDays = settings.dayChoices.map((day) => day.value).sort()
  const last = showDays.at(-1)
  return {
    company: profile.nameCN,
    showDays,
    ready: last !== undefined && beijingDate(now) > last,
    figures,
    invitations: {
      code: profile.invitationCode,
      registered: invited.registered,
      checkedIn: invited.checkedIn,
      sharing: invited.sharing.length,
    },
    industries: new Map(settings.industryChoices.map((choice) => [choice.value, choice.label])),
    generatedAt: now,
  }
}

import type { Payload, TaskConfig } from 'payload'

import { REGISTRATIONS_SLUG } from './slugs'
import { showDate } from './form-settings'
import { hashToken, newSecret } from './secrets'
import { DEFAULT_RETENTION_DAYS, REGISTRATION_SETTINGS_SLUG } from './settings'

/** What an anonymised registration shows where a name or a company was. */
export const ANONYMISED = '（已匿名）'

const DAY_MS = 86_400_000
const BATCH = 200

/**
 * R8: the moment registrations are to be anonymised: the retention days after the show's last day
 * (its end, in China); null while no show day is set.
 */
async function anonymiseAfter(payload: Payload): Promise<Date | null> {
  const settings = await payload.findGlobal({ slug: REGISTRATION_SETTINGS_SLUG, depth: 0, overrideAccess: true })
  const days = (settings.showDays ?? []).map((day) => showDate(day.date)).sort()
  const last = days.at(-1)
  if (!last) return null
  const endOfLastDay = new Date(`${last}T24:00:00+08:00`)
  return new Date(endOfLastDay.getTime() + (settings.retentionDays ?? DEFAULT_RETENTION_DAYS) * DAY_MS)
}

/**
 * R8: removes the personal data of every registration not yet anonymised, keeping what the
 * statistics count (days, industry, purpose, invitation code, status, checked in) and the
 * consent record's version and time. The badge and the private link stop working. Returns how
 * many were anonymised.
 */
export async function anonymiseRegistrations(payload: Payload, now = new Date()): Promise<number> {
  const due = await anonymiseAfter(payload)
  if (!due || now < due) return 0
  let done = 0
  for (;;) {
    const { docs } = await payload.find({
      collection: REGISTRATIONS_SLUG,
      where: { anonymisedAt: { exists: false } },
      limit: BATCH,
      depth: 0,
      select: { registrationNumber: true },
      overrideAccess: true,
    })
    if (docs.length === 0) return done
    for (const { id } of docs) {
      await payload.update({
        collection: REGISTRATIONS_SLUG,
        id,
        data: {
          name: ANONYMISED,
          mobile: null,
          email: null,
          company: ANONYMISED,
          jobTitle: null,
          groupId: null,
          shareWithExhibitors: false,
          badgeSecret: newSecret(),
          accessTokenHash: hashToken(newSecret()),
          anonymisedAt: now.toISOString(),
        },
        overrideAccess: true,
        depth: 0,
      })
      done += 1
    }
  }
}

/** R8: the daily retention run (Payload's job queue, once across instances). */
export const anonymiseRegistrationsTask: TaskConfig<{ input: object; output: { anonymised: number } }> = {
  slug: 'anonymiseRegistrations',
  label: '观众登记到期匿名化',
  outputSchema: [{ name: 'anonymised', type: 'number', required: true }],
  schedule: [{ cron: '10 4 * * *', queue: 'maintenance' }],
  retries: 2,
  handler: async ({ req }) => {
    const anonymised = await anonymiseRegistrations(req.payload)
    if (anonymised > 0)
      req.payload.logger.info({ event: 'job', task: 'anonymiseRegistrations', anonymised }, `观众登记：${anonymised} 条已匿名化`)
    return { output: { anonymised } }
  },
}

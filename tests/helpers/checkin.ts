import type { Payload } from 'payload'

import { beijingDate } from '@/locales/dates'
import type { Registration } from '@/payload-types'
import { hashToken, newRegistrationNumber, newSecret } from '@/registration/secrets'

let people = 0

/** The show day `offset` days from today (Beijing time), as registrations store it. */
export const dayFromToday = (offset: number): string => beijingDate(new Date(Date.now() + offset * 86_400_000))

/** A registered visitor, stored as the public form stores one, with fields replaced (its badge secret included). */
export async function createVisitor(payload: Payload, fields: Partial<Registration> = {}): Promise<Registration> {
  people += 1
  return payload.create({
    collection: 'registrations',
    data: {
      registrationNumber: newRegistrationNumber(),
      name: `检票测试${people}`,
      mobile: `136${String((process.pid % 10_000) * 1000 + people).padStart(8, '0')}`,
      company: '中核检票示例有限公司',
      industry: 'nuclear-power',
      purpose: 'visit',
      days: [dayFromToday(0)],
      noticeConsent: true,
      noticeVersion: 'a'.repeat(64),
      consentedAt: new Date().toISOString(),
      status: 'registered',
      badgeIssue: 0,
      badgeSecret: newSecret(),
      accessTokenHash: hashToken(newSecret()),
      ...fields,
    },
    overrideAccess: true,
    showHiddenFields: true,
  })
}

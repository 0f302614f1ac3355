import type { Payload } from 'payload'

import { beijingDate } from '@/locales/dates'
import { hashToken, newRegistrationNumber, newSecret } from '@/registration/secrets'
import { signedBadgePayload } from '@/registration/signed-badge'

/**
 * Registers `count` visitors for today through Payload, as the form stores them, and returns each
 * one's signed badge as its QR holds it (the door's and the booths' benches scan these).
 */
export async function registerBenchVisitors(
  payload: Payload,
  count: number,
  { name, mobilePrefix, sharing = () => false }: { name: string; mobilePrefix: string; sharing?: (index: number) => boolean },
): Promise<string[]> {
  const today = beijingDate(new Date())
  const badges: string[] = []
  for (let index = 0; index < count; index += 1) {
    const visitor = await payload.create({
      collection: 'registrations',
      data: {
        registrationNumber: newRegistrationNumber(),
        name: `${name}${index}`,
        mobile: `${mobilePrefix}${String(index).padStart(8, '0')}`,
        company: '基准测试公司',
        industry: 'nuclear-power',
        purpose: 'visit',
        days: [today],
        noticeConsent: true,
        noticeVersion: 'b'.repeat(64),
        consentedAt: new Date().toISOString(),
        shareWithExhibitors: sharing(index),
        status: 'registered',
        badgeIssue: 0,
        badgeSecret: newSecret(),
        accessTokenHash: hashToken(newSecret()),
      },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    badges.push(signedBadgePayload(visitor))
  }
  return badges
}

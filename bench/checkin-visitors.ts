/**
 * bench:checkin's visitors: BENCH_CHECKIN_VISITORS registrations for today in the bench's data
 * folder (through Payload, as the form stores them), and each one's signed badge as its QR holds
 * it, written as JSON to the file named by the first argument.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import { beijingDate } from '@/locales/dates'
import { loadPayloadConfig } from '@/payload/load-config'
import { hashToken, newRegistrationNumber, newSecret } from '@/registration/secrets'
import { signedBadgePayload } from '@/registration/signed-badge'

const [file] = process.argv.slice(2)
const count = Number(process.env.BENCH_CHECKIN_VISITORS ?? 1000)
if (!file) throw new Error('usage: tsx bench/checkin-visitors.ts <output.json>')

const payload = await getPayload({ config: await loadPayloadConfig() })
const today = beijingDate(new Date())
const badges: string[] = []
for (let index = 0; index < count; index += 1) {
  const visitor = await payload.create({
    collection: 'registrations',
    data: {
      registrationNumber: newRegistrationNumber(),
      name: `基准观众${index}`,
      mobile: `135${String(index).padStart(8, '0')}`,
      company: '基准测试公司',
      industry: 'nuclear-power',
      purpose: 'visit',
      days: [today],
      noticeConsent: true,
      noticeVersion: 'b'.repeat(64),
      consentedAt: new Date().toISOString(),
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
fs.writeFileSync(file, JSON.stringify(badges))
await payload.destroy()

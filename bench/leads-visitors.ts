/**
 * bench:leads's show floor: BENCH_LEADS_VISITORS registrations for today (through Payload, as the
 * form stores them, half of them sharing their details with exhibitors) with each one's signed
 * badge, and BENCH_LEADS_EXHIBITORS exhibitors with a booth staff account each (signed-in
 * password known), written as JSON to the file named by the first argument.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import { beijingDate } from '@/locales/dates'
import { loadPayloadConfig } from '@/payload/load-config'
import { hashToken, newRegistrationNumber, newSecret } from '@/registration/secrets'
import { signedBadgePayload } from '@/registration/signed-badge'

const [file] = process.argv.slice(2)
const visitors = Number(process.env.BENCH_LEADS_VISITORS ?? 1000)
const exhibitors = Number(process.env.BENCH_LEADS_EXHIBITORS ?? 20)
if (!file) throw new Error('usage: tsx bench/leads-visitors.ts <output.json>')

const payload = await getPayload({ config: await loadPayloadConfig() })
const today = beijingDate(new Date())
const badges: string[] = []
for (let index = 0; index < visitors; index += 1) {
  const visitor = await payload.create({
    collection: 'registrations',
    data: {
      registrationNumber: newRegistrationNumber(),
      name: `线索观众${index}`,
      mobile: `137${String(index).padStart(8, '0')}`,
      company: '基准测试公司',
      industry: 'nuclear-power',
      purpose: 'visit',
      days: [today],
      noticeConsent: true,
      noticeVersion: 'b'.repeat(64),
      consentedAt: new Date().toISOString(),
      shareWithExhibitors: index % 2 === 0,
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

const accounts: { email: string; password: string; exhibitor: number }[] = []
for (let index = 0; index < exhibitors; index += 1) {
  const exhibitor = await payload.create({
    collection: 'exhibitors',
    data: { nameCN: `基准展商${index}`, category: '核级设备制造', _status: 'published' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const email = `booth${index}@bench.example`
  const password = `Booth-bench-Passw0rd-${index}`
  await payload.create({
    collection: 'exhibitor-accounts',
    data: { email, password, name: `展位人员${index}`, exhibitor: exhibitor.id, status: 'active', role: 'staff' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  accounts.push({ email, password, exhibitor: exhibitor.id })
}
fs.writeFileSync(file, JSON.stringify({ badges, accounts }))
await payload.destroy()

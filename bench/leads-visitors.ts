/**
 * bench:leads's show floor: BENCH_LEADS_VISITORS registrations for today (through Payload, as the
 * form stores them, half of them sharing their details with exhibitors) with each one's signed
 * badge, and BENCH_LEADS_EXHIBITORS exhibitors with a booth staff account each (signed-in
 * password known), written as JSON to the file named by the first argument.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import { loadPayloadConfig } from '@/payload/load-config'

import { registerBenchVisitors } from './bench-visitors'

const [file] = process.argv.slice(2)
const visitors = Number(process.env.BENCH_LEADS_VISITORS ?? 1000)
const exhibitors = Number(process.env.BENCH_LEADS_EXHIBITORS ?? 20)
if (!file) throw new Error('usage: tsx bench/leads-visitors.ts <output.json>')

const payload = await getPayload({ config: await loadPayloadConfig() })
const badges = await registerBenchVisitors(payload, visitors, {
  name: '线索观众',
  mobilePrefix: '137',
  sharing: (index) => index % 2 === 0,
})

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

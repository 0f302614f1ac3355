/**
 * R9 `npm run bench:register-steps`: what each database step of a registration costs the serving
 * thread, the way the code does it beside the way Payload's operations would, in one process on a
 * throwaway SQLite database (no HTTP: `npm run bench:register` measures the whole submission).
 * Each step runs BENCH_ROUNDS times (400) after 30 unmeasured; CPU is the process's (user +
 * system) over the rounds, wall the time they took.
 */
import { cleanupAll } from './cleanup'
import { runChild } from './process'
import { tempDir } from './util'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 400)
const WARM_ROUNDS = 30

const dataDir = tempDir('expo-bench-register-steps-')
Object.assign(process.env, { DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn' })
await runChild('prepare', 'npx', ['tsx', 'scripts/prepare.ts'], { env: process.env })

const { loadPayloadConfig } = await import('@/payload/load-config')
const { getPayload } = await import('payload')
const payload = await getPayload({ config: await loadPayloadConfig() })
const { REGISTRATIONS_SLUG } = await import('@/registration/collection')
const { USED_CAPTCHAS_SLUG } = await import('@/registration/captcha/used-captchas')
const { REGISTRATION_SETTINGS_SLUG } = await import('@/registration/settings')
const { readRegistrationSettings } = await import('@/registration/form-settings')
const { newRegistrationNumber, newSecret } = await import('@/registration/secrets')

type Step = { label: string; run: () => Promise<unknown> }

async function measure({ label, run }: Step): Promise<string> {
  for (let round = 0; round < WARM_ROUNDS; round += 1) await run()
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  for (let round = 0; round < ROUNDS; round += 1) await run()
  const cpu = process.cpuUsage(cpuBefore)
  const ms = (value: number) => (value / ROUNDS).toFixed(2).padStart(6)
  return `${label.padEnd(64)} ${ms((cpu.user + cpu.system) / 1000)} ${ms(performance.now() - started)}`
}

let visitor = 0
const registration = () => {
  visitor += 1
  return {
    name: '压测',
    mobile: `199${String(visitor).padStart(8, '0')}`,
    company: '压测单位',
    industry: 'nuclear-power',
    purpose: 'sourcing',
    days: ['2027-04-14'],
    language: 'zh' as const,
    noticeConsent: true,
    noticeVersion: '0'.repeat(64),
    consentedAt: new Date().toISOString(),
    shareWithExhibitors: false,
    status: 'registered' as const,
    badgeIssue: 0,
    badgeType: 'visitor' as const,
    accessTokenHash: newSecret(),
    registrationNumber: newRegistrationNumber(),
    badgeSecret: newSecret(),
  }
}
const usedCaptcha = () => ({ challengeId: newSecret(), expiresAt: new Date(Date.now() + 60_000).toISOString() })

const pairs: [Step, Step][] = [
  [
    {
      label: 'settings, read whole (findGlobal)',
      run: () =>
        payload.findGlobal({ slug: REGISTRATION_SETTINGS_SLUG, locale: 'zh', fallbackLocale: false, depth: 0, overrideAccess: true }),
    },
    { label: 'settings, as a submission reads them (readRegistrationSettings)', run: () => readRegistrationSettings(payload, 'zh') },
  ],
  [
    {
      label: 'used captcha, create operation',
      run: () => payload.create({ collection: USED_CAPTCHAS_SLUG, data: usedCaptcha(), overrideAccess: true, depth: 0 }),
    },
    {
      label: 'used captcha, adapter insert (spendCaptcha)',
      run: () => payload.db.create({ collection: USED_CAPTCHAS_SLUG, data: usedCaptcha(), returning: false }),
    },
  ],
  [
    {
      label: 'registration, create operation',
      run: () => payload.create({ collection: REGISTRATIONS_SLUG, data: registration(), overrideAccess: true, depth: 0 }),
    },
    {
      label: 'registration, adapter insert, its id back (registerVisitors)',
      run: () => payload.db.create({ collection: REGISTRATIONS_SLUG, data: registration(), select: { id: true } }),
    },
  ],
]

try {
  console.log(`${'step'.padEnd(64)} ${'CPU ms'.padStart(6)} ${'wall ms'.padStart(6)}   (${ROUNDS} rounds each)`)
  for (const pair of pairs) for (const step of pair) console.log(await measure(step))
} finally {
  await payload.destroy()
  await cleanupAll()
}
process.exit(0)

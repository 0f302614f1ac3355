/**
 * bench:checkin's visitors: BENCH_CHECKIN_VISITORS registrations for today in the bench's data
 * folder (through Payload, as the form stores them), and each one's signed badge as its QR holds
 * it, written as JSON to the file named by the first argument. Z4: beside them,
 * BENCH_CHECKIN_ADMITTED (20 000) visitors admitted already today (a registration and its
 * admitted scan each, written in bulk in SQL), the show-day crowd the door's queries and the
 * desks' offline kit must stay small and fast with.
 */
import fs from 'node:fs'

import { getPayload } from 'payload'

import { beijingDate } from '@/locales/dates'
import { sql, sqlRows } from '@/checkin/sql'
import { loadPayloadConfig } from '@/payload/load-config'
import { hashToken, newRegistrationNumber, newSecret } from '@/registration/secrets'

import { registerBenchVisitors } from './bench-visitors'

const [file] = process.argv.slice(2)
const count = Number(process.env.BENCH_CHECKIN_VISITORS ?? 1000)
const admittedAlready = Number(process.env.BENCH_CHECKIN_ADMITTED ?? 20_000)
if (!file) throw new Error('usage: tsx bench/checkin-visitors.ts <output.json>')

const payload = await getPayload({ config: await loadPayloadConfig() })
const today = beijingDate(new Date())
const badges = await registerBenchVisitors(payload, count, { name: '基准观众', mobilePrefix: '135' })
const now = new Date().toISOString()
for (let start = 0; start < admittedAlready; start += 500) {
  const numbers = Array.from({ length: Math.min(500, admittedAlready - start) }, () => newRegistrationNumber())
  const people = numbers.map(
    (number, index) =>
      sql`(${number}, ${`入场观众${start + index}`}, ${`136${String(start + index).padStart(8, '0')}`}, '基准测试公司', 'nuclear-power',
           'visit', true, ${'b'.repeat(64)}, ${now}, 'registered', 0, ${newSecret()}, ${hashToken(newSecret())}, ${now})`,
  )
  await sqlRows(
    payload,
    sql`INSERT INTO registrations (registration_number, name, mobile, company, industry, purpose, notice_consent,
          notice_version, consented_at, status, badge_issue, badge_secret, access_token_hash, checked_in_at)
        VALUES ${sql.join(people, sql`, `)}`,
  )
  const scans = numbers.map(
    (number) =>
      sql`(${crypto.randomUUID()}, (SELECT id FROM registrations WHERE registration_number = ${number}), 'admitted', ${today}, ${now},
           (SELECT CAST(id AS TEXT) FROM registrations WHERE registration_number = ${number}) || ${`:${today}`}, 'camera', false, false)`,
  )
  await sqlRows(
    payload,
    sql`INSERT INTO scans (scan_id, registration_id, outcome, day, scanned_at, admit_key, via, offline, double_admission)
        VALUES ${sql.join(scans, sql`, `)}`,
  )
}
fs.writeFileSync(file, JSON.stringify(badges))
await payload.destroy()

import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { CheckinFigures, OfflineKit } from '@/checkin/contract'
import { checkOffline } from '@/checkin/desk/offline-check'
import { NumberSet } from '@/checkin/number-set'
import { sql, sqlRows } from '@/checkin/sql'
import type { DoorAnswer } from '@/checkin/outcomes'
import type { Registration } from '@/payload-types'
import { registrationStats } from '@/registration/admin/stats'
import { badgePayload, newRegistrationNumber, newSecret } from '@/registration/secrets'
import { signedBadgePayload } from '@/registration/signed-badge'

import { createAccount } from '../helpers/accounts'
import { createVisitor, dayFromToday } from '../helpers/checkin'
import { freshAddress, rest, restJson, signIn } from '../helpers/payload-rest'

let payload: Payload
const tokens = { checker: '', registrar: '' }
let gate = 0
let device = 0
let otherDevice = 0

type Door = { status: number; body: DoorAnswer }

const check = async (code: string, via?: string): Promise<Door> => {
  const { status, body } = await restJson('/api/scans/check', { body: { code, via, gate, device }, token: tokens.checker })
  return { status, body: body as unknown as DoorAnswer }
}

const scansOf = async (registration: Registration) =>
  (
    await payload.find({
      collection: 'scans',
      where: { registration: { equals: registration.id } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs

const kitOf = async (headers: Record<string, string> = {}) => {
  const response = await rest('/api/scans/kit', { token: tokens.checker, headers })
  const text = await response.text()
  return { status: response.status, etag: response.headers.get('etag'), text, kit: text ? (JSON.parse(text) as OfflineKit) : null }
}

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['checker', 'registrar'] as const) {
    const account = await createAccount(payload, `gate-${role}`, role)
    const { token } = await signIn(account.email, account.password, freshAddress())
    if (!token) throw new Error(`the ${role} could not sign in`)
    tokens[role] = token
  }
  gate = (await payload.create({ collection: 'gates', data: { name: `西门-${process.pid}` }, overrideAccess: true })).id
  device = (await payload.create({ collection: 'checkin-devices', data: { name: `西门-A-${process.pid}`, gate }, overrideAccess: true })).id
  otherDevice = (
    await payload.create({ collection: 'checkin-devices', data: { name: `西门-B-${process.pid}`, gate }, overrideAccess: true })
  ).id
})

describe('X16 a bare number is taken only when typed', () => {
  it('X16 the raw API call: a bare registration number with no read path, or claimed read by the camera or a scanner, is refused and stores nothing', async () => {
    const visitor = await createVisitor(payload)
    for (const via of [undefined, 'camera', 'scanner']) {
      const door = await check(visitor.registrationNumber, via)
      expect(door.status, String(via)).toBe(422)
      expect(door.body.outcome).toBe('forged')
      expect(door.body.name).toBeUndefined()
    }
    expect(await scansOf(visitor)).toEqual([])
    const bogus = await restJson('/api/scans/check', {
      body: { code: visitor.registrationNumber, via: 'keyboard', gate, device },
      token: tokens.checker,
    })
    expect(bogus.status).toBe(400)
    expect(JSON.stringify(bogus.body)).toContain('"path":"via"')
  })

  it('X16 typed by the staff, the number admits and the answer carries the name and company to check; the record says typed', async () => {
    const visitor = await createVisitor(payload)
    const door = await check(visitor.registrationNumber.toLowerCase(), 'typed')
    expect(door.status).toBe(200)
    expect(door.body).toMatchObject({ outcome: 'admitted', name: visitor.name, company: visitor.company })
    expect((await scansOf(visitor)).map((scan) => scan.via)).toEqual(['typed'])
  })

  it('X16 a signed badge or one with its secret is admitted from the camera and the scanner, and each record says how it was read', async () => {
    const signed = await createVisitor(payload)
    const secret = await createVisitor(payload)
    expect((await check(signedBadgePayload(signed), 'camera')).body.outcome).toBe('admitted')
    expect((await check(badgePayload(secret.registrationNumber, secret.badgeSecret), 'scanner')).body.outcome).toBe('admitted')
    expect((await scansOf(signed)).map((scan) => scan.via)).toEqual(['camera'])
    expect((await scansOf(secret)).map((scan) => scan.via)).toEqual(['scanner'])
  })

  it('X16 a bare number in an offline batch is refused whatever it claims (the device could not check it against a name)', async () => {
    const visitor = await createVisitor(payload)
    const scans = ['typed', 'camera'].map((via) => ({
      scanId: randomUUID(),
      code: visitor.registrationNumber,
      via,
      scannedAt: new Date().toISOString(),
      outcome: 'admitted',
    }))
    const answer = await restJson('/api/scans/sync', { body: { gate, device, scans }, token: tokens.checker })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ taken: 0 })
    expect((answer.body.results as { outcome: string }[]).map((result) => result.outcome)).toEqual(['forged', 'forged'])
    expect(await scansOf(visitor)).toEqual([])
  })
})

describe('J3 the old QR of a re-issued badge', () => {
  it('J3 after 重新签发 the old QR (signed, or the old secret) answers 已撤销 “re-issued” online and offline from the kit; the new one admits', async () => {
    const visitor = await createVisitor(payload)
    const oldSigned = signedBadgePayload(visitor)
    const oldSecret = badgePayload(visitor.registrationNumber, visitor.badgeSecret)
    const reissue = await restJson(`/api/registrations/${visitor.id}/reissue`, { method: 'POST', token: tokens.registrar })
    expect(reissue.status).toBe(200)
    for (const code of [oldSigned, oldSecret]) {
      const door = await check(code, 'camera')
      expect(door.status, code).toBe(200)
      expect(door.body, code).toMatchObject({ outcome: 'revoked', reason: expect.stringContaining('重新签发') as string })
    }
    const kit = (await kitOf()).kit
    if (!kit) throw new Error('no kit')
    expect(new NumberSet(kit.reissued, true).issueOf(visitor.registrationNumber)).toBe(1)
    expect(await checkOffline(oldSigned, kit, new Set(), new Date())).toMatchObject({ outcome: 'revoked' })
    const current = await payload.findByID({ collection: 'registrations', id: visitor.id, depth: 0, overrideAccess: true })
    expect((await check(signedBadgePayload(current), 'camera')).body.outcome).toBe('admitted')
  })

  it('J3 a revoked badge’s old secret answers 已撤销; a wrong secret of a badge never revoked or re-issued stays 伪造或未知', async () => {
    const revoked = await createVisitor(payload)
    const oldSecret = badgePayload(revoked.registrationNumber, revoked.badgeSecret)
    expect((await restJson(`/api/registrations/${revoked.id}/revoke`, { method: 'POST', token: tokens.registrar })).status).toBe(200)
    expect((await check(oldSecret, 'scanner')).body.outcome).toBe('revoked')
    const plain = await createVisitor(payload)
    const wrong = await check(badgePayload(plain.registrationNumber, 'A'.repeat(26)), 'scanner')
    expect(wrong.status).toBe(422)
    expect(wrong.body.outcome).toBe('forged')
  })
})

describe('J3 the panel counts people', () => {
  it('J3 after an offline double admission the panel counts each person once, per gate and per hour too, and agrees with the registrations dashboard', async () => {
    const figures = async () => (await restJson('/api/scans/figures', { token: tokens.registrar })).body as unknown as CheckinFigures
    const dashboard = async () => {
      const stats = await registrationStats(payload)
      return { checkedIn: stats.checkedIn, today: stats.byDay.find((row) => row.key === dayFromToday(0))?.checkedIn ?? 0 }
    }
    const panelBefore = await figures()
    const dashboardBefore = await dashboard()
    const visitors = await Promise.all(Array.from({ length: 7 }, () => createVisitor(payload)))
    for (const visitor of visitors.slice(0, 5)) expect((await check(signedBadgePayload(visitor), 'camera')).body.outcome).toBe('admitted')
    // The sixth is let in by two phones while both are offline: two admitted scans, one person.
    const sixth = signedBadgePayload(visitors[5] as Registration)
    for (const [index, phone] of [device, otherDevice].entries()) {
      const scan = { scanId: randomUUID(), code: sixth, via: 'camera', scannedAt: new Date(Date.now() - (2 - index) * 1000).toISOString() }
      const synced = await restJson('/api/scans/sync', {
        body: { gate, device: phone, scans: [{ ...scan, outcome: 'admitted' }] },
        token: tokens.checker,
      })
      expect(synced.status).toBe(200)
    }
    const panel = await figures()
    const seen = await dashboard()
    expect(panel.registered - panelBefore.registered).toBe(7)
    expect(panel.doubleAdmissions - panelBefore.doubleAdmissions).toBe(1)
    expect(panel.admitted - panelBefore.admitted).toBe(6)
    expect(seen.checkedIn - dashboardBefore.checkedIn).toBe(6)
    expect(seen.today - dashboardBefore.today).toBe(panel.admitted - panelBefore.admitted)
    expect(panel.perGate.reduce((sum, one) => sum + one.admitted, 0)).toBe(panel.admitted)
    expect(panel.perHour.reduce((sum, one) => sum + one.admitted, 0)).toBe(panel.admitted)
  })
})

describe('Z4 the offline kit at scale', () => {
  /**
   * Admitted badges stored as the door stores them (a registration, and its admitted scan with the
   * day's admission key), written in bulk in SQL: thousands of inserts one by one take minutes.
   */
  async function admitMany(count: number) {
    const day = dayFromToday(0)
    const now = new Date().toISOString()
    for (let start = 0; start < count; start += 200) {
      const numbers = Array.from({ length: Math.min(200, count - start) }, () => newRegistrationNumber())
      const people = numbers.map(
        (number, index) =>
          sql`(${number}, ${`批量${start + index}`}, ${`137${String(start + index).padStart(8, '0')}`}, '批量示例', 'nuclear-power',
               'visit', true, ${'a'.repeat(64)}, ${now}, 'registered', 0, ${newSecret()}, ${randomUUID()})`,
      )
      await sqlRows(
        payload,
        sql`INSERT INTO registrations (registration_number, name, mobile, company, industry, purpose, notice_consent,
              notice_version, consented_at, status, badge_issue, badge_secret, access_token_hash) VALUES ${sql.join(people, sql`, `)}`,
      )
      const scans = numbers.map(
        (number) =>
          sql`(${randomUUID()}, (SELECT id FROM registrations WHERE registration_number = ${number}), 'admitted', ${day}, ${now},
               (SELECT CAST(id AS TEXT) FROM registrations WHERE registration_number = ${number}) || ${`:${day}`}, false, false)`,
      )
      await sqlRows(
        payload,
        sql`INSERT INTO scans (scan_id, registration_id, outcome, day, scanned_at, admit_key, offline, double_admission)
            VALUES ${sql.join(scans, sql`, `)}`,
      )
    }
  }

  it('Z4 2 000 more admitted badges grow the kit by 5 bytes each (base64), read without loading a document; unchanged, it is a 304', async () => {
    const before = await kitOf()
    expect(before.status).toBe(200)
    expect(before.etag).toMatch(/^"[\w-]+"$/)
    const unchanged = await kitOf({ 'If-None-Match': before.etag ?? '' })
    expect(unchanged.status).toBe(304)
    expect(unchanged.text).toBe('')
    expect(unchanged.etag).toBe(before.etag)

    await admitMany(2000)
    const finds = vi.spyOn(payload.db, 'find')
    const after = await kitOf({ 'If-None-Match': before.etag ?? '' })
    const read = finds.mock.calls.map(([args]) => args.collection)
    finds.mockRestore()
    expect(after.status).toBe(200)
    expect(after.etag).not.toBe(before.etag)
    expect(read).not.toContain('registrations')
    expect(read).not.toContain('scans')
    // 2 000 numbers of 5 bytes: 10 000 bytes, 13 334 characters of base64 (give or take its padding).
    const grown = after.text.length - before.text.length
    expect(grown).toBeGreaterThanOrEqual(13_330)
    expect(grown).toBeLessThanOrEqual(13_338)
    const admitted = new NumberSet(after.kit?.admitted ?? '')
    expect(admitted.size - new NumberSet(before.kit?.admitted ?? '').size).toBe(2000)
    expect(after.text).not.toContain('批量')
  })
})

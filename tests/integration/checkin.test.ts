import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { verifyAsync } from '@noble/ed25519'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { CheckinFigures, OfflineKit, SyncAnswer } from '@/checkin/contract'
import { NumberSet } from '@/checkin/number-set'
import type { DoorAnswer } from '@/checkin/outcomes'
import type { Registration } from '@/payload-types'
import { parseBadgeCode } from '@/registration/badge-format'
import { badgePayload } from '@/registration/secrets'
import { signedBadgePayload } from '@/registration/signed-badge'

import { createAccount } from '../helpers/accounts'
import { createVisitor, dayFromToday } from '../helpers/checkin'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'

let payload: Payload
const tokens: Record<'checker' | 'registrar' | 'admin' | 'editor', string> = { checker: '', registrar: '', admin: '', editor: '' }
let checkerName = ''
const gates: { id: number; name: string }[] = []
const devices: number[] = []

type Door = { status: number; body: DoorAnswer & { errors?: { message: string; data?: { errors: { path: string }[] } }[] } }

/** A scan at the door, as the check-in page sends it. */
async function scan(code: string, options: { gate?: number; device?: number; token?: string; via?: string } = {}): Promise<Door> {
  const { status, body } = await restJson('/api/scans/check', {
    body: { code, via: options.via, gate: options.gate ?? gates[0]?.id, device: options.device ?? devices[0] },
    token: options.token ?? tokens.checker,
  })
  return { status, body: body as Door['body'] }
}

const scanCount = async () => (await payload.count({ collection: 'scans', overrideAccess: true })).totalDocs
const scansOf = async (registration: Registration) =>
  (
    await payload.find({
      collection: 'scans',
      where: { registration: { equals: registration.id } },
      depth: 0,
      overrideAccess: true,
      pagination: false,
    })
  ).docs
const oldBadge = (registration: Registration) => badgePayload(registration.registrationNumber, registration.badgeSecret)

const setReEntry = (reEntry: 'oncePerDay' | 'oncePerShow' | 'unlimited') =>
  payload.updateGlobal({ slug: 'checkin-settings', data: { reEntry }, overrideAccess: true })

beforeAll(async () => {
  payload = await getPayload({ config })
  for (const role of ['checker', 'registrar', 'admin', 'editor'] as const) {
    const account = await createAccount(payload, `k-${role}`, role)
    if (role === 'checker') {
      checkerName = '检票员小王'
      await payload.update({ collection: 'users', id: account.id, data: { name: checkerName } })
    }
    const { token } = await signIn(account.email, account.password, freshAddress())
    if (!token) throw new Error(`the ${role} could not sign in`)
    tokens[role] = token
  }
  for (const name of ['1号门', '2号门', '3号门', '4号门']) {
    const gate = await payload.create({ collection: 'gates', data: { name: `${name}-${process.pid}` }, overrideAccess: true })
    gates.push({ id: gate.id, name: gate.name })
    const device = await payload.create({
      collection: 'checkin-devices',
      data: { name: `${name}-A-${process.pid}`, gate: gate.id },
      overrideAccess: true,
    })
    devices.push(device.id)
  }
})

afterEach(async () => {
  await setReEntry('oncePerDay')
})

describe('K1 the door answers', () => {
  it('K1 有效: a valid badge is admitted with name, company and days, and the scan records gate, device, staff and time', async () => {
    const visitor = await createVisitor(payload)
    const before = Date.now()
    const door = await scan(oldBadge(visitor), { gate: gates[1]?.id, device: devices[1] })
    expect(door.status).toBe(200)
    expect(door.body).toMatchObject({ outcome: 'admitted', name: visitor.name, company: visitor.company, days: visitor.days })
    const [stored] = await scansOf(visitor)
    expect(stored).toMatchObject({ outcome: 'admitted', gate: gates[1]?.id, device: devices[1], day: dayFromToday(0), offline: false })
    expect(typeof stored?.staff === 'number' ? stored.staff : stored?.staff?.id).toBeGreaterThan(0)
    expect(new Date(stored?.scannedAt ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000)
  })

  it('K1 已入场: the second scan that day names when the badge was first admitted, at which gate and by whom', async () => {
    const visitor = await createVisitor(payload)
    const first = await scan(oldBadge(visitor), { gate: gates[1]?.id })
    expect(first.body.outcome).toBe('admitted')
    const again = await scan(oldBadge(visitor), { gate: gates[2]?.id })
    expect(again.status).toBe(200)
    expect(again.body.outcome).toBe('already')
    expect(again.body.first).toMatchObject({ gate: gates[1]?.name, staff: checkerName })
    expect(Math.abs(new Date(again.body.first?.at ?? 0).getTime() - Date.now())).toBeLessThan(60_000)
    expect((await scansOf(visitor)).map((stored) => stored.outcome).sort()).toEqual(['admitted', 'already'])
  })

  it('K1 R6 the first admission is the registration’s 入场时间, which the registrations list counts and filters by; a second scan leaves it', async () => {
    const visitor = await createVisitor(payload)
    const read = async () =>
      (await payload.findByID({ collection: 'registrations', id: visitor.id, depth: 0, overrideAccess: true })).checkedInAt
    expect(await read()).toBeFalsy()
    expect((await scan(oldBadge(visitor), { gate: gates[1]?.id })).body.outcome).toBe('admitted')
    const first = await read()
    expect(Math.abs(new Date(first ?? 0).getTime() - Date.now())).toBeLessThan(60_000)
    expect((await scan(oldBadge(visitor), { gate: gates[2]?.id })).body.outcome).toBe('already')
    expect(await read()).toBe(first)
  })

  it('K1 the number typed by hand (any case, with or without the dash) admits too', async () => {
    const visitor = await createVisitor(payload)
    const door = await scan(visitor.registrationNumber.replace('-', '').toLowerCase(), { via: 'typed' })
    expect(door.body).toMatchObject({ outcome: 'admitted', registrationNumber: visitor.registrationNumber })
  })

  it('K1 已撤销 and 非今日: a revoked badge and a badge for another day are refused and recorded', async () => {
    const revoked = await createVisitor(payload, { status: 'revoked' })
    const tomorrow = await createVisitor(payload, { days: [dayFromToday(1)] })
    expect((await scan(oldBadge(revoked))).body.outcome).toBe('revoked')
    expect((await scan(oldBadge(tomorrow))).body).toMatchObject({ outcome: 'notToday', days: [dayFromToday(1)] })
    expect((await scansOf(revoked)).map((stored) => stored.outcome)).toEqual(['revoked'])
    expect((await scansOf(tomorrow)).map((stored) => stored.outcome)).toEqual(['notToday'])
  })

  it('K1 伪造或未知: another site’s QR, a truncated or altered payload, a wrong secret or an unknown number are refused with 422 and store nothing', async () => {
    const visitor = await createVisitor(payload)
    const signed = signedBadgePayload(visitor)
    const altered = signed.replace(`:${visitor.registrationNumber}:`, `:${(await createVisitor(payload)).registrationNumber}:`)
    const codes = [
      'https://weixin.qq.com/r/abcdef',
      'EXPO1:ZZZZ-ZZZZ:' + 'A'.repeat(26),
      oldBadge(visitor).slice(0, -3),
      oldBadge(visitor).replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
      signed.slice(0, -10),
      // A character inside the signature (the last one carries bits base64url leaves unused).
      `${signed.slice(0, -20)}${signed.at(-20) === 'A' ? 'B' : 'A'}${signed.slice(-19)}`,
      altered,
      'ZZZZ-ZZZZ',
    ]
    const before = await scanCount()
    for (const code of codes) {
      const door = await scan(code)
      expect(door.status, code).toBe(422)
      expect(door.body.outcome, code).toBe('forged')
      expect(door.body.errors?.[0]?.message, code).toMatch(/^伪造或未知/)
      expect(door.body.name, code).toBeUndefined()
    }
    expect(await scanCount()).toBe(before)
  })

  it('K1 a signed-out device gets 401 and an editor 403; nothing is stored', async () => {
    const visitor = await createVisitor(payload)
    const before = await scanCount()
    const signedOut = await restJson('/api/scans/check', { body: { code: oldBadge(visitor), gate: gates[0]?.id, device: devices[0] } })
    expect(signedOut.status).toBe(401)
    expect(JSON.stringify(signedOut.body)).toMatch(/请先登录/)
    expect((await scan(oldBadge(visitor), { token: tokens.editor })).status).toBe(403)
    expect(await scanCount()).toBe(before)
    expect(signedOut.headers.get('cache-control')).toBe('no-store, private')
  })

  it('K1 a scan without a gate or device, or with one that does not exist, is refused with field messages', async () => {
    const visitor = await createVisitor(payload)
    const before = await scanCount()
    const missing = await restJson('/api/scans/check', { body: { code: oldBadge(visitor) }, token: tokens.checker })
    expect(missing.status).toBe(400)
    const fields = (missing.body.errors as { data: { errors: { path: string; message: string }[] } }[])[0]?.data.errors
    expect(fields?.map((field) => field.path).sort()).toEqual(['device', 'gate'])
    const unknown = await restJson('/api/scans/check', {
      body: { code: oldBadge(visitor), gate: 999_999, device: devices[0] },
      token: tokens.checker,
    })
    expect(unknown.status).toBe(400)
    expect(JSON.stringify(unknown.body)).toMatch(/入口不存在或已停用/)
    expect(await scanCount()).toBe(before)
  })

  it('K2 a device the organiser retires is refused at once', async () => {
    const visitor = await createVisitor(payload)
    const device = await payload.create({
      collection: 'checkin-devices',
      data: { name: `退役-${process.pid}`, gate: gates[0]?.id },
      overrideAccess: true,
    })
    expect((await scan(oldBadge(visitor), { device: device.id })).body.outcome).toBe('admitted')
    await payload.update({ collection: 'checkin-devices', id: device.id, data: { active: false }, overrideAccess: true })
    const retired = await scan(oldBadge(visitor), { device: device.id })
    expect(retired.status).toBe(400)
    expect(JSON.stringify(retired.body)).toContain('设备不存在或已停用')
    expect(await scansOf(visitor)).toHaveLength(1)
  })

  it('K1 a 检票员 reads no registration and no scan through REST, and changes no gate or setting', async () => {
    const visitor = await createVisitor(payload)
    await scan(oldBadge(visitor))
    for (const path of [
      '/api/registrations',
      `/api/registrations/${visitor.id}`,
      '/api/scans',
      '/api/scans/figures',
      '/api/globals/registration-settings',
    ]) {
      const answer = await restJson(path, { token: tokens.checker })
      expect(answer.status, path).toBe(403)
      expect(JSON.stringify(answer.body), path).not.toContain(visitor.mobile)
    }
    const query = await restJson(`/api/registrations?where[mobile][equals]=${visitor.mobile}`, { token: tokens.checker })
    expect(query.status).toBe(403)
    const rename = await restJson(`/api/gates/${gates[0]?.id}`, { method: 'PATCH', body: { name: '改名' }, token: tokens.checker })
    expect(rename.status).toBe(403)
    const rule = await restJson('/api/globals/checkin-settings', { body: { reEntry: 'unlimited' }, token: tokens.checker })
    expect(rule.status).toBe(403)
    expect((await payload.findGlobal({ slug: 'checkin-settings' })).reEntry).toBe('oncePerDay')
    // The page's lists: gates and devices are readable.
    expect((await restJson('/api/gates', { token: tokens.checker })).status).toBe(200)
  })
})

describe('K2 gates and re-entry', () => {
  it('K2 two gates scanning one badge at the same moment admit it once', async () => {
    const visitor = await createVisitor(payload)
    const code = oldBadge(visitor)
    const doors = await Promise.all(
      gates.flatMap((gate, index) => [
        scan(code, { gate: gate.id, device: devices[index] }),
        scan(code, { gate: gate.id, device: devices[index] }),
      ]),
    )
    expect(doors.map((door) => door.status)).toEqual(doors.map(() => 200))
    expect(doors.filter((door) => door.body.outcome === 'admitted')).toHaveLength(1)
    expect(doors.filter((door) => door.body.outcome === 'already')).toHaveLength(doors.length - 1)
    const stored = await scansOf(visitor)
    expect(stored).toHaveLength(doors.length)
    expect(stored.filter((one) => one.outcome === 'admitted')).toHaveLength(1)
  })

  it('K2 once a day by default; the organiser may allow one entry for the whole show, or any number', async () => {
    const visitor = await createVisitor(payload, { days: [dayFromToday(-1), dayFromToday(0)] })
    await payload.create({
      collection: 'scans',
      data: {
        scanId: randomUUID(),
        registration: visitor.id,
        outcome: 'admitted',
        day: dayFromToday(-1),
        scannedAt: new Date(Date.now() - 86_400_000).toISOString(),
        admitKey: `${visitor.id}:${dayFromToday(-1)}`,
      },
      overrideAccess: true,
    })
    await setReEntry('oncePerShow')
    await payload.create({
      collection: 'scans',
      data: {
        scanId: randomUUID(),
        registration: visitor.id,
        outcome: 'admitted',
        day: dayFromToday(-1),
        scannedAt: new Date(Date.now() - 86_400_000).toISOString(),
        admitKey: `${visitor.id}`,
      },
      overrideAccess: true,
    })
    expect((await scan(oldBadge(visitor))).body.outcome).toBe('already')
    await setReEntry('oncePerDay')
    expect((await scan(oldBadge(visitor))).body.outcome).toBe('admitted')
    await setReEntry('unlimited')
    expect((await scan(oldBadge(visitor))).body.outcome).toBe('admitted')
    expect((await scan(oldBadge(visitor))).body.outcome).toBe('admitted')
  })
})

describe('K3 the signed badge and offline scans', () => {
  it('K3 a signed badge verifies with the public key alone, and admits at the door', async () => {
    const visitor = await createVisitor(payload, { days: [dayFromToday(0), dayFromToday(1)] })
    const code = signedBadgePayload(visitor)
    expect(code).not.toContain(visitor.name)
    expect(code).not.toContain(visitor.mobile)
    const parsed = parseBadgeCode(code)
    if (parsed?.kind !== 'signed') throw new Error('not a signed badge')
    expect(parsed.days).toEqual([dayFromToday(0), dayFromToday(1)])
    const kit = (await restJson('/api/scans/kit', { token: tokens.checker })).body as unknown as OfflineKit
    const key = kit.keys[parsed.keyId]
    if (!key) throw new Error('the kit has no key for the badge')
    const verify = (message: string) =>
      verifyAsync(Buffer.from(parsed.signature, 'base64url'), new TextEncoder().encode(message), Buffer.from(key, 'base64url'))
    expect(await verify(parsed.message)).toBe(true)
    expect(await verify(parsed.message.replace(/:\d+:/, ':7:'))).toBe(false)
    expect((await scan(code)).body).toMatchObject({ outcome: 'admitted', name: visitor.name })
  })

  it('K3 a re-issued badge voids the one printed before it, online and in the device kit', async () => {
    const visitor = await createVisitor(payload)
    const first = signedBadgePayload(visitor)
    const reissued = await payload.update({ collection: 'registrations', id: visitor.id, data: { badgeIssue: 1 }, overrideAccess: true })
    expect((await scan(first)).body.outcome).toBe('revoked')
    expect((await scan(signedBadgePayload(reissued))).body.outcome).toBe('admitted')
    const kit = (await restJson('/api/scans/kit', { token: tokens.checker })).body as unknown as OfflineKit
    expect(new NumberSet(kit.reissued, true).issueOf(visitor.registrationNumber)).toBe(1)
  })

  it('K3 the device kit holds keys, void badges and admitted numbers: no name, company or mobile', async () => {
    const revoked = await createVisitor(payload, { status: 'revoked' })
    const admitted = await createVisitor(payload)
    await scan(signedBadgePayload(admitted))
    const answer = await restJson('/api/scans/kit', { token: tokens.checker })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('no-store, private')
    const kit = answer.body as unknown as OfflineKit
    expect(new NumberSet(kit.revoked).has(revoked.registrationNumber)).toBe(true)
    expect(new NumberSet(kit.admitted).has(admitted.registrationNumber)).toBe(true)
    const text = JSON.stringify(kit)
    for (const personal of [revoked.name, revoked.mobile, admitted.name, admitted.mobile, admitted.company])
      expect(text).not.toContain(personal)
    expect((await restJson('/api/scans/kit')).status).toBe(401)
  })

  it('K3 an offline batch is taken once by scan id: sent again it changes nothing; a badge admitted twice while offline is listed', async () => {
    const online = await createVisitor(payload)
    const offlineOnly = await createVisitor(payload)
    expect((await scan(signedBadgePayload(online), { gate: gates[0]?.id })).body.outcome).toBe('admitted')
    const at = new Date(Date.now() - 60_000).toISOString()
    const batch = {
      gate: gates[3]?.id,
      device: devices[3],
      scans: [
        { scanId: randomUUID(), code: signedBadgePayload(offlineOnly), scannedAt: at, outcome: 'admitted' },
        { scanId: randomUUID(), code: signedBadgePayload(online), scannedAt: at, outcome: 'admitted' },
        { scanId: randomUUID(), code: signedBadgePayload(offlineOnly), scannedAt: at, outcome: 'already' },
      ],
    }
    const figuresBefore = (await restJson('/api/scans/figures', { token: tokens.registrar })).body as unknown as CheckinFigures
    const first = await restJson('/api/scans/sync', { body: batch, token: tokens.checker })
    expect(first.status).toBe(200)
    const taken = first.body as unknown as SyncAnswer
    expect(taken).toMatchObject({ taken: 3, alreadyTaken: 0, doubleAdmissions: 1 })
    expect(taken.results.map((result) => [result.outcome, result.doubleAdmission])).toEqual([
      ['admitted', false],
      ['admitted', true],
      ['already', false],
    ])
    const count = await scanCount()
    const replay = (await restJson('/api/scans/sync', { body: batch, token: tokens.checker })).body as unknown as SyncAnswer
    expect(replay).toMatchObject({ taken: 0, alreadyTaken: 3, doubleAdmissions: 0 })
    expect(await scanCount()).toBe(count)
    const figures = (await restJson('/api/scans/figures', { token: tokens.registrar })).body as unknown as CheckinFigures
    expect(figures.doubleAdmissions).toBe(figuresBefore.doubleAdmissions + 1)
    expect(figures.doubles.map((double) => double.registrationNumber)).toContain(online.registrationNumber)
  })

  it('K3 a batch with a bad scan id, a time in the future or from a signed-out device is refused whole', async () => {
    const visitor = await createVisitor(payload)
    const before = await scanCount()
    const good = { scanId: randomUUID(), code: signedBadgePayload(visitor), scannedAt: new Date().toISOString(), outcome: 'admitted' }
    const cases = [
      {
        body: { gate: gates[0]?.id, device: devices[0], scans: [{ ...good, scanId: 'not-a-uuid' }] },
        token: tokens.checker,
        status: 400,
        path: 'scans.0.scanId',
      },
      {
        body: {
          gate: gates[0]?.id,
          device: devices[0],
          scans: [good, { ...good, scanId: randomUUID(), scannedAt: new Date(Date.now() + 3_600_000).toISOString() }],
        },
        token: tokens.checker,
        status: 400,
        path: 'scans.1.scannedAt',
      },
      { body: { gate: gates[0]?.id, device: devices[0], scans: [good] }, token: undefined, status: 401, path: undefined },
    ]
    for (const { body, token, status, path } of cases) {
      const answer = await restJson('/api/scans/sync', { body, token })
      expect(answer.status).toBe(status)
      if (path) expect(JSON.stringify(answer.body)).toContain(`"path":"${path}"`)
    }
    expect(await scanCount()).toBe(before)
  })
})

describe('K4 the organiser’s figures', () => {
  it('K4 admitted today per gate and per hour, against those registered for today; for 管理员 and 报名管理员 only', async () => {
    const before = (await restJson('/api/scans/figures', { token: tokens.admin })).body as unknown as CheckinFigures
    const visitors = await Promise.all([createVisitor(payload), createVisitor(payload), createVisitor(payload)])
    await createVisitor(payload, { days: [dayFromToday(1)] })
    for (const visitor of visitors) await scan(oldBadge(visitor), { gate: gates[2]?.id, device: devices[2] })
    await scan(oldBadge(visitors[0] as Registration), { gate: gates[2]?.id, device: devices[2] })
    const answer = await restJson('/api/scans/figures', { token: tokens.registrar })
    expect(answer.status).toBe(200)
    const after = answer.body as unknown as CheckinFigures
    expect(after.day).toBe(dayFromToday(0))
    expect(after.registered).toBe(before.registered + 3)
    expect(after.admitted).toBe(before.admitted + 3)
    expect(after.refused).toBe(before.refused + 1)
    const gate = (figures: CheckinFigures) => figures.perGate.find((one) => one.gate === gates[2]?.name)?.admitted ?? 0
    expect(gate(after)).toBe(gate(before) + 3)
    expect(after.perHour.reduce((sum, hour) => sum + hour.admitted, 0)).toBe(after.admitted)
    for (const token of [tokens.checker, tokens.editor, undefined])
      expect((await restJson('/api/scans/figures', { token })).status).not.toBe(200)
  })
})

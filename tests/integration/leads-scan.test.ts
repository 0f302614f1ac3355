import { randomBytes, randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'

import type { LeadScanAnswer, LeadsKit, LeadSyncAnswer } from '@/leads/contract'
import { readLeads } from '@/leads/read'
import { exhibitorsThatScanned, withdrawFromExhibitor } from '@/leads/visitor-view'
import type { Registration } from '@/payload-types'
import { badgeKeyFromSeed, signedBadgePayload } from '@/registration/signed-badge'

import { createAccount } from '../helpers/accounts'
import { createVisitor } from '../helpers/checkin'
import { exhibitorAccount } from '../helpers/leads'
import { freshAddress, restJson, signIn } from '../helpers/payload-rest'

let payload: Payload
let exhibitorA = 0
let exhibitorB = 0
let mainA: Awaited<ReturnType<typeof exhibitorAccount>>
let staffA: Awaited<ReturnType<typeof exhibitorAccount>>
let staffA2: Awaited<ReturnType<typeof exhibitorAccount>>
let staffB: Awaited<ReturnType<typeof exhibitorAccount>>

type Answer = { status: number; body: Partial<LeadScanAnswer> & { reason?: string; errors?: { message: string }[] } }

const badge = (visitor: Registration) => signedBadgePayload(visitor)
/**
 * A badge's code with one character of its signature changed (well inside it: the last base64url
 * character carries padding bits, and a change there may decode to the same bytes).
 */
const forged = (code: string) => {
  const at = code.length - 10
  return `${code.slice(0, at)}${code[at] === 'A' ? 'B' : 'A'}${code.slice(at + 1)}`
}

async function scan(token: string, code: string, via: 'camera' | 'scanner' | 'typed' = 'camera', scanId = randomUUID()): Promise<Answer> {
  const { status, body } = await restJson('/api/leads/scan', { body: { code, via, device: '展位手机1', scanId }, token })
  return { status, body: body as Answer['body'] }
}

const sharing = (fields: Partial<Registration> = {}) =>
  createVisitor(payload, {
    shareWithExhibitors: true,
    email: `v${Date.now()}${Math.random()}@visitor.example`,
    jobTitle: '采购经理',
    ...fields,
  })

const leadCount = async () => (await payload.count({ collection: 'leads', overrideAccess: true })).totalDocs
const scanCount = async () => (await payload.count({ collection: 'lead-scans', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getPayload({ config })
  const exhibitors = (await payload.find({ collection: 'exhibitors', limit: 2, depth: 0, overrideAccess: true })).docs
  if (exhibitors.length < 2) throw new Error('the seed has fewer than two exhibitors')
  exhibitorA = exhibitors[0]?.id ?? 0
  exhibitorB = exhibitors[1]?.id ?? 0
  mainA = await exhibitorAccount(payload, exhibitorA, 'main', '主账号甲')
  staffA = await exhibitorAccount(payload, exhibitorA, 'staff', '展位人员小李')
  staffA2 = await exhibitorAccount(payload, exhibitorA, 'staff', '展位人员小张')
  staffB = await exhibitorAccount(payload, exhibitorB, 'staff', '乙公司人员')
})

describe('L2 a scan at the booth', () => {
  it('L2 a signed badge makes a lead with time, staff, device and how read; the consenting visitor’s details come from the registration, never copied', async () => {
    const visitor = await sharing()
    const answer = await scan(staffA.token, badge(visitor))
    expect(answer.status).toBe(200)
    expect(answer.body.visit).toBe('first')
    expect(answer.body.lead).toMatchObject({
      registrationNumber: visitor.registrationNumber,
      visits: 1,
      scannedBy: ['展位人员小李'],
      details: {
        shared: true,
        name: visitor.name,
        company: visitor.company,
        jobTitle: '采购经理',
        mobile: visitor.mobile,
        email: visitor.email,
      },
    })
    const lead = await payload.findByID({ collection: 'leads', id: answer.body.lead?.id ?? 0, depth: 0, overrideAccess: true })
    expect(JSON.stringify(lead)).not.toContain(visitor.name)
    expect(JSON.stringify(lead)).not.toContain(visitor.mobile)
    const [stored] = (
      await payload.find({ collection: 'lead-scans', where: { lead: { equals: lead.id } }, depth: 0, overrideAccess: true })
    ).docs
    expect(stored).toMatchObject({ exhibitor: exhibitorA, account: staffA.id, device: '展位手机1', via: 'camera', offline: false })
    expect(Math.abs(new Date(stored?.scannedAt ?? 0).getTime() - Date.now())).toBeLessThan(60_000)
  })

  it('L2 a visitor without the sharing consent gives only the number and “no consent”', async () => {
    const visitor = await createVisitor(payload)
    const answer = await scan(staffA.token, badge(visitor))
    expect(answer.status).toBe(200)
    expect(answer.body.lead?.details).toEqual({ shared: false })
    expect(JSON.stringify(answer.body)).not.toContain(visitor.name)
  })

  it('L2 a second scan is a visit to the same lead, by whoever scanned; an exhibitor badge scans like any', async () => {
    const visitor = await sharing({ badgeType: 'exhibitor', exhibitor: exhibitorB })
    const first = await scan(staffA.token, badge(visitor))
    const again = await scan(staffA2.token, badge(visitor), 'scanner')
    expect(again.status).toBe(200)
    expect(again.body.visit).toBe('again')
    expect(again.body.lead?.id).toBe(first.body.lead?.id)
    expect(again.body.lead).toMatchObject({ visits: 2, scannedBy: ['展位人员小李', '展位人员小张'] })
  })

  it('L2 bad badges are refused as at the door, each with its reason, and leave nothing', async () => {
    const visitor = await sharing()
    const reissued = await sharing({ badgeIssue: 1 })
    const revoked = await sharing({ status: 'revoked' })
    const cancelled = await sharing({ status: 'cancelled' })
    const waiting = await sharing({ status: 'waitlisted' })
    const genuine = badge(visitor)
    const signature = genuine.slice(genuine.lastIndexOf(':') + 1)
    const forgedSignature = `${genuine.slice(0, genuine.lastIndexOf(':') + 1)}${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
    const altered = genuine.replace(visitor.registrationNumber, reissued.registrationNumber)
    const otherShow = signedBadgePayload(visitor, badgeKeyFromSeed(randomBytes(32)))
    const [leads, scans] = [await leadCount(), await scanCount()]
    const cases: [string, string, string][] = [
      [forgedSignature, 'camera', 'forged'],
      [altered, 'camera', 'forged'],
      [signedBadgePayload({ ...reissued, badgeIssue: 0 }), 'camera', 'reissued'],
      [badge(revoked), 'camera', 'revoked'],
      [badge(cancelled), 'scanner', 'revoked'],
      [badge(waiting), 'camera', 'waitlisted'],
      [otherShow, 'camera', 'otherShow'],
      ['https://evil.example/?q=1', 'camera', 'otherShow'],
      [visitor.registrationNumber, 'camera', 'forged'],
      [visitor.registrationNumber, 'scanner', 'forged'],
    ]
    for (const [code, via, reason] of cases) {
      const answer = await scan(staffA.token, code, via as 'camera')
      expect(answer.status, code).toBe(422)
      expect(answer.body.reason, code).toBe(reason)
      expect(answer.body.errors?.[0]?.message, code).toMatch(/[\u4e00-\u9fff]/)
      expect(JSON.stringify(answer.body), code).not.toContain(visitor.name)
    }
    expect(await leadCount()).toBe(leads)
    expect(await scanCount()).toBe(scans)
    const typed = await scan(staffA.token, visitor.registrationNumber.replace('-', '').toLowerCase(), 'typed')
    expect(typed.status).toBe(200)
    expect(typed.body.lead?.registrationNumber).toBe(visitor.registrationNumber)
  })

  it('L2 a request without a device, scan id or way of reading is a 400 with the fields at fault', async () => {
    const visitor = await sharing()
    const { status, body } = await restJson('/api/leads/scan', { body: { code: badge(visitor) }, token: staffA.token })
    expect(status).toBe(400)
    const paths = (body.errors as { data: { errors: { path: string }[] } }[])[0]?.data.errors.map((problem) => problem.path)
    expect(paths).toEqual(expect.arrayContaining(['via', 'device', 'scanId']))
  })
})

describe('L1 who may scan and see', () => {
  it('L1 staff see the leads they scanned, the main account all its company’s, another exhibitor’s staff none', async () => {
    const visitor = await sharing()
    const mine = await scan(staffA.token, badge(visitor))
    const id = mine.body.lead?.id ?? 0
    const other = await sharing()
    const notMine = await scan(staffA2.token, badge(other))
    const read = async (token: string, lead: number) => (await restJson(`/api/leads/${lead}`, { token })).status
    expect(await read(staffA.token, id)).toBe(200)
    expect(await read(mainA.token, id)).toBe(200)
    expect(await read(staffA.token, notMine.body.lead?.id ?? 0)).toBe(404)
    expect(await read(staffB.token, id)).toBe(404)
    const patched = await restJson(`/api/leads/${id}`, { method: 'PATCH', body: { rating: 'hot' }, token: staffB.token })
    expect([403, 404]).toContain(patched.status)
    const staffList = await readLeads(payload, { id: staffA.id, exhibitor: exhibitorA, staffOnly: true, name: '' })
    expect(staffList.leads.map((lead) => lead.id)).toContain(id)
    expect(staffList.leads.map((lead) => lead.id)).not.toContain(notMine.body.lead?.id)
    const mainList = await readLeads(payload, { id: mainA.id, exhibitor: exhibitorA, staffOnly: false, name: '' }, { search: other.name })
    expect(mainList.leads.map((lead) => lead.id)).toEqual([notMine.body.lead?.id])
  })

  it('L1 another exhibitor’s staff scanning the same visitor makes that exhibitor’s own lead', async () => {
    const visitor = await sharing()
    const a = await scan(staffA.token, badge(visitor))
    const b = await scan(staffB.token, badge(visitor))
    expect(b.body.visit).toBe('first')
    expect(b.body.lead?.id).not.toBe(a.body.lead?.id)
    const stored = await payload.findByID({ collection: 'leads', id: b.body.lead?.id ?? 0, depth: 0, overrideAccess: true })
    expect(stored.exhibitor).toBe(exhibitorB)
  })

  it('L1 a revoked account’s open session and a removed staff account are refused; staff users and visitors may not scan', async () => {
    const visitor = await sharing()
    const revoked = await exhibitorAccount(payload, exhibitorA, 'staff')
    const removed = await exhibitorAccount(payload, exhibitorA, 'staff')
    await payload.update({
      collection: 'exhibitor-accounts',
      id: revoked.id,
      data: { status: 'revoked', sessions: [] },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    await payload.delete({ collection: 'exhibitor-accounts', id: removed.id, overrideAccess: true, context: { disableRevalidate: true } })
    const [leads] = [await leadCount()]
    expect((await scan(revoked.token, badge(visitor))).status).toBe(401)
    expect((await scan(removed.token, badge(visitor))).status).toBe(401)
    expect((await scan('', badge(visitor))).status).toBe(401)
    const admin = await createAccount(payload, 'lead-admin', 'admin')
    const { token } = await signIn(admin.email, admin.password, freshAddress())
    expect((await scan(token ?? '', badge(visitor))).status).toBe(403)
    expect(await leadCount()).toBe(leads)
  })
})

describe('L1 L7 a scan’s work', () => {
  it('L1 a staff member of another exhibitor sending this booth’s scan id is refused and adds nothing to either booth', async () => {
    const visitor = await sharing()
    const scanId = randomUUID()
    const ours = await scan(staffA.token, badge(visitor), 'camera', scanId)
    expect(ours.status).toBe(200)
    const [leads, scans] = [await leadCount(), await scanCount()]
    const theirs = await scan(staffB.token, badge(visitor), 'camera', scanId)
    expect(theirs.status).toBe(422)
    expect(theirs.body.errors?.[0]?.message).toContain('扫描编号已被使用')
    expect(JSON.stringify(theirs.body)).not.toContain(visitor.name)
    expect([await leadCount(), await scanCount()]).toEqual([leads, scans])
  })

  it('L7 a scan reads the account, the scan id, the badge and the lead once each, and its answer reads nothing again', async () => {
    const visitor = await sharing()
    const db = payload.db
    const reads = [vi.spyOn(db, 'find'), vi.spyOn(db, 'findOne'), vi.spyOn(db, 'count')]
    const writes = [vi.spyOn(db, 'create'), vi.spyOn(db, 'updateOne')]
    const calls = () => [reads, writes].map((spies) => spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0))
    try {
      const first = await scan(staffA.token, badge(visitor))
      expect(first.body).toMatchObject({ visit: 'first', lead: { visits: 1, details: { shared: true, name: visitor.name } } })
      expect(calls()).toEqual([4, 2])
      for (const spy of [...reads, ...writes]) spy.mockClear()
      const again = await scan(staffA.token, badge(visitor))
      expect(again.body).toMatchObject({ visit: 'again', lead: { visits: 2, scannedBy: ['展位人员小李'] } })
      expect(calls()).toEqual([4, 2])
    } finally {
      for (const spy of [...reads, ...writes]) spy.mockRestore()
    }
  })
})

describe('L3 offline scans synced', () => {
  it('L3 a queue sent twice adds each scan once: one lead per visitor, a visit per scan, replays named', async () => {
    const visitor = await sharing()
    const other = await sharing()
    const queue = [
      { code: badge(visitor), via: 'camera', scanId: randomUUID(), scannedAt: new Date(Date.now() - 120_000).toISOString() },
      { code: badge(other), via: 'scanner', scanId: randomUUID(), scannedAt: new Date(Date.now() - 60_000).toISOString() },
      { code: badge(visitor), via: 'camera', scanId: randomUUID(), scannedAt: new Date(Date.now() - 30_000).toISOString() },
      { code: forged(badge(visitor)), via: 'camera', scanId: randomUUID(), scannedAt: new Date().toISOString() },
      { code: visitor.registrationNumber, via: 'typed', scanId: randomUUID(), scannedAt: new Date().toISOString() },
    ]
    const sync = async () =>
      (await restJson('/api/leads/sync', { body: { device: '离线手机', scans: queue }, token: staffA.token })).body as LeadSyncAnswer
    const first = await sync()
    expect(first.results.map((result) => result.outcome)).toEqual(['first', 'first', 'again', 'refused', 'refused'])
    const scans = await scanCount()
    const second = await sync()
    expect(second.results.map((result) => result.outcome)).toEqual(['replayed', 'replayed', 'replayed', 'refused', 'refused'])
    expect(await scanCount()).toBe(scans)
    const lead = (await payload.find({ collection: 'leads', where: { registration: { equals: visitor.id } }, overrideAccess: true })).docs
    expect(lead).toHaveLength(1)
    expect(lead[0]).toMatchObject({ visits: 2, firstScannedAt: queue[0]?.scannedAt, lastScannedAt: queue[2]?.scannedAt })
  })

  it('L3 more than 200 scans in one sync, or one from the future, is a 400 and nothing is taken', async () => {
    const visitor = await sharing()
    const many = Array.from({ length: 201 }, () => ({
      code: badge(visitor),
      via: 'camera',
      scanId: randomUUID(),
      scannedAt: new Date().toISOString(),
    }))
    expect((await restJson('/api/leads/sync', { body: { device: 'x', scans: many }, token: staffA.token })).status).toBe(400)
    const future = [{ ...many[0], scannedAt: new Date(Date.now() + 3_600_000).toISOString() }]
    expect((await restJson('/api/leads/sync', { body: { device: 'x', scans: future }, token: staffA.token })).status).toBe(400)
    expect(
      (await payload.count({ collection: 'leads', where: { registration: { equals: visitor.id } }, overrideAccess: true })).totalDocs,
    ).toBe(0)
  })

  it('L3 the kit holds the public key, the void numbers and the questions, never a visitor’s details', async () => {
    await payload.updateGlobal({
      slug: 'leads-settings',
      data: { questions: [{ key: 'budget', label: '预算', choices: ['10万以下', '10万以上'] }] },
      locale: 'zh',
      overrideAccess: true,
    })
    const visitor = await sharing({ status: 'revoked' })
    const { status, headers, body } = await restJson('/api/leads/kit', { token: staffA.token })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toContain('no-store')
    const kit = body as unknown as LeadsKit
    expect(Object.keys(kit.keys)).toHaveLength(1)
    expect(kit.questions[0]).toMatchObject({ key: 'budget', label: { zh: '预算' }, choices: { zh: ['10万以下', '10万以上'] } })
    expect(JSON.stringify(kit)).not.toContain(visitor.name)
    expect(JSON.stringify(kit)).not.toContain(visitor.mobile)
    expect((await restJson('/api/leads/kit')).status).toBe(401)
  })
})

describe('L4 qualify a lead', () => {
  it('L4 rating, tags, note and answers are saved; a formula tag is stored as typed', async () => {
    const visitor = await sharing()
    const id = (await scan(staffA.token, badge(visitor))).body.lead?.id ?? 0
    const tags = ['=HYPERLINK("http://e.x")', '核电', '@SUM(1)']
    const { status, body } = await restJson(`/api/leads/${id}`, {
      method: 'PATCH',
      body: { rating: 'warm', tags, note: '想要样品', answers: [{ question: 'budget', answer: '10万以上' }] },
      token: staffA.token,
    })
    expect(status, JSON.stringify(body)).toBe(200)
    const stored = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ rating: 'warm', tags, note: '想要样品', answers: [{ question: 'budget', answer: '10万以上' }] })
  })

  it('L4 a 10 000-character note, a 31-character tag or 21 tags is a clear 400 and nothing is stored; the service’s fields cannot be written', async () => {
    const visitor = await sharing()
    const id = (await scan(staffA.token, badge(visitor))).body.lead?.id ?? 0
    for (const body of [
      { note: '长'.repeat(10_000) },
      { tags: ['标'.repeat(31)] },
      { tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { rating: 'lukewarm' },
    ]) {
      const answer = await restJson(`/api/leads/${id}`, {
        method: 'PATCH',
        body: { ...body, rating: body.rating ?? 'hot' },
        token: staffA.token,
      })
      expect(answer.status, JSON.stringify(body).slice(0, 40)).toBe(400)
      expect(JSON.stringify(answer.body.errors)).toMatch(/[\u4e00-\u9fff]|note|tags|rating/)
    }
    await restJson(`/api/leads/${id}`, {
      method: 'PATCH',
      body: { visits: 99, registrationNumber: 'X', withdrawnAt: null, exhibitor: exhibitorB },
      token: staffA.token,
    })
    const stored = await payload.findByID({ collection: 'leads', id, depth: 0, overrideAccess: true })
    expect(stored).toMatchObject({ visits: 1, registrationNumber: visitor.registrationNumber, exhibitor: exhibitorA, note: null })
    expect(stored.rating ?? null).toBeNull()
  })
})

describe('L2 the visitor withdraws from one exhibitor', () => {
  it('L2 after withdrawing, the exhibitor’s REST, GraphQL, the app’s read and the next scan show no details; another exhibitor still does; the audit log names the number', async () => {
    const visitor = await sharing()
    const a = await scan(staffA.token, badge(visitor))
    await scan(staffB.token, badge(visitor))
    const listed = await exhibitorsThatScanned(payload, visitor.id)
    expect(listed).toHaveLength(2)
    expect(await withdrawFromExhibitor(payload, visitor, a.body.lead?.id ?? 0)).toBe(true)
    const again = await scan(staffA.token, badge(visitor))
    expect(again.body.lead?.details).toEqual({ shared: false })
    expect((await scan(staffB.token, badge(visitor))).body.lead?.details).toMatchObject({ shared: true, name: visitor.name })
    for (const path of [
      `/api/leads/${a.body.lead?.id}?depth=3`,
      '/api/leads?depth=3&limit=100',
      `/api/registrations/${visitor.id}`,
      '/api/registrations?limit=100',
    ]) {
      const answer = await restJson(path, { token: mainA.token })
      expect(JSON.stringify(answer.body), path).not.toContain(visitor.name)
      expect(JSON.stringify(answer.body), path).not.toContain(visitor.mobile)
    }
    const graphql = await restJson('/api/graphql', {
      body: { query: '{ Leads { docs { registration { name mobile } } } }' },
      token: mainA.token,
    })
    expect(graphql.status).not.toBe(200)
    expect(JSON.stringify(graphql.body)).not.toContain(visitor.name)
    const mainList = await readLeads(
      payload,
      { id: mainA.id, exhibitor: exhibitorA, staffOnly: false, name: '' },
      { search: visitor.registrationNumber },
    )
    expect(mainList.leads[0]?.details).toEqual({ shared: false })
    expect(
      (await readLeads(payload, { id: mainA.id, exhibitor: exhibitorA, staffOnly: false, name: '' }, { search: visitor.name })).totalDocs,
    ).toBe(0)
    const audit = await payload.find({
      collection: 'audit-log',
      where: { title: { equals: visitor.registrationNumber } },
      overrideAccess: true,
    })
    expect(audit.docs.map((entry) => entry.detail)).toContain('观众撤回向此展商提供个人信息')
    expect((await exhibitorsThatScanned(payload, visitor.id)).find((row) => row.lead === a.body.lead?.id)?.withdrawnAt).toBeTruthy()
    expect(await withdrawFromExhibitor(payload, { ...visitor, id: visitor.id + 100_000 }, a.body.lead?.id ?? 0)).toBe(false)
  })
})

describe('L1 booth staff accounts', () => {
  it('L1 the main account invites a staff account for its company; staff cannot invite, nor use the portal’s profile; a revoked staff’s session scans no more', async () => {
    const email = `lead-invited-${Date.now()}@company.example`
    const invited = await restJson('/api/exhibitor-accounts/staff-accounts', { body: { email, name: '新展位人员' }, token: mainA.token })
    expect(invited.status).toBe(201)
    const account = await payload.findByID({
      collection: 'exhibitor-accounts',
      id: invited.body.id as number,
      depth: 0,
      overrideAccess: true,
    })
    expect(account).toMatchObject({ role: 'staff', exhibitor: exhibitorA, status: 'invited', name: '新展位人员' })
    expect((await restJson('/api/exhibitor-accounts/staff-accounts', { body: { email: `x${email}` }, token: staffA.token })).status).toBe(
      403,
    )
    expect((await restJson('/api/exhibitor-accounts/staff-accounts', { body: { email: 'not-an-email' }, token: mainA.token })).status).toBe(
      400,
    )
    expect((await restJson('/api/exhibitor-accounts/profile', { body: { nameCN: '被展位人员改名' }, token: staffA.token })).status).toBe(
      401,
    )
    const edited = await restJson(`/api/exhibitors/${exhibitorA}?draft=true`, {
      method: 'PATCH',
      body: { nameCN: '被展位人员改名' },
      token: staffA.token,
    })
    expect([403, 404]).toContain(edited.status)

    const doomed = await exhibitorAccount(payload, exhibitorA, 'staff')
    const visitor = await sharing()
    expect((await scan(doomed.token, badge(visitor))).status).toBe(200)
    expect(
      (await restJson(`/api/exhibitor-accounts/staff-accounts/${doomed.id}/revoke`, { method: 'POST', token: staffB.token })).status,
    ).toBe(403)
    expect(
      (await restJson(`/api/exhibitor-accounts/staff-accounts/${mainA.id}/revoke`, { method: 'POST', token: mainA.token })).status,
    ).toBe(404)
    expect(
      (await restJson(`/api/exhibitor-accounts/staff-accounts/${doomed.id}/revoke`, { method: 'POST', token: mainA.token })).status,
    ).toBe(200)
    expect((await scan(doomed.token, badge(visitor))).status).toBe(401)
  })
})

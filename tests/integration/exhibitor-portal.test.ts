import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Exhibitor } from '@/payload-types'

import { createAccount, type TestAccount } from '../helpers/accounts'
import { type ReceivedMail, startSmtpServer, type TestSmtpServer } from '../helpers/smtp-server'

type Rest = typeof import('../helpers/payload-rest')

const SENDER = { name: '核展组委会', address: 'noreply@expo.test' }
const PASSWORD = 'Exhibitor-Passw0rd'
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

let smtp: TestSmtpServer
let payload: Payload
let rest: Rest
let admin: TestAccount
let reviewer: TestAccount
let adminToken: string
let reviewerToken: string
let own: Exhibitor
let other: Exhibitor
let serial = 0

beforeAll(async () => {
  smtp = await startSmtpServer({})
  // Read once, at the first getEnv(): set before the app loads.
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    SMTP_SECURE: 'none',
    SMTP_FROM: `${SENDER.name} <${SENDER.address}>`,
  })
  const [{ default: config }, { getPayload }] = await Promise.all([import('@payload-config'), import('payload')])
  payload = await getPayload({ config })
  rest = await import('../helpers/payload-rest')
  admin = await createAccount(payload, 'b1-admin', 'admin')
  reviewer = await createAccount(payload, 'b1-reviewer', 'reviewer')
  adminToken = (await rest.signIn(admin.email, admin.password, rest.freshAddress())).token ?? ''
  reviewerToken = (await rest.signIn(reviewer.email, reviewer.password, rest.freshAddress())).token ?? ''
  const { docs } = await payload.find({ collection: 'exhibitors', sort: 'sortOrder', limit: 2, depth: 0, overrideAccess: true })
  ;[own, other] = docs as [Exhibitor, Exhibitor]
})
afterAll(async () => {
  await smtp?.close()
})

/** The set-password link in an invitation and its token. */
function invitationLink(mail: ReceivedMail): { link: string; token: string } {
  const match = /http:\/\/expo\.test\/exhibitor\/set-password\?token=([0-9a-f]+)/.exec(mail.parsed.text ?? '')
  if (!match?.[1]) throw new Error(`no invitation link in:\n${mail.parsed.text ?? ''}`)
  return { link: match[0], token: match[1] }
}

/** An account invited by the admin for `exhibitor`, and the invitation it was mailed. */
async function invite(exhibitor: Exhibitor): Promise<{ id: number; email: string; token: string; mail: ReceivedMail }> {
  serial += 1
  const email = `b1-exhibitor-${Date.now()}-${serial}@company.example`
  const before = smtp.mails.length
  const created = await rest.restJson('/api/exhibitor-accounts', {
    token: adminToken,
    body: { email, password: `Unused-${serial}-Passw0rd!x`, name: '张经理', exhibitor: exhibitor.id },
  })
  expect(created.status).toBe(201)
  const mail = await smtp.nextMailTo(email, before)
  return { id: (created.body.doc as { id: number }).id, email, token: invitationLink(mail).token, mail }
}

const setPassword = (token: string, password = PASSWORD) =>
  rest.restJson('/api/exhibitor-accounts/reset-password', { body: { token, password }, address: rest.freshAddress() })

/** An exhibitor signed in with its own password: its session token. */
async function signedInExhibitor(exhibitor: Exhibitor): Promise<{ id: number; email: string; token: string }> {
  const invited = await invite(exhibitor)
  expect((await setPassword(invited.token)).status).toBe(200)
  const login = await rest.restJson('/api/exhibitor-accounts/login', {
    body: { email: invited.email, password: PASSWORD },
    address: rest.freshAddress(),
  })
  expect(login.status).toBe(200)
  return { id: invited.id, email: invited.email, token: String(login.body.token) }
}

const latest = (id: number) => payload.findByID({ collection: 'exhibitors', id, draft: true, depth: 0, overrideAccess: true })
const published = (id: number) => payload.findByID({ collection: 'exhibitors', id, depth: 0, overrideAccess: true })

describe('B1 exhibitor accounts: invitation, one-time link, revoke', () => {
  it('B1 the admin invites a company: a Chinese and English mail with a one-time link sets the password, the account is enabled and signs in', async () => {
    const invited = await invite(own)
    expect(invited.mail.parsed.subject).toBe(`【${SENDER.name}】展商中心账号邀请 / Invitation to the Exhibitors' Centre`)
    expect(invited.mail.parsed.text).toContain(
      `主办方为${own.nameCN}开通了展商中心账号（${invited.email}）。请在 7 天内打开下面的链接设置密码`,
    )
    const weak = await setPassword(invited.token, 'short')
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.body)).toContain('password')
    expect((await setPassword(invited.token)).status).toBe(200)
    const account = await payload.findByID({ collection: 'exhibitor-accounts', id: invited.id, overrideAccess: true })
    expect(account.status).toBe('active')
    const login = await rest.restJson('/api/exhibitor-accounts/login', {
      body: { email: invited.email, password: PASSWORD },
      address: rest.freshAddress(),
    })
    expect(login.status).toBe(200)
  })

  it('B1 a reused, a superseded (resent) or an expired invitation link is refused, nothing changed', async () => {
    const used = await invite(own)
    expect((await setPassword(used.token)).status).toBe(200)
    const reused = await setPassword(used.token, 'Another-Passw0rd-1')
    expect(reused.status).toBe(403)

    const resent = await invite(other)
    const before = smtp.mails.length
    expect((await rest.restJson(`/api/exhibitor-accounts/${resent.id}/invite`, { token: adminToken, method: 'POST' })).status).toBe(200)
    const second = invitationLink(await smtp.nextMailTo(resent.email, before)).token
    expect(second).not.toBe(resent.token)
    expect((await setPassword(resent.token)).status).toBe(403)

    const expired = await invite(other)
    await payload.db.updateOne({
      collection: 'exhibitor-accounts',
      id: expired.id,
      data: { resetPasswordExpiration: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    expect((await setPassword(expired.token)).status).toBe(403)
    const still = await payload.findByID({ collection: 'exhibitor-accounts', id: expired.id, overrideAccess: true })
    expect(still.status).toBe('invited')
    // The resent link still works: only the newest is valid.
    expect((await setPassword(second)).status).toBe(200)
  })

  it('B1 a revoked account cannot sign in, its sessions end and its link stops working; only admins invite and revoke', async () => {
    const signed = await signedInExhibitor(own)
    const pending = await invite(own)
    const editor = await createAccount(payload, 'b1-editor', 'editor')
    const editorToken = (await rest.signIn(editor.email, editor.password, rest.freshAddress())).token ?? ''
    expect((await rest.restJson(`/api/exhibitor-accounts/${signed.id}/revoke`, { token: editorToken, method: 'POST' })).status).toBe(403)
    expect((await rest.restJson(`/api/exhibitor-accounts/${signed.id}/revoke`, { token: signed.token, method: 'POST' })).status).toBe(403)
    for (const id of [signed.id, pending.id]) {
      expect((await rest.restJson(`/api/exhibitor-accounts/${id}/revoke`, { token: adminToken, method: 'POST' })).status).toBe(200)
    }
    const me = await rest.restJson('/api/exhibitor-accounts/me', { token: signed.token })
    expect(me.body.user).toBeNull()
    const login = await rest.restJson('/api/exhibitor-accounts/login', {
      body: { email: signed.email, password: PASSWORD },
      address: rest.freshAddress(),
    })
    expect(login.status).toBe(403)
    expect(JSON.stringify(login.body)).toContain('该展商账号已被撤销')
    expect((await setPassword(pending.token)).status).toBe(403)
  })

  it('B1 an exhibitor account is never staff: no admin, no users, no registrations, no audit log, no other account', async () => {
    const signed = await signedInExhibitor(own)
    const someoneElse = await invite(other)
    for (const path of [
      '/api/users',
      `/api/users/${signed.id}`,
      '/api/registrations',
      '/api/audit-log',
      `/api/exhibitor-accounts/${someoneElse.id}`,
    ]) {
      const answer = await rest.restJson(path, { token: signed.token })
      const docs = answer.body.docs
      const readable = answer.status === 200 && (Array.isArray(docs) ? docs.length > 0 : true)
      expect({ path, readable }).toEqual({ path, readable: false })
    }
    const accounts = await rest.restJson('/api/exhibitor-accounts', { token: signed.token })
    expect((accounts.body.docs as { id: number }[]).map((doc) => doc.id)).toEqual([signed.id])
    // Its own account: it cannot move itself to another company.
    const moved = await rest.restJson(`/api/exhibitor-accounts/${signed.id}`, {
      token: signed.token,
      method: 'PATCH',
      body: { exhibitor: other.id, status: 'active' },
    })
    expect(moved.status).toBe(200)
    expect((await payload.findByID({ collection: 'exhibitor-accounts', id: signed.id, depth: 0, overrideAccess: true })).exhibitor).toBe(
      own.id,
    )
  })

  it('B1 an exhibitor guessing another company’s id is refused everywhere, and nothing of it changes', async () => {
    const signed = await signedInExhibitor(own)
    const before = await latest(other.id)
    const patch = await rest.restJson(`/api/exhibitors/${other.id}?draft=true`, {
      token: signed.token,
      method: 'PATCH',
      body: { nameCN: '冒名修改' },
    })
    expect([403, 404]).toContain(patch.status)
    const bulk = await rest.restJson(`/api/exhibitors?draft=true&where[id][equals]=${other.id}`, {
      token: signed.token,
      method: 'PATCH',
      body: { nameCN: '冒名修改' },
    })
    expect((bulk.body.docs as unknown[] | undefined) ?? []).toEqual([])
    const trash = await rest.restJson(`/api/exhibitors/${own.id}`, {
      token: signed.token,
      method: 'PATCH',
      body: { deletedAt: new Date().toISOString() },
    })
    expect([403, 404]).toContain(trash.status)
    const publish = await rest.restJson(`/api/exhibitors/${own.id}`, {
      token: signed.token,
      method: 'PATCH',
      body: { _status: 'published', nameCN: '自行发布' },
    })
    expect([403, 404]).toContain(publish.status)
    const deleted = await rest.restJson(`/api/exhibitors/${other.id}`, { token: signed.token, method: 'DELETE' })
    expect([403, 404]).toContain(deleted.status)
    expect((await latest(other.id)).nameCN).toBe(before.nameCN)
    expect((await published(own.id)).nameCN).toBe(own.nameCN)
    expect((await latest(own.id)).deletedAt ?? null).toBeNull()
    // Another company's draft stays hidden from it, like from any visitor.
    await payload.update({
      collection: 'exhibitors',
      id: other.id,
      draft: true,
      data: { nameCN: `${other.nameCN}（草稿）` },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const read = await rest.restJson(`/api/exhibitors/${other.id}?draft=true`, { token: signed.token })
    expect(read.body.nameCN).toBe(other.nameCN)
    expect(read.body.invitationCode).toBeUndefined()
  })
})

describe('B2 the profile: drafts, review, audit', () => {
  it('B2 the exhibitor saves its profile in both languages as a draft; submitted, returned with a comment it reads, then published to /show and search; every save in the audit log', async () => {
    const signed = await signedInExhibitor(own)
    const media = await uploadAs(signed.token, 'logo.png', PNG_1X1, 'image/png')
    expect(media.status).toBe(201)
    const logo = (media.body.doc as { id: number }).id
    const profile = {
      nameCN: `${own.nameCN}（新）`,
      nameEN: 'Huahe Renewed',
      category: own.category,
      website: 'https://www.example.cn/',
      contactCN: '电话：010-1234 5678',
      contactEN: 'Tel: +86 10 1234 5678',
      introductionCN: '第一段。\n\n## 主要产品\n\n- 反应堆\n- 蒸汽发生器\n\n<script>alert(1)</script>',
      introductionEN: 'First paragraph.',
      logo,
      products: [{ nameCN: '主泵', nameEN: 'Main pump', picture: logo, descriptionCN: '核级主泵', descriptionEN: 'Nuclear-grade pump' }],
      // The company is the account's: an id in the body names nothing.
      id: other.id,
    }
    const draft = await rest.restJson('/api/exhibitor-accounts/profile', { token: signed.token, body: { ...profile, submit: false } })
    expect(draft.status).toBe(200)
    expect((await published(own.id)).nameCN).toBe(own.nameCN)
    const saved = await latest(own.id)
    expect({ name: saved.nameCN, state: saved.reviewState, products: saved.products?.length }).toEqual({
      name: profile.nameCN,
      state: 'draft',
      products: 1,
    })
    expect((await latest(other.id)).nameCN).not.toBe(profile.nameCN)

    const { portalProfile } = await portal()
    expect(await portalProfile(own.id)).toMatchObject({
      reviewState: 'draft',
      introductionEN: 'First paragraph.',
      contactEN: profile.contactEN,
    })

    expect(
      (await rest.restJson('/api/exhibitor-accounts/profile', { token: signed.token, body: { ...profile, submit: true } })).status,
    ).toBe(200)
    expect((await latest(own.id)).reviewState).toBe('pending')

    const returned = await rest.restJson(`/api/exhibitors/${own.id}?draft=true`, {
      token: reviewerToken,
      method: 'PATCH',
      body: { reviewState: 'returned', reviewComment: '请补充英文简介' },
    })
    expect(returned.status).toBe(200)
    expect(await portalProfile(own.id)).toMatchObject({ reviewState: 'returned', reviewComment: '请补充英文简介' })

    const publish = await rest.restJson(`/api/exhibitors/${own.id}`, {
      token: reviewerToken,
      method: 'PATCH',
      body: { _status: 'published' },
    })
    expect(publish.status).toBe(200)
    const { getExhibitorList, getExhibitor } = await import('@/content-source/queries/exhibitors')
    const list = await getExhibitorList(payload, { keyword: '（新）', pageIndex: 1, pageSize: 10 })
    expect(list.items.map((item) => item.id)).toEqual([own.id])
    const shown = await getExhibitor(payload, own.id)
    expect(shown.introduction).toContain('<h3>主要产品</h3>')
    expect(shown.introduction).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(shown.introduction).not.toContain('<script')
    const { siteSearch } = await import('@/search/site-search')
    const found = await siteSearch().search('zh', ['蒸汽发生器'], { pageIndex: 1, pageSize: 10 })
    expect(found.hits.map((hit) => hit.path)).toContainEqual(expect.stringContaining(`id=${own.id}`))

    const { docs: audit } = await payload.find({
      collection: 'audit-log',
      where: {
        and: [
          { collectionSlug: { equals: 'exhibitors' } },
          { documentId: { equals: String(own.id) } },
          { userEmail: { equals: signed.email } },
        ],
      },
      overrideAccess: true,
    })
    expect(audit.length).toBeGreaterThanOrEqual(4)
    expect(audit.every((entry) => entry.user === null || entry.user === undefined)).toBe(true)
  })

  it('B2 bad input is refused with field messages and stores nothing: a category not on the list, a hostile website, an SVG with a script', async () => {
    const signed = await signedInExhibitor(other)
    const before = await latest(other.id)
    const badCategory = await rest.restJson('/api/exhibitor-accounts/profile', {
      token: signed.token,
      body: { nameCN: 'x', category: '不存在的类别' },
    })
    expect(badCategory.status).toBe(400)
    expect(JSON.stringify(badCategory.body)).toContain('请选择展品类别')
    const badSite = await rest.restJson('/api/exhibitor-accounts/profile', {
      token: signed.token,
      body: { nameCN: 'x', category: other.category, website: 'javascript:alert(1)' },
    })
    expect(badSite.status).toBe(400)
    expect(JSON.stringify(badSite.body)).toContain('请输入以 http:// 或 https:// 开头的网址')
    const svg = await uploadAs(
      signed.token,
      'logo.svg',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>alert(1)</script></svg>'),
      'image/svg+xml',
    )
    expect(svg.status).toBe(400)
    expect(JSON.stringify(svg.body)).toContain('不能上传')
    const after = await latest(other.id)
    expect({ name: after.nameCN, website: after.website, updatedAt: after.updatedAt }).toEqual({
      name: before.nameCN,
      website: before.website,
      updatedAt: before.updatedAt,
    })
    // Staff-only fields are not the exhibitor's to change.
    await rest.restJson(`/api/exhibitors/${other.id}?draft=true`, {
      token: signed.token,
      method: 'PATCH',
      body: { booth: 'Z9-999', staffQuota: 99, sortOrder: -5, invitationCode: 'MINE' },
    })
    const kept = await latest(other.id)
    expect({ booth: kept.booth, staffQuota: kept.staffQuota, sortOrder: kept.sortOrder, code: kept.invitationCode }).toEqual({
      booth: before.booth,
      staffQuota: before.staffQuota,
      sortOrder: before.sortOrder,
      code: before.invitationCode,
    })
  })
})

describe('B3 booth staff and B4 invitations', () => {
  it('B3 the exhibitor registers booth staff up to its quota, each an exhibitor badge (展商); one more is refused, nothing stored', async () => {
    const third = (await payload.find({ collection: 'exhibitors', sort: 'sortOrder', limit: 1, page: 3, depth: 0, overrideAccess: true }))
      .docs[0]!
    await payload.update({
      collection: 'exhibitors',
      id: third.id,
      data: { staffQuota: 2 },
      overrideAccess: true,
      context: { disableRevalidate: true },
    })
    const signed = await signedInExhibitor(third)
    const staff = (mobile: string, extra: Record<string, unknown> = {}) =>
      rest.restJson('/api/exhibitor-accounts/staff', {
        token: signed.token,
        body: { name: '李工', mobile, jobTitle: '工程师', informed: true, ...extra },
      })
    const bad = await staff('12345', { informed: false })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('请输入 11 位中国大陆手机号')
    expect(JSON.stringify(bad.body)).toContain('请确认已告知该人员')
    const base = 13800000000 + (Date.now() % 100000) * 10
    for (const offset of [1, 2]) {
      const created = await staff(String(base + offset))
      expect(created.status).toBe(201)
      expect(created.body.badgePath).toMatch(/^\/register\/badge\/[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}\?t=[2-9A-HJ-NP-Z]{26}$/)
    }
    const over = await staff(String(base + 3))
    expect(over.status).toBe(400)
    expect(JSON.stringify(over.body)).toContain('展位人员已达名额上限（2 人）')
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { exhibitor: { equals: third.id } },
      overrideAccess: true,
      depth: 0,
    })
    expect(docs.map((doc) => ({ type: doc.badgeType, company: doc.company }))).toEqual([
      { type: 'exhibitor', company: third.nameCN },
      { type: 'exhibitor', company: third.nameCN },
    ])
    // The quota holds by any way in: a third badge written by the server itself is refused too.
    const { newRegistrationNumber, newSecret } = await import('@/registration/secrets')
    const direct = await payload
      .create({
        collection: 'registrations',
        data: {
          ...docs[0]!,
          id: undefined,
          registrationNumber: newRegistrationNumber(),
          badgeSecret: newSecret(),
          mobile: String(base + 4),
        },
        overrideAccess: true,
      })
      .then(
        () => 'stored',
        (error: Error) => error.message,
      )
    expect(direct).toContain('exhibitor')
    // An existing badge is saved again within the quota (it is not counted twice).
    const byAdmin = await rest.restJson(`/api/registrations/${docs[0]!.id}`, {
      token: adminToken,
      method: 'PATCH',
      body: { jobTitle: '总工程师' },
    })
    expect(byAdmin.status).toBe(200)
    const { portalStaff } = await portal()
    expect((await portalStaff(third.id)).map((member) => member.name)).toEqual(['李工', '李工'])
  })

  it('B4 each exhibitor has an invitation code; the portal counts the visitors registered with it and those who came in, and names only those who consented to sharing', async () => {
    const exhibitor = await latest(own.id)
    expect(exhibitor.invitationCode).toMatch(/^EX[2-9A-HJ-NP-Z]{6}$/)
    const codes = (await payload.find({ collection: 'exhibitors', depth: 0, pagination: false, overrideAccess: true })).docs.map(
      (doc) => doc.invitationCode,
    )
    expect(new Set(codes).size).toBe(codes.length)
    const { newRegistrationNumber, newSecret } = await import('@/registration/secrets')
    const visitor = (name: string, share: boolean, mobile: string) =>
      payload.create({
        collection: 'registrations',
        data: {
          registrationNumber: newRegistrationNumber(),
          badgeSecret: newSecret(),
          accessTokenHash: 'x',
          name,
          mobile,
          company: '访客公司',
          industry: 'nuclear-power',
          purpose: 'procurement',
          days: ['2027-04-14'],
          invitationCode: exhibitor.invitationCode,
          noticeConsent: true,
          noticeVersion: 'v',
          consentedAt: new Date().toISOString(),
          shareWithExhibitors: share,
          status: 'registered',
        },
        overrideAccess: true,
      })
    const base = 13900000000 + (Date.now() % 100000) * 10
    await visitor('愿意分享', true, String(base + 1))
    const notSharing = await visitor('不愿分享', false, String(base + 2))
    const { portalVisitors } = await portal()
    const seen = await portalVisitors(exhibitor.invitationCode ?? '')
    expect(seen.registered).toBe(2)
    expect(seen.checkedIn).toBe(0)
    expect(seen.sharing).toEqual([{ name: '愿意分享', company: '访客公司', jobTitle: '' }])
    // One of them comes in (the door sets the registration's first admission, K1): counted, still not named.
    await payload.update({
      collection: 'registrations',
      id: notSharing.id,
      data: { checkedInAt: new Date().toISOString() },
      overrideAccess: true,
    })
    const after = await portalVisitors(exhibitor.invitationCode ?? '')
    expect(after).toMatchObject({ registered: 2, checkedIn: 1 })
    expect(after.sharing.map((visitor) => visitor.name)).toEqual(['愿意分享'])
  })
})

/** POST /api/media as `token`, a file in a multipart form as the admin and the portal send it. */
async function uploadAs(token: string, name: string, data: Buffer, type: string) {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: `B2 ${name}` }))
  const { default: config } = await import('@payload-config')
  const { handleEndpoints } = await import('payload')
  const request = new Request('http://expo.test/api/media', { method: 'POST', body: form, headers: { authorization: `JWT ${token}` } })
  const response = await handleEndpoints({ config, request })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

/** What the portal's pages read (src/exhibitor-portal/portal-data.ts). */
async function portal() {
  const data = await import('@/exhibitor-portal/portal-data')
  return {
    portalProfile: (id: number) => data.readOwnProfile(payload, id),
    portalStaff: (id: number) => data.readBoothStaff(payload, id),
    portalVisitors: (code: string) => data.readInvitedVisitors(payload, code),
  }
}

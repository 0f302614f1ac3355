import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { beijingDate } from '@/locales/dates'
import { AUDIT_LOG_DAYS, type AuditAction } from '@/audit-log'
import type { AuditLog } from '@/payload-types'

import { createAccount, type TestAccount } from '../helpers/accounts'
import { freshAddress, rest, restJson, signIn } from '../helpers/payload-rest'
import { TEST_ADMIN } from './global-setup'

let payload: Payload
let admin: { token: string; address: string }
let editor: TestAccount & { token: string }

beforeAll(async () => {
  payload = await getPayload({ config })
  admin = { address: freshAddress(), token: '' }
  admin.token = (await signIn(TEST_ADMIN.email, TEST_ADMIN.password, admin.address)).token ?? ''
  if (!admin.token) throw new Error('the test admin could not sign in')
  const account = await createAccount(payload, 'e6-editor')
  editor = { ...account, token: (await signIn(account.email, account.password, freshAddress())).token ?? '' }
})

/** The entries about one document (or one account's sign-ins), oldest first. */
async function entriesFor(where: Record<string, unknown>): Promise<AuditLog[]> {
  const { docs } = await payload.find({ collection: 'audit-log', where: where as never, sort: 'createdAt', limit: 100, depth: 0 })
  return docs
}
const actions = (entries: AuditLog[]) => entries.map((entry) => entry.action as AuditAction)

describe('E6 audit log', () => {
  it('E6 create, update, delete to the 回收站, restore and delete for good are recorded with who, what, when and the IP', async () => {
    const base = '/api/exhibitors'
    const call = { token: admin.token, address: admin.address }
    const since = { createdAt: { greater_than: new Date(Date.now() - 1).toISOString() } }
    const created = await restJson(base, { ...call, body: { nameCN: '审计测试展商', category: '核级设备制造' } })
    expect(created.status).toBe(201)
    const id = (created.body.doc as { id: number }).id
    expect((await restJson(`${base}/${id}`, { ...call, method: 'PATCH', body: { booth: 'E6-01' } })).status).toBe(200)
    expect((await restJson(`${base}/${id}`, { ...call, method: 'PATCH', body: { deletedAt: new Date().toISOString() } })).status).toBe(200)
    expect((await restJson(`${base}/${id}?trash=true`, { ...call, method: 'PATCH', body: { deletedAt: null } })).status).toBe(200)
    expect((await rest(`${base}/${id}`, { ...call, method: 'DELETE' })).status).toBe(200)

    const entries = await entriesFor({ collectionSlug: { equals: 'exhibitors' }, documentId: { equals: String(id) }, ...since })
    expect(actions(entries)).toEqual(['create', 'update', 'trash', 'restore', 'delete'])
    for (const entry of entries) {
      expect(entry).toMatchObject({ userEmail: TEST_ADMIN.email, title: '审计测试展商', ip: admin.address })
      expect(Date.now() - new Date(entry.createdAt).getTime()).toBeLessThan(60_000)
    }
  })

  it('E6 a bulk action records every document, and an unpublish is an unpublish even with a draft pending', async () => {
    const call = { token: admin.token, address: admin.address }
    // SQLite hands out the id of a document deleted for good again: only this test's entries.
    const since = { createdAt: { greater_than: new Date(Date.now() - 1).toISOString() } }
    const ids: number[] = []
    for (const name of ['审计批量一', '审计批量二', '审计批量三']) {
      const created = await restJson('/api/exhibitors', { ...call, body: { nameCN: name, category: '核级设备制造', _status: 'published' } })
      ids.push((created.body.doc as { id: number }).id)
    }
    const where = ids.map((id, index) => `where[id][in][${index}]=${id}`).join('&')
    expect((await restJson(`/api/exhibitors?${where}`, { ...call, method: 'PATCH', body: { booth: 'E6-B' } })).status).toBe(200)
    for (const id of ids) {
      expect(actions(await entriesFor({ collectionSlug: { equals: 'exhibitors' }, documentId: { equals: String(id) }, ...since }))).toEqual(
        ['create', 'publish', 'publish'],
      )
    }

    const [first] = ids
    expect((await restJson(`/api/exhibitors/${first}?draft=true`, { ...call, method: 'PATCH', body: { booth: 'E6-草稿' } })).status).toBe(
      200,
    )
    expect((await restJson(`/api/exhibitors/${first}`, { ...call, method: 'PATCH', body: { _status: 'draft' } })).status).toBe(200)
    expect(
      actions(await entriesFor({ collectionSlug: { equals: 'exhibitors' }, documentId: { equals: String(first) }, ...since })).slice(3),
    ).toEqual(['update', 'unpublish'])
    // Other files count the seeded exhibitors.
    await payload.delete({ collection: 'exhibitors', where: { id: { in: ids } }, trash: true })
  })

  it('E6 a sign-in, a refused sign-in and the lockout after 5 failures are recorded with the address', async () => {
    const account = await createAccount(payload, 'e6-lockout')
    const address = freshAddress()
    expect((await signIn(account.email, account.password, address)).status).toBe(200)
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await signIn(account.email, 'Wrong-password-1', address)).status).toBe(401)

    const entries = await entriesFor({ title: { equals: account.email }, action: { in: ['login', 'login-failed', 'lockout'] } })
    expect(actions(entries)).toEqual(['login', 'login-failed', 'login-failed', 'login-failed', 'login-failed', 'login-failed', 'lockout'])
    expect(entries.every((entry) => entry.ip === address && entry.userEmail === account.email)).toBe(true)

    const stranger = `nobody-${Date.now()}@test.example`
    await signIn(stranger, 'Wrong-password-1', freshAddress())
    expect(await entriesFor({ title: { equals: stranger } })).toEqual([
      expect.objectContaining({ action: 'login-failed', detail: '账号不存在' }),
    ])
  })

  it('E6 a role change is recorded with the old and new role', async () => {
    const account = await createAccount(payload, 'e6-role')
    const answer = await restJson(`/api/users/${account.id}`, {
      token: admin.token,
      address: admin.address,
      method: 'PATCH',
      body: { role: 'admin' },
    })
    expect(answer.status).toBe(200)
    const [change] = await entriesFor({ documentId: { equals: String(account.id) }, action: { equals: 'role-change' } })
    expect(change).toMatchObject({ collectionSlug: 'users', detail: 'editor → admin', userEmail: TEST_ADMIN.email })
  })

  it('E6 is read-only and for admins only: editors and visitors read nothing, nobody writes', async () => {
    expect((await restJson('/api/audit-log', { token: admin.token })).status).toBe(200)
    expect((await restJson('/api/audit-log', { token: editor.token })).status).toBe(403)
    expect((await restJson('/api/audit-log', {})).status).toBe(403)
    const [entry] = (await payload.find({ collection: 'audit-log', limit: 1 })).docs
    if (!entry) throw new Error('the audit log is empty')
    expect((await restJson('/api/audit-log', { token: admin.token, body: { action: 'login', userEmail: 'forged' } })).status).toBe(403)
    expect(
      (await restJson(`/api/audit-log/${entry.id}`, { token: admin.token, method: 'PATCH', body: { userEmail: 'forged' } })).status,
    ).toBe(403)
    expect((await rest(`/api/audit-log/${entry.id}`, { token: admin.token, method: 'DELETE' })).status).toBe(403)
    expect((await payload.findByID({ collection: 'audit-log', id: entry.id })).userEmail).toBe(entry.userEmail)
  })

  it('E6 exports as CSV in UTF-8 with a BOM, Chinese headings and content types, formulas defused, named by the Beijing date, and records the export', async () => {
    await payload.create({
      collection: 'audit-log',
      data: { action: 'update', userEmail: 'csv@test.example', title: '=HYPERLINK("http://evil")', detail: '含"引号",逗号' },
    })
    await payload.create({
      collection: 'audit-log',
      data: { action: 'publish', userEmail: 'csv@test.example', collectionSlug: 'popup-ad', title: 'E6 内容类型' },
    })
    const response = await rest('/api/audit-log/export.csv', { token: admin.token, address: admin.address })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="audit-log-${beijingDate(new Date())}.csv"`)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)
    expect(text.split('\r\n')[0]).toBe('\uFEFF"时间（北京时间）","操作","用户","内容类型","内容 ID","标题","说明","IP 地址"')
    expect(text).toContain(`"修改","csv@test.example","","","'=HYPERLINK(""http://evil"")","含""引号"",逗号"`)
    expect(text).toContain('"发布","csv@test.example","弹窗广告","","E6 内容类型"')
    const [exported] = await entriesFor({ action: { equals: 'export' }, ip: { equals: admin.address } })
    expect(exported).toMatchObject({ userEmail: TEST_ADMIN.email, collectionSlug: 'audit-log' })
  })

  it('E6 the export takes a period, refuses a bad date in Chinese, and is closed to editors', async () => {
    const future = await rest('/api/audit-log/export.csv?from=2099-01-01', { token: admin.token })
    expect((await future.text()).split('\r\n').filter(Boolean)).toHaveLength(1)
    const bad = await restJson('/api/audit-log/export.csv?from=yesterday', { token: admin.token })
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ message: '日期格式应为 YYYY-MM-DD：yesterday' }] } })
    expect((await restJson('/api/audit-log/export.csv', { token: editor.token })).status).toBe(403)
    expect((await restJson('/api/audit-log/export.csv', {})).status).toBe(401)
  })

  it(`E6 O3 the purgeAuditLog job removes entries older than ${AUDIT_LOG_DAYS} days and keeps the rest`, async () => {
    const old = await payload.create({ collection: 'audit-log', data: { action: 'update', userEmail: 'old@test.example' } })
    const recent = await payload.create({ collection: 'audit-log', data: { action: 'update', userEmail: 'recent@test.example' } })
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString()
    await payload.db.updateOne({ collection: 'audit-log', id: old.id, data: { createdAt: daysAgo(AUDIT_LOG_DAYS + 1) }, returning: false })
    await payload.db.updateOne({
      collection: 'audit-log',
      id: recent.id,
      data: { createdAt: daysAgo(AUDIT_LOG_DAYS - 1) },
      returning: false,
    })

    await payload.jobs.queue({ task: 'purgeAuditLog', input: {}, queue: 'maintenance' })
    await payload.jobs.run({ queue: 'maintenance' })

    const remaining = await payload.find({ collection: 'audit-log', where: { id: { in: [old.id, recent.id] } }, depth: 0 })
    expect(remaining.docs.map((doc) => doc.id)).toEqual([recent.id])
  })

  it('E6 the seed and the server’s own work (no one signed in) are not recorded', async () => {
    const before = (await payload.count({ collection: 'audit-log' })).totalDocs
    const menu = await payload.create({ collection: 'columns', data: { name: 'E6 服务器自己的改动' } })
    await payload.delete({ collection: 'columns', id: menu.id })
    expect((await payload.count({ collection: 'audit-log' })).totalDocs).toBe(before)
  })
})

import config from '@payload-config'
import ExcelJS from 'exceljs'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { beijingDate } from '@/locales/dates'
import type { Registration } from '@/payload-types'

import { createAccount } from '../helpers/accounts'
import { exportEntries } from '../helpers/audit-log'
import { createExhibitor, scanBadge } from '../helpers/booth-leads'
import { withdrawFromExhibitor } from '@/leads/visitor-view'

import { createVisitor } from '../helpers/checkin'
import { exhibitorAccount } from '../helpers/leads'
import { freshAddress, rest, restJson, signIn } from '../helpers/payload-rest'

type Account = { id: number; email: string; token: string }

let payload: Payload
let main: Account
let staff: Account
let otherMain: Account
let adminToken: string
const visitors = {} as Record<'sharing' | 'private' | 'withdrawn' | 'left' | 'formula' | 'other', Registration>
const leadIds = {} as Record<keyof typeof visitors, number>

const exportAs = (query: string, token?: string) => rest(`/api/leads-portal/export?${query}`, token ? { token } : {})

const auditEntries = (title: string) => exportEntries(payload, title)

beforeAll(async () => {
  payload = await getPayload({ config })
  const exhibitor = await createExhibitor(payload, 'L5 导出展商')
  const other = await createExhibitor(payload, 'L5 另一展商')
  main = await exhibitorAccount(payload, exhibitor, 'main', '主账号王经理')
  staff = await exhibitorAccount(payload, exhibitor, 'staff', '展位小李')
  otherMain = await exhibitorAccount(payload, other, 'main', '别家主账号')
  const admin = await createAccount(payload, 'l5-admin', 'admin')
  adminToken = (await signIn(admin.email, admin.password, freshAddress())).token ?? ''
  visitors.sharing = await createVisitor(payload, {
    name: '王共享',
    company: '中核共享有限公司',
    jobTitle: '采购经理',
    email: 'share@visitor.example',
    shareWithExhibitors: true,
  })
  visitors.private = await createVisitor(payload, { name: '赵保密', company: '保密研究院', shareWithExhibitors: false })
  visitors.withdrawn = await createVisitor(payload, { name: '钱撤回', company: '撤回公司', shareWithExhibitors: true })
  visitors.left = await createVisitor(payload, { name: '周离开', company: '离开公司', shareWithExhibitors: true })
  visitors.formula = await createVisitor(payload, { name: '孙公式', company: '+公式公司', shareWithExhibitors: true })
  visitors.other = await createVisitor(payload, { name: '李别家', company: '别家客户', shareWithExhibitors: true })
  for (const name of ['sharing', 'private', 'withdrawn', 'left', 'formula'] as const) {
    const scanned = await scanBadge(staff.token, visitors[name])
    expect(scanned.status, JSON.stringify(scanned.body)).toBe(200)
    leadIds[name] = Number((scanned.body.lead as { id: number }).id)
  }
  // A second visit of the same visitor is one lead with two visits.
  expect((await scanBadge(main.token, visitors.sharing)).body.visit).toBe('again')
  expect((await scanBadge(otherMain.token, visitors.other)).status).toBe(200)
  const qualify = (name: keyof typeof visitors, data: Record<string, unknown>) =>
    restJson(`/api/leads/${leadIds[name]}`, { token: main.token, method: 'PATCH', body: data })
  expect((await qualify('sharing', { rating: 'hot', tags: ['主泵'], note: '要报价' })).status).toBe(200)
  expect((await qualify('private', { rating: 'warm', tags: ['私下'], note: '名片：赵保密 13900000000' })).status).toBe(200)
  expect((await qualify('formula', { rating: 'cold', tags: ['=HYPERLINK("http://x.cn")'] })).status).toBe(200)
  // The visitor withdraws their consent after the scan (on their badge page): no details from then on.
  await payload.update({
    collection: 'registrations',
    id: visitors.withdrawn.id,
    data: { shareWithdrawnAt: new Date().toISOString() },
    overrideAccess: true,
  })
  // Another withdraws from this exhibitor alone (the badge page's 撤回 beside its name).
  expect(await withdrawFromExhibitor(payload, visitors.left, leadIds.left)).toBe(true)
})

describe('L5 the exports of the portal’s leads page', () => {
  it('L5 only the exhibitor’s main account exports: staff accounts, other roles and visitors are refused in the envelope', async () => {
    expect((await exportAs('format=csv')).status).toBe(401)
    for (const token of [staff.token, adminToken]) {
      const refused = await exportAs('format=csv', token)
      expect(refused.status).toBe(403)
      expect(((await refused.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/主账号/)
    }
    const bad = await exportAs('format=pdf', main.token)
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ errors: [{ message: 'format 只能是 xlsx、csv 或 vcf' }] })
    expect((await exportAs('format=csv&day=yesterday', main.token)).status).toBe(400)
  })

  it('L5 the XLSX: the consenting visitor’s details, the others a number and 未同意共享 only, a formula tag shown as text; audit-logged', async () => {
    const before = (await auditEntries('展商线索（XLSX）')).length
    const answer = await exportAs('format=xlsx', main.token)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(answer.headers.get('cache-control')).toMatch(/no-store/)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await answer.arrayBuffer())
    const sheet = workbook.worksheets[0]
    const header = (sheet?.getRow(1).values as unknown[]).slice(1)
    expect(header.slice(0, 8)).toEqual(['登记号', '信息共享', '姓名', '单位名称', '职务', '所属行业', '手机号', '电子邮箱'])
    const rows = new Map<string, unknown[]>()
    sheet?.eachRow((row, number) => {
      if (number > 1) rows.set(String(row.getCell(1).value), (row.values as unknown[]).slice(1))
    })
    expect(rows.size).toBe(5)
    const sharing = rows.get(visitors.sharing.registrationNumber) ?? []
    expect(sharing.slice(1, 8)).toEqual([
      '已同意',
      '王共享',
      '中核共享有限公司',
      '采购经理',
      expect.any(String),
      visitors.sharing.mobile,
      'share@visitor.example',
    ])
    expect(sharing).toContain('主泵')
    expect(sharing).toContain('要报价')
    expect(sharing).toContain(2)
    expect(sharing.at(-1)).toMatch(/展位小李/)
    for (const name of ['private', 'withdrawn', 'left'] as const) {
      const row = rows.get(visitors[name].registrationNumber) ?? []
      expect(row[1]).toBe('未同意共享')
      const text = JSON.stringify(row)
      for (const secret of [visitors[name].name, visitors[name].company, visitors[name].mobile, '13900000000', '私下'])
        expect(text).not.toContain(secret)
    }
    const formula = rows.get(visitors.formula.registrationNumber) ?? []
    expect(formula).toContain(`'=HYPERLINK("http://x.cn")`)
    expect(formula).toContain("'+公式公司")
    sheet?.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)))
    // Another exhibitor's lead is not in the file.
    expect(rows.has(visitors.other.registrationNumber)).toBe(false)
    const entries = await auditEntries('展商线索（XLSX）')
    expect(entries).toHaveLength(before + 1)
    expect(entries[0]?.detail).toContain('5 条')
    expect(entries[0]?.userEmail).toBe(main.email)
  })

  it('L5 the CSV: UTF-8 with a byte-order mark, every field quoted, formulas defused, nothing of a visitor who does not share', async () => {
    const before = (await auditEntries('展商线索（CSV）')).length
    const answer = await exportAs('format=csv', main.token)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text).toContain('"登记号","信息共享","姓名","单位名称"')
    expect(text).toContain('"王共享","中核共享有限公司","采购经理"')
    expect(text).toContain(`"'=HYPERLINK(""http://x.cn"")"`)
    expect(text).not.toMatch(/(^|,)"[=+@-]/m)
    for (const secret of ['赵保密', '保密研究院', '钱撤回', '撤回公司', '周离开', '离开公司', '13900000000', visitors.private.mobile])
      expect(text).not.toContain(secret)
    expect(text.match(/"未同意共享"/g)).toHaveLength(3)
    expect(text.trim().split('\r\n')).toHaveLength(1 + 5)
    expect(await auditEntries('展商线索（CSV）')).toHaveLength(before + 1)
  })

  it('L5 the vCard: one UTF-8 vCard 3.0 per consenting lead, none for the others; audit-logged', async () => {
    const before = (await auditEntries('展商线索（VCF）')).length
    const answer = await exportAs('format=vcf', main.token)
    expect(answer.headers.get('content-type')).toBe('text/vcard; charset=utf-8')
    const text = Buffer.from(await answer.arrayBuffer()).toString('utf8')
    expect(text.match(/BEGIN:VCARD\r\nVERSION:3\.0\r\n/g)).toHaveLength(2)
    expect(text).toContain('FN:王共享\r\n')
    expect(text).toContain('ORG:中核共享有限公司\r\n')
    expect(text).toContain('TITLE:采购经理\r\n')
    expect(text).toContain('EMAIL;TYPE=INTERNET:share@visitor.example\r\n')
    expect(text).toContain(`NOTE:登记号：${visitors.sharing.registrationNumber}`)
    expect(text).toContain('FN:孙公式\r\n')
    for (const secret of [
      '赵保密',
      '钱撤回',
      '周离开',
      visitors.private.registrationNumber,
      visitors.withdrawn.registrationNumber,
      visitors.left.registrationNumber,
    ])
      expect(text).not.toContain(secret)
    expect(await auditEntries('展商线索（VCF）')).toHaveLength(before + 1)
  })

  it('L5 the filters reach the files: rating, tag, staff, the search among consenting visitors only', async () => {
    const numbers = async (query: string) => {
      const text = Buffer.from(await (await exportAs(`format=csv&${query}`, main.token)).arrayBuffer()).toString('utf8')
      return text
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]?.replaceAll('"', ''))
        .sort()
    }
    expect(await numbers('rating=hot')).toEqual([visitors.sharing.registrationNumber])
    expect(await numbers(`tag=${encodeURIComponent('主泵')}`)).toEqual([visitors.sharing.registrationNumber])
    expect(await numbers(`q=${encodeURIComponent('王共享')}`)).toEqual([visitors.sharing.registrationNumber])
    // A name the visitor did not share finds nothing: searching must not reveal who they are.
    expect(await numbers(`q=${encodeURIComponent('赵保密')}`)).toEqual([])
    expect(await numbers(`q=${visitors.private.registrationNumber}`)).toEqual([visitors.private.registrationNumber])
    expect(await numbers(`staff=${staff.id}`)).toHaveLength(5)
    expect(await numbers(`day=${beijingDate(new Date())}`)).toHaveLength(5)
    expect(await numbers('day=2020-01-01')).toEqual([])
    expect(await numbers(`q=${encodeURIComponent('周离开')}`)).toEqual([])
    expect(await numbers(`staff=${otherMain.id}`)).toEqual([])
    // The other exhibitor exports its own lead only.
    const theirs = Buffer.from(await (await exportAs('format=csv', otherMain.token)).arrayBuffer()).toString('utf8')
    expect(theirs).toContain('李别家')
    expect(theirs).not.toContain('王共享')
  })
})

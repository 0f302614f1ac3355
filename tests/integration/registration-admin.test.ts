import config from '@payload-config'
import ExcelJS from 'exceljs'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Role } from '@/accounts/access'
import { beijingDateTime } from '@/locales/dates'
import { registrationStats } from '@/registration/admin/stats'
import { parseRegistrationForm } from '@/registration/form'
import { readRegistrationFormSettings, type RegistrationFormSettings } from '@/registration/form-settings'
import { registerVisitors } from '@/registration/register'

import { createAccount } from '../helpers/accounts'
import { exportEntries } from '../helpers/audit-log'
import { freshAddress, rest, signIn } from '../helpers/payload-rest'

let payload: Payload
let settings: RegistrationFormSettings
const tokens = {} as Record<Role, string>
let mobiles = 0
const code = `DESK-${process.pid}`

const freshMobile = () => `135${String((process.pid % 10_000) * 1000 + (mobiles += 1)).padStart(8, '0')}`

async function register(fields: Record<string, string>) {
  const body = new URLSearchParams({
    name: '展台访客',
    mobile: freshMobile(),
    company: '示例公司',
    industry: settings.industries[0] ?? '',
    purpose: settings.purposes[0] ?? '',
    days: settings.days[0] ?? '',
    invitationCode: code,
    noticeVersion: settings.noticeVersion,
    noticeConsent: 'yes',
    ...fields,
  })
  const parsed = parseRegistrationForm(body, settings)
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems))
  const outcome = await registerVisitors(payload, parsed.registration, 'zh')
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.problems))
  return outcome
}

beforeAll(async () => {
  payload = await getPayload({ config })
  settings = await readRegistrationFormSettings(payload, 'zh')
  for (const role of ['admin', 'reviewer', 'editor', 'registrar'] as const) {
    const account = await createAccount(payload, `desk-${role}`, role)
    const { token } = await signIn(account.email, account.password, freshAddress())
    if (!token) throw new Error(`the ${role} could not sign in`)
    tokens[role] = token
  }
  await register({ name: '=HYPERLINK("http://evil.example","点我")', company: '+公式公司', shareConsent: 'yes' })
  await register({ name: '同意者', jobTitle: '@经理', shareConsent: 'yes' })
  await register({ name: '不同意者' })
  const checkedIn = await register({ name: '已入场者' })
  await payload.update({
    collection: 'registrations',
    id: checkedIn.ids[0] ?? 0,
    data: { checkedInAt: new Date().toISOString() },
    overrideAccess: true,
  })
})

/** An export as its button asks for it: the kind in the path (`kind=` in the query names another, or none). */
const exportAs = (query: string, role?: Role) => {
  const kind = new URLSearchParams(query).get('kind') ?? 'registrations'
  return rest(`/api/registrations/export/${kind}?${query}`, role ? { token: tokens[role] } : {})
}

const auditEntries = (title: string) => exportEntries(payload, title)

describe('R6 the registrations list in the admin', () => {
  it('R6 editors, reviewers and visitors get no export and no figures; the registrar and the admin do', async () => {
    expect((await exportAs('format=csv')).status).toBe(401)
    for (const role of ['editor', 'reviewer'] as const) expect((await exportAs('format=csv', role)).status, role).toBe(403)
    for (const role of ['registrar', 'admin'] as const) expect((await exportAs('format=csv', role)).status, role).toBe(200)
  })

  it('R6 the CSV: UTF-8 with a byte-order mark, Chinese headers and text intact, formulas defused, filtered by invitation code; the export is in the audit log', async () => {
    const before = (await auditEntries('观众登记（CSV）')).length
    const answer = await exportAs(`format=csv&invitationCode=${code}`, 'registrar')
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('cache-control')).toMatch(/no-store/)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="registrations-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = Buffer.from(await answer.arrayBuffer())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = bytes.toString('utf8')
    expect(text).toContain('"登记号","姓名","手机号"')
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""点我"")"`)
    expect(text).toContain('"\'+公式公司"')
    expect(text).toContain('"\'@经理"')
    expect(text).not.toMatch(/(^|,)"[=+@]/m)
    expect(text.trim().split('\r\n')).toHaveLength(1 + 4)
    // Times in Beijing time, as the admin writes them: the checked-in visitor's two times.
    const { docs } = await payload.find({
      collection: 'registrations',
      where: { name: { equals: '已入场者' }, invitationCode: { equals: code } },
      overrideAccess: true,
      depth: 0,
    })
    const visitor = docs[0]
    if (!visitor?.checkedInAt) throw new Error('the checked-in visitor is missing')
    const line = text.split('\r\n').find((each) => each.includes('"已入场者"')) ?? ''
    expect(line).toContain(`"${beijingDateTime(new Date(visitor.checkedInAt))}","${beijingDateTime(new Date(visitor.createdAt))}"`)
    const entries = await auditEntries('观众登记（CSV）')
    expect(entries).toHaveLength(before + 1)
    expect(entries[0]?.detail).toContain('4 条')
    expect(entries[0]?.userEmail).toMatch(/^desk-registrar-/)
  })

  it('R6 the XLSX opens with the same rows and defused formulas; filters by checked in', async () => {
    const answer = await exportAs(`format=xlsx&invitationCode=${code}&checkedIn=yes`, 'admin')
    expect(answer.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await answer.arrayBuffer())
    const sheet = workbook.worksheets[0]
    expect(sheet?.getRow(1).getCell(1).value).toBe('登记号')
    expect(sheet?.rowCount).toBe(2)
    expect(sheet?.getRow(2).getCell(2).value).toBe('已入场者')
    // The header in bold, the rows plain.
    expect(sheet?.getRow(1).getCell(1).font?.bold).toBe(true)
    expect(sheet?.getRow(2).getCell(2).font?.bold).toBeFalsy()
    const all = new ExcelJS.Workbook()
    await all.xlsx.load(await (await exportAs(`format=xlsx&invitationCode=${code}`, 'admin')).arrayBuffer())
    const names = all.worksheets[0]?.getColumn(2).values.slice(2) ?? []
    expect(names).toContain(`'=HYPERLINK("http://evil.example","点我")`)
    // Text cells, never formulas.
    all.worksheets[0]?.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)))
  })

  it('R6 R2 the exhibitors export holds only visitors who consented to sharing, and only what the consent names', async () => {
    const before = (await auditEntries('向展商提供')).length
    const answer = await exportAs(`format=csv&kind=exhibitors&invitationCode=${code}`, 'registrar')
    const text = await answer.text()
    expect(text).toContain('同意者')
    expect(text).toContain('HYPERLINK')
    expect(text).not.toContain('不同意者')
    expect(text).not.toContain('已入场者')
    // (text() drops the byte-order mark; the CSV test reads the bytes.)
    expect(text.split('\r\n')[0]).toBe('"姓名","单位名称","职务","手机号","电子邮箱","所属行业"')
    expect(text).not.toMatch(/[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/)
    expect(await auditEntries('向展商提供')).toHaveLength(before + 1)
  })

  it('R6 bad export parameters are a 400 with a message, and record nothing', async () => {
    const before = (await auditEntries('观众登记')).length
    for (const query of ['format=pdf', 'kind=everyone', 'day=tomorrow', 'checkedIn=maybe']) {
      const answer = await exportAs(query, 'registrar')
      expect(answer.status, query).toBe(400)
      const body = (await answer.json()) as { errors: { message: string }[] }
      expect(body.errors[0]?.message, query).toBeTruthy()
    }
    expect(await auditEntries('观众登记')).toHaveLength(before)
  })

  it('J2 an export that does not say its kind in the path is refused, never defaulted to everything', async () => {
    const before = (await auditEntries('观众登记')).length
    for (const path of [
      '/api/registrations/export?format=xlsx',
      '/api/registrations/export?format=xlsx&kind=exhibitors',
      '/api/registrations/export/exhibitors?format=csv&kind=registrations',
    ]) {
      const answer = await rest(path, { token: tokens.registrar })
      expect(answer.status, path).toBe(400)
      expect(((await answer.json()) as { errors: { message: string }[] }).errors[0]?.message, path).toContain('请指明导出哪一种')
    }
    expect(await auditEntries('观众登记')).toHaveLength(before)
  })

  it('R6 the figures count per day, industry and invitation code, and who checked in', async () => {
    const stats = await registrationStats(payload)
    const byCode = stats.byCode.find((count) => count.key === code)
    expect(byCode).toEqual({ key: code, registered: 4, waitlisted: 0, checkedIn: 1 })
    expect(stats.byDay.find((count) => count.key === settings.days[0])?.registered).toBeGreaterThanOrEqual(4)
    expect(stats.byIndustry.find((count) => count.key === settings.industries[0])?.registered).toBeGreaterThanOrEqual(4)
  })

  it('B4 J4 the figures count an invitation code typed in another case before codes were normalised with its canonical code, on SQLite and Postgres', async () => {
    const canonical = `OLDCASE-${process.pid}`
    for (const typed of [canonical, canonical.toLowerCase(), `Oldcase-${process.pid}`]) await register({ invitationCode: typed })
    const stats = await registrationStats(payload)
    expect(stats.byCode.filter((count) => count.key.toUpperCase() === canonical)).toEqual([
      { key: canonical, registered: 3, waitlisted: 0, checkedIn: 0 },
    ])
  })

  it('R6 the list searches by name and filters by day, industry, code and checked in, for the registrar only', async () => {
    const search = await rest(`/api/registrations?where[or][0][name][like]=同意者&where[invitationCode][equals]=${code}`, {
      token: tokens.registrar,
    })
    expect(((await search.json()) as { totalDocs: number }).totalDocs).toBe(2)
    const filtered = await rest(
      `/api/registrations?where[days][in]=${settings.days[0]}&where[industry][equals]=${settings.industries[0]}&where[invitationCode][equals]=${code}&where[checkedInAt][exists]=true`,
      { token: tokens.registrar },
    )
    expect(((await filtered.json()) as { docs: { name: string }[] }).docs.map((doc) => doc.name)).toEqual(['已入场者'])
    expect((await rest(`/api/registrations?where[invitationCode][equals]=${code}`, { token: tokens.editor })).status).toBe(403)
  })
})

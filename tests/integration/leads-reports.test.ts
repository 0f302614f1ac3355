import config from '@payload-config'
import ExcelJS from 'exceljs'
import { getPayload, type Payload } from 'payload'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { leadsPortalText } from '@/leads/portal/text'
import { leadCountsPerExhibitor, leadFigures } from '@/leads/reports/figures'
import { FiguresView } from '@/leads/reports/FiguresView'
import { LeadCounts } from '@/leads/reports/LeadCounts'
import { beijingDate, beijingHour } from '@/locales/dates'
import type { Registration, RegistrationSetting } from '@/payload-types'

import { createAccount } from '../helpers/accounts'
import { createExhibitor, scanBadge, syncScans } from '../helpers/booth-leads'
import { createVisitor } from '../helpers/checkin'
import { exhibitorAccount } from '../helpers/leads'
import { rest, restJson } from '../helpers/payload-rest'

type Account = { id: number; email: string; token: string }

let payload: Payload
let exhibitor: number
let other: number
let main: Account
let first: Account
let second: Account
let savedSettings: RegistrationSetting
const visitors: Registration[] = []
/** Two earlier moments of the last day, two hours apart, and now (the scans' times). */
const earlier = new Date(Date.now() - 5 * 3_600_000)
const later = new Date(Date.now() - 3 * 3_600_000)

const setShowDays = (days: string[]) =>
  payload.updateGlobal({
    slug: 'registration-settings',
    data: { showDays: days.map((day) => ({ date: new Date(`${day}T00:00:00+08:00`).toISOString() })) },
    overrideAccess: true,
  })

beforeAll(async () => {
  payload = await getPayload({ config })
  savedSettings = await payload.findGlobal({ slug: 'registration-settings', overrideAccess: true })
  exhibitor = await createExhibitor(payload, 'L6 报告展商')
  other = await createExhibitor(payload, 'L6 另一展商')
  main = await exhibitorAccount(payload, exhibitor, 'main', '主账号')
  first = await exhibitorAccount(payload, exhibitor, 'staff', '展位甲')
  second = await exhibitorAccount(payload, exhibitor, 'staff', '展位乙')
  const theirs = await exhibitorAccount(payload, other, 'main', '别家')
  for (let index = 0; index < 4; index += 1)
    visitors.push(await createVisitor(payload, { name: `报告观众${index}`, shareWithExhibitors: index < 3, industry: 'nuclear-power' }))
  const [a, b, c, d] = visitors as [Registration, Registration, Registration, Registration]
  // Offline at two earlier hours (the first staff member), online now (the second); one visitor met twice.
  const synced = await syncScans(first.token, [
    { visitor: a, at: earlier },
    { visitor: b, at: earlier },
    { visitor: c, at: later },
  ])
  expect(synced.status, JSON.stringify(synced.body)).toBe(200)
  expect((await scanBadge(second.token, d)).status).toBe(200)
  expect((await scanBadge(second.token, a)).body.visit).toBe('again')
  expect((await scanBadge(theirs.token, a)).status).toBe(200)
  const { docs } = await payload.find({ collection: 'leads', where: { exhibitor: { equals: exhibitor } }, overrideAccess: true, depth: 0 })
  const leadOf = (visitor: Registration) => docs.find((lead) => lead.registrationNumber === visitor.registrationNumber)?.id
  for (const [visitor, rating] of [
    [a, 'hot'],
    [b, 'hot'],
    [c, 'warm'],
  ] as const)
    expect((await restJson(`/api/leads/${leadOf(visitor)}`, { token: main.token, method: 'PATCH', body: { rating } })).status).toBe(200)
})

afterAll(async () => {
  await payload?.updateGlobal({ slug: 'registration-settings', data: { showDays: savedSettings.showDays }, overrideAccess: true })
})

describe('L6 the exhibitor’s figures and the organiser’s counts', () => {
  it('L6 the figures are counted per day, per hour, per industry (consenting visitors only), per rating and per staff member', async () => {
    const figures = await leadFigures(payload, exhibitor)
    expect({ leads: figures.leads, scans: figures.scans, consented: figures.consented }).toEqual({ leads: 4, scans: 5, consented: 3 })
    expect(figures.perDay.reduce((sum, day) => sum + day.scans, 0)).toBe(5)
    expect(figures.perDay.reduce((sum, day) => sum + day.newLeads, 0)).toBe(4)
    expect(figures.perDay.at(-1)?.day).toBe(beijingDate(new Date()))
    const hours = new Map(figures.perHour.map((one) => [one.hour, one.scans]))
    expect(hours.get(beijingHour(earlier))).toBe(2)
    expect(hours.get(beijingHour(later))).toBe(1)
    expect(hours.get(beijingHour(new Date()))).toBe(2)
    expect(figures.byIndustry).toEqual([
      { industry: 'nuclear-power', leads: 3 },
      { industry: null, leads: 1 },
    ])
    expect(figures.byRating).toEqual([
      { rating: 'hot', leads: 2 },
      { rating: 'warm', leads: 1 },
      { rating: 'cold', leads: 0 },
      { rating: null, leads: 1 },
    ])
    expect(figures.perStaff.map(({ name, scans, leads }) => ({ name, scans, leads }))).toEqual([
      { name: '展位甲', scans: 3, leads: 3 },
      { name: '展位乙', scans: 2, leads: 2 },
    ])
  })

  it('L6 the dashboard draws each figure as an inline SVG chart, and a visitor who does not share is counted, not named', async () => {
    const figures = await leadFigures(payload, exhibitor)
    const text = leadsPortalText('zh')
    const html = renderToStaticMarkup(
      createElement(FiguresView, {
        figures,
        text: text.dashboard,
        ratings: text.ratings,
        industries: new Map([['nuclear-power', '核电']]),
      }),
    )
    expect(html.match(/<svg/g)).toHaveLength(5)
    expect(html).toContain('aria-label="每日扫描"')
    expect(html).toContain('核电')
    expect(html).toContain('未同意共享')
    expect(html).toContain('展位甲')
    expect(html).not.toContain('报告观众3')
  })

  it('L6 the organiser sees leads and scans per exhibitor, counts only, beside the check-in figures (管理员 and 报名管理员)', async () => {
    const counts = await leadCountsPerExhibitor(payload)
    expect(counts.find((count) => count.exhibitor === exhibitor)).toMatchObject({ leads: 4, scans: 5 })
    expect(counts.find((count) => count.exhibitor === other)).toMatchObject({ leads: 1, scans: 1 })
    const registrar = await createAccount(payload, 'l6-registrar', 'registrar')
    const editor = await createAccount(payload, 'l6-editor', 'editor')
    const user = (account: { id: number }) => payload.findByID({ collection: 'users', id: account.id, overrideAccess: true })
    const html = renderToStaticMarkup(await LeadCounts({ payload, user: { ...(await user(registrar)), collection: 'users' } }))
    expect(html).toContain('展商线索')
    expect(html).not.toContain('报告观众')
    expect(await LeadCounts({ payload, user: { ...(await user(editor)), collection: 'users' } })).toBeNull()
  })
})

describe('L6 the 观众数据报告', () => {
  it('L6 before the show’s last day is over the report’s file is refused with the day; after it, an XLSX of its figures, audit-logged', async () => {
    const today = beijingDate(new Date())
    const yesterday = beijingDate(new Date(Date.now() - 86_400_000))
    await setShowDays([today])
    const early = await rest('/api/leads-portal/report', { token: main.token })
    expect(early.status).toBe(409)
    expect(JSON.stringify(await early.json())).toContain(today)
    expect((await rest('/api/leads-portal/report', { token: first.token })).status).toBe(403)
    expect((await rest('/api/leads-portal/report')).status).toBe(401)

    await setShowDays([yesterday])
    const answer = await rest('/api/leads-portal/report', { token: main.token })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-report-\d{4}-\d{2}-\d{2}\.xlsx"$/)
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(await answer.arrayBuffer())
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['概览', '每日', '各时段', '行业', '评级', '展位人员'])
    const summary = new Map<string, unknown>()
    workbook.getWorksheet('概览')?.eachRow((row) => summary.set(String(row.getCell(1).value), row.getCell(2).value))
    expect(summary.get('观众（线索）')).toBe(4)
    expect(summary.get('扫描次数')).toBe(5)
    expect(summary.get('其中同意共享信息')).toBe(3)
    expect(summary.has('通过邀请码登记的观众')).toBe(true)
    const staffRows: unknown[][] = []
    workbook.getWorksheet('展位人员')?.eachRow((row, number) => number > 1 && staffRows.push((row.values as unknown[]).slice(1)))
    expect(staffRows).toEqual([
      ['展位甲', 3, 3],
      ['展位乙', 2, 2],
    ])
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'export' } }, { title: { contains: '观众数据报告' } }] },
      overrideAccess: true,
    })
    expect(docs.some((entry) => entry.userEmail === main.email)).toBe(true)
  })
})

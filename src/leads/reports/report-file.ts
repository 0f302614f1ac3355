import type { PayloadHandler } from 'payload'

import { recordAudit } from '@/audit-log/record'
import { beijingDate, beijingDateTime } from '@/locales/dates'
import { leadsAccountOf } from '@/leads/access'
import { LEADS_SLUG } from '@/leads/slugs'
import { leadsPortalText } from '@/leads/portal/text'

import { readLeadsReport } from './report'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * L6 GET /api/leads-portal/report: the 观众数据报告 as a file: its figures in an XLSX, a sheet a
 * table (the page prints the charts; a spreadsheet lets the exhibitor keep and redraw the
 * figures). The main account of an exhibitor only, after the show's last day; counts only, no
 * visitor; audit-logged like the exports.
 */
export const downloadLeadsReport: PayloadHandler = async (req) => {
  const account = leadsAccountOf(req.user)
  if (!account) return refuse(req.user ? 403 : 401, '请先以展商主账号登录展商中心')
  if (account.staffOnly) return refuse(403, '展位人员账号只能在 /leads 扫码；报告由展商主账号下载')
  const report = await readLeadsReport(req.payload, account.exhibitor, 'zh')
  const text = leadsPortalText('zh')
  if (!report.ready) {
    const last = report.showDays.at(-1)
    return refuse(409, last ? text.report.before(last) : text.report.noDays)
  }
  const { default: ExcelJS } = await import('exceljs')
  const workbook = new ExcelJS.Workbook()
  const sheet = (name: string, header: string[], rows: (string | number)[][]) => {
    const one = workbook.addWorksheet(name)
    one.columns = header.map(() => ({ width: 22 }))
    one.addRow(header).font = { bold: true }
    for (const row of rows) one.addRow(row)
  }
  const { figures, invitations } = report
  const words = text.dashboard
  sheet(
    text.report.summary,
    ['项目', '数值'],
    [
      ['展商', report.company],
      ['展期', `${report.showDays[0] ?? ''} 至 ${report.showDays.at(-1) ?? ''}`],
      ['生成时间（北京时间）', beijingDateTime(report.generatedAt)],
      [words.leads, figures.leads],
      [words.scans, figures.scans],
      [words.consented, figures.consented],
      [text.report.code, invitations.code],
      [text.report.registered, invitations.registered],
      [text.report.checkedIn, invitations.checkedIn],
      [text.report.sharingCount, invitations.sharing],
    ],
  )
  sheet(
    '每日',
    ['日期', '扫描次数', '新观众'],
    figures.perDay.map((day) => [day.day, day.scans, day.newLeads]),
  )
  sheet(
    '各时段',
    ['时段（北京时间）', '扫描次数'],
    figures.perHour.map((one) => [`${one.hour}:00–${one.hour + 1}:00`, one.scans]),
  )
  sheet(
    '行业',
    ['行业', '观众'],
    figures.byIndustry.map((row) => [
      row.industry === null ? words.notShared : (report.industries.get(row.industry) ?? row.industry),
      row.leads,
    ]),
  )
  sheet(
    '评级',
    ['评级', '观众'],
    figures.byRating.map((row) => [text.ratings[row.rating ?? 'none'] ?? '', row.leads]),
  )
  sheet(
    '展位人员',
    ['展位人员', '扫描次数', '观众'],
    figures.perStaff.map((row) => [row.name, row.scans, row.leads]),
  )
  await recordAudit(req, {
    action: 'export',
    collection: LEADS_SLUG,
    title: `观众数据报告（XLSX）：${report.company}`.slice(0, 300),
    detail: `${figures.leads} 位观众；${figures.scans} 次扫描`,
  })
  const body = Buffer.from(await workbook.xlsx.writeBuffer())
  return new Response(body, {
    headers: {
      'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'Content-Disposition': `attachment; filename="leads-report-${beijingDate(report.generatedAt)}.xlsx"`,
      'Cache-Control': 'no-store, private',
    },
  })
}

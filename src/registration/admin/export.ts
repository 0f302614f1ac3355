import { once } from 'node:events'
import { PassThrough, Readable } from 'node:stream'

import type { PayloadHandler, PayloadRequest, Where } from 'payload'

import { beijingDate } from '@/locales/dates'
import { defuseFormula, toCsv } from '@/audit-log/csv'
import { recordAudit } from '@/audit-log/record'
import { isRegistrationStaff } from '@/accounts/access'
import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from '../slugs'
import { readRegistrationFormSettings } from '../form-settings'

const STATUS_WORDS: Record<Registration['status'], string> = {
  registered: '已登记',
  waitlisted: '候补中',
  revoked: '已撤销',
  cancelled: '已取消',
}
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** R6: what one export holds: every registration (for the organiser), or the consenting visitors (for exhibitors). */
export type ExportKind = 'registrations' | 'exhibitors'
/** The fields the columns read: only these are read from the database (Z4). */
const EXPORTED = {
  registrationNumber: true,
  name: true,
  mobile: true,
  email: true,
  company: true,
  jobTitle: true,
  industry: true,
  purpose: true,
  days: true,
  invitationCode: true,
  groupId: true,
  status: true,
  shareWithExhibitors: true,
  checkedInAt: true,
  createdAt: true,
} as const satisfies Partial<Record<keyof Registration, true>>
type ExportedRegistration = Pick<Registration, 'id' | keyof typeof EXPORTED>
type Column = { header: string; value: (registration: ExportedRegistration, labels: Labels) => string | number | null | undefined }
type Labels = { industry: Map<string, string>; purpose: Map<string, string> }

/** Beijing keeps UTC+8 all year: a row's two times by arithmetic, not by a time-zone lookup each (beijingDateTime's form). */
const BEIJING_OFFSET_MS = 8 * 60 * 60 * 1000
const time = (iso: string | null | undefined) =>
  iso ? new Date(new Date(iso).getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ') : ''

const COLUMNS: Record<ExportKind, Column[]> = {
  registrations: [
    { header: '登记号', value: (r) => r.registrationNumber },
    { header: '姓名', value: (r) => r.name },
    { header: '手机号', value: (r) => r.mobile },
    { header: '电子邮箱', value: (r) => r.email },
    { header: '单位名称', value: (r) => r.company },
    { header: '职务', value: (r) => r.jobTitle },
    { header: '所属行业', value: (r, labels) => labels.industry.get(r.industry) ?? r.industry },
    { header: '参观目的', value: (r, labels) => labels.purpose.get(r.purpose) ?? r.purpose },
    { header: '参观日期', value: (r) => r.days.join('、') },
    { header: '邀请码', value: (r) => r.invitationCode },
    { header: '团体登记', value: (r) => (r.groupId ? '是' : '') },
    { header: '状态', value: (r) => STATUS_WORDS[r.status] },
    { header: '同意向展商提供', value: (r) => (r.shareWithExhibitors ? '是' : '否') },
    { header: '入场时间（北京时间）', value: (r) => time(r.checkedInAt) },
    { header: '登记时间（北京时间）', value: (r) => time(r.createdAt) },
  ],
  // What the sharing consent names (src/registration/ui/text.ts): name, company, job title, contact details; and the trade.
  exhibitors: [
    { header: '姓名', value: (r) => r.name },
    { header: '单位名称', value: (r) => r.company },
    { header: '职务', value: (r) => r.jobTitle },
    { header: '手机号', value: (r) => r.mobile },
    { header: '电子邮箱', value: (r) => r.email },
    { header: '所属行业', value: (r, labels) => labels.industry.get(r.industry) ?? r.industry },
  ],
}

/** The registrations list's filters, from the export's query: day, industry, purpose, invitation code, checked in or not. */
function listFilters(query: URLSearchParams): Where[] | string {
  const where: Where[] = []
  const day = query.get('day')
  if (day) {
    if (!DAY.test(day)) return `日期格式应为 YYYY-MM-DD：${day.slice(0, 20)}`
    where.push({ days: { in: [day] } })
  }
  for (const name of ['industry', 'purpose'] as const) {
    const code = query.get(name)
    if (code) where.push({ [name]: { equals: code.slice(0, 40) } })
  }
  const code = query.get('invitationCode')
  if (code) where.push({ invitationCode: { equals: code.slice(0, 40) } })
  const checkedIn = query.get('checkedIn')
  if (checkedIn === 'yes') where.push({ checkedInAt: { exists: true } })
  else if (checkedIn === 'no') where.push({ checkedInAt: { exists: false } })
  else if (checkedIn) return 'checkedIn 只能是 yes 或 no'
  return where
}

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** Z4: rows are read and written a page at a time: the file streams out, memory stays flat whatever the number. */
const PAGE_SIZE = 200
const MOST_PAUSE_MS = 200

/** A spreadsheet's rows, a page at a time (the leads' exports write theirs through the same streams). */
export type Cell = string | number
export type ExportRows = { header: string[]; total: number; pages: () => AsyncGenerator<Cell[][]> }

async function rowsFor(req: PayloadRequest, kind: ExportKind, filters: Where[]): Promise<ExportRows> {
  const where: Where[] = [...filters, { anonymisedAt: { exists: false } }]
  // R2, R6: exhibitors get only visitors who agreed to it, and still agree (a withdrawal clears it).
  if (kind === 'exhibitors') where.push({ shareWithExhibitors: { equals: true } }, { status: { equals: 'registered' } })
  const settings = await readRegistrationFormSettings(req.payload, 'zh')
  const labels: Labels = {
    industry: new Map(settings.industryChoices.map((choice) => [choice.value, choice.label])),
    purpose: new Map(settings.purposeChoices.map((choice) => [choice.value, choice.label])),
  }
  const columns = COLUMNS[kind]
  const { totalDocs } = await req.payload.count({ collection: REGISTRATIONS_SLUG, where: { and: where }, overrideAccess: true, req })
  // In creation order, each page after the last row of the previous one (a registration made
  // during the export neither shifts a page nor appears twice).
  async function* pages(): AsyncGenerator<Cell[][]> {
    let last: { createdAt: string; id: number } | null = null
    let started = performance.now()
    for (;;) {
      const after: Where[] = last
        ? [
            {
              or: [
                { createdAt: { greater_than: last.createdAt } },
                { and: [{ createdAt: { equals: last.createdAt } }, { id: { greater_than: last.id } }] },
              ],
            },
          ]
        : []
      // Past the Local API's find: registrations have no afterRead hook, and find's per-row field
      // traversal was most of an export's time on the thread that also answers the site.
      const { docs } = (await req.payload.db.find({
        collection: REGISTRATIONS_SLUG,
        where: { and: [...where, ...after] },
        sort: ['createdAt', 'id'],
        limit: PAGE_SIZE,
        pagination: false,
        select: EXPORTED,
        req,
      })) as { docs: ExportedRegistration[] }
      if (docs.length > 0) yield docs.map((registration) => columns.map((column) => column.value(registration, labels) ?? ''))
      const end = docs.at(-1)
      if (!end || docs.length < PAGE_SIZE) return
      last = { createdAt: end.createdAt, id: end.id }
      // The site's other requests are answered between two pages, for as long as the page held the
      // thread (its read and its writing): an export takes at most about half of the one thread.
      const held = Math.min(performance.now() - started, MOST_PAUSE_MS)
      await new Promise((resolve) => setTimeout(resolve, held))
      started = performance.now()
    }
  }
  return { header: columns.map((column) => column.header), total: totalDocs, pages }
}

/** The CSV, a page of rows at a time: the same bytes as `toCsv` of all of them (its BOM once, at the start). */
export function csvStream({ header, pages }: ExportRows): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const rows = pages()
  let started = false
  return new ReadableStream({
    async pull(controller) {
      if (!started) {
        started = true
        return controller.enqueue(encoder.encode(toCsv([header])))
      }
      const next = await rows.next()
      if (next.done) return controller.close()
      controller.enqueue(encoder.encode(toCsv(next.value).slice(1)))
    },
    async cancel() {
      await rows.return(undefined)
    },
  })
}

/** The XLSX through exceljs's streaming writer: each page's rows committed (written out) before the next is read. */
export async function xlsxStream(sheetName: string, { header, pages }: ExportRows): Promise<ReadableStream<Uint8Array>> {
  // Loaded when a spreadsheet is asked for, from node_modules (next.config.ts: serverExternalPackages):
  // bundled, each server bundle that reaches the collections kept its own copy in memory (bench/RESULTS.md).
  const { default: ExcelJS } = await import('exceljs')
  const out = new PassThrough()
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false })
  const sheet = workbook.addWorksheet(sheetName)
  sheet.columns = header.map(() => ({ width: 18 }))
  const PLAIN = {}
  const headerRow = sheet.addRow(header)
  headerRow.font = { bold: true }
  headerRow.commit()
  const write = async () => {
    for await (const rows of pages()) {
      // In the XLSX as in the CSV: a cell that begins like a formula is shown, never evaluated.
      for (const row of rows) {
        const added = sheet.addRow(row.map((cell) => (typeof cell === 'string' ? defuseFormula(cell) : cell)))
        // One style object for every plain cell: exceljs looks a style up by identity, else renders it to compare.
        added.eachCell((cell) => {
          cell.style = PLAIN
        })
        added.commit()
      }
      if (out.writableNeedDrain) await once(out, 'drain')
    }
    sheet.commit()
    await workbook.commit()
  }
  write().catch((error: unknown) => out.destroy(new Error(`the export ${sheetName} failed while writing`, { cause: error })))
  return Readable.toWeb(out) as ReadableStream<Uint8Array>
}

/**
 * R6 GET /api/registrations/export/<kind>?format=csv|xlsx (and the list's filters), kind
 * `registrations` or `exhibitors`: the registrations as a spreadsheet, for 管理员 and 报名管理员
 * only, each export recorded in the audit log. The kind is in the path, never defaulted: a GET
 * form replaces its action's query with its fields, so a kind there could silently go missing
 * and turn the exhibitors' list into everyone's (J2). CSV is UTF-8 with a byte-order mark (Excel and WPS show the Chinese
 * intact); in both, a cell that begins like a formula is shown as text. Anonymised registrations
 * hold nothing to export.
 */
export const exportRegistrations: PayloadHandler = async (req) => {
  if (!isRegistrationStaff(req.user)) return refuse(req.user ? 403 : 401, '只有管理员和报名管理员可以导出观众登记')
  const query = new URL(req.url ?? '', 'http://local').searchParams
  const format = query.get('format') ?? 'csv'
  const kind = String(req.routeParams?.kind ?? '') as ExportKind
  if (!Object.hasOwn(COLUMNS, kind) || (query.has('kind') && query.get('kind') !== kind))
    return refuse(400, '请指明导出哪一种：/api/registrations/export/registrations 或 /api/registrations/export/exhibitors')
  if (format !== 'csv' && format !== 'xlsx') return refuse(400, 'format 只能是 csv 或 xlsx')
  const filters = listFilters(query)
  if (typeof filters === 'string') return refuse(400, filters)
  const rows = await rowsFor(req, kind, filters)
  const title = kind === 'exhibitors' ? '观众登记（向展商提供，仅同意共享者）' : '观众登记'
  const filterWords = ['day', 'industry', 'purpose', 'invitationCode', 'checkedIn'].flatMap((name) =>
    query.get(name) ? [`${name}=${query.get(name)}`] : [],
  )
  await recordAudit(req, {
    action: 'export',
    collection: REGISTRATIONS_SLUG,
    title: `${title}（${format.toUpperCase()}）`,
    detail: [`${rows.total} 条`, ...filterWords].join('；'),
  })
  const name = `${kind}-${beijingDate(new Date())}.${format}`
  const headers = { 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store, private' }
  if (format === 'csv') return new Response(csvStream(rows), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
  return new Response(await xlsxStream(kind === 'exhibitors' ? '展商' : '观众登记', rows), {
    headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  })
}

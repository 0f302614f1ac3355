import type { Endpoint, PayloadRequest } from 'payload'

import { recordAudit } from '@/audit-log/record'
import { beijingDate } from '@/locales/dates'
import { leadsAccountOf, type LeadsAccount } from '@/leads/access'
import { type LeadFilters, readLeads } from '@/leads/read'
import { LEADS_SLUG } from '@/leads/slugs'
import { leadFilterParams, parseLeadFilters } from '@/leads/portal/filters'
import { readRegistrationFormSettings } from '@/registration/form-settings'
import { type Cell, csvStream, type ExportRows, xlsxStream } from '@/registration/admin/export'

import { type ExportLabels, leadCard, leadHeader, leadRow } from './rows'
import { vCard } from './vcard'
import { downloadLeadsReport } from '../reports/report-file'

const FORMATS = ['xlsx', 'csv', 'vcf'] as const
type Format = (typeof FORMATS)[number]

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

async function exportLabels(req: PayloadRequest): Promise<ExportLabels> {
  const [settings, questions] = await Promise.all([
    readRegistrationFormSettings(req.payload, 'zh'),
    req.payload.findGlobal({ slug: 'leads-settings', locale: 'zh', depth: 0, overrideAccess: true }),
  ])
  return {
    industry: new Map(settings.industryChoices.map((choice) => [choice.value, choice.label])),
    questions: (questions.questions ?? []).map((question) => ({ key: question.key, label: question.label ?? question.key })),
  }
}

/** The account's leads under the filters, a page at a time, each through leadDetails (readLeads). */
async function leadPages(req: PayloadRequest, account: LeadsAccount, filters: LeadFilters) {
  const first = await readLeads(req.payload, account, filters, 1)
  // The file streams out a page at a time: memory stays flat whatever the number of leads.
  async function* pages() {
    let page = first
    for (let number = 1; ; number += 1) {
      if (page.leads.length > 0) yield page.leads
      if (number >= page.totalPages) return
      // The site's other requests are answered between two pages.
      await new Promise((resolve) => setImmediate(resolve))
      page = await readLeads(req.payload, account, filters, number + 1)
    }
  }
  return { total: first.totalDocs, pages }
}

/** The vCard file, a page of cards at a time (UTF-8: vCard 3.0 names no other charset here). */
function vcardStream(pages: () => AsyncGenerator<string[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder()
  const cards = pages()
  return new ReadableStream({
    async pull(controller) {
      const next = await cards.next()
      if (next.done) return controller.close()
      controller.enqueue(encoder.encode(next.value.join('')))
    },
    async cancel() {
      await cards.return(undefined)
    },
  })
}

/**
 * L5 GET /api/leads-portal/export?format=xlsx|csv|vcf (and the leads page's filters): the
 * exhibitor's leads as a file, for its main account only. Every visitor's details through
 * leadDetails: a visitor who does not share is a number and 未同意共享 in the spreadsheets and no
 * card in the vCard. CSV is UTF-8 with a byte-order mark; in both spreadsheets a cell that begins
 * like a formula is shown as text (the registrations export's writers). Each export is
 * recorded in the audit log.
 */
async function exportLeads(req: PayloadRequest): Promise<Response> {
  const account = leadsAccountOf(req.user)
  if (!account) return refuse(req.user ? 403 : 401, '请先以展商主账号登录展商中心')
  if (account.staffOnly) return refuse(403, '展位人员账号只能在 /leads 扫码；线索由展商主账号导出')
  const query = new URL(req.url ?? '', 'http://local').searchParams
  const format = (query.get('format') ?? 'xlsx') as Format
  if (!FORMATS.includes(format)) return refuse(400, 'format 只能是 xlsx、csv 或 vcf')
  const filters = parseLeadFilters(query)
  if (typeof filters === 'string') return refuse(400, filters)
  const [labels, leads] = await Promise.all([exportLabels(req), leadPages(req, account, filters)])
  const filterWords = Object.entries(leadFilterParams(filters)).map(([name, value]) => `${name}=${value}`)
  await recordAudit(req, {
    action: 'export',
    collection: LEADS_SLUG,
    title: `展商线索（${format.toUpperCase()}）`,
    detail: [`${leads.total} 条`, ...filterWords].join('；'),
  })
  const name = `leads-${beijingDate(new Date())}.${format}`
  const headers = { 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store, private' }
  if (format === 'vcf') {
    async function* cards() {
      for await (const page of leads.pages())
        yield page.flatMap((lead) => [leadCard(lead, labels)].filter((card) => card !== null).map(vCard))
    }
    return new Response(vcardStream(cards), { headers: { ...headers, 'Content-Type': 'text/vcard; charset=utf-8' } })
  }
  const rows: ExportRows = {
    header: leadHeader(labels),
    total: leads.total,
    pages: async function* (): AsyncGenerator<Cell[][]> {
      for await (const page of leads.pages()) yield page.map((lead) => leadRow(lead, labels))
    },
  }
  if (format === 'csv') return new Response(csvStream(rows), { headers: { ...headers, 'Content-Type': 'text/csv; charset=utf-8' } })
  return new Response(await xlsxStream('展商线索', rows), {
    headers: { ...headers, 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  })
}

/** L5, L6: the portal's files: the leads' exports and the report's figures. */
export const leadsPortalEndpoints: Endpoint[] = [
  { path: '/leads-portal/export', method: 'get', handler: exportLeads },
  { path: '/leads-portal/report', method: 'get', handler: downloadLeadsReport },
]

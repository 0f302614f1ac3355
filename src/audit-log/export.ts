import type { PayloadHandler, Where } from 'payload'

import { beijingDate } from '@/locales/dates'
import { isAdminUser } from '@/accounts/access'

import { AUDIT_ACTIONS, AUDIT_LOG_SLUG, type AuditAction } from './actions'
import { contentTypeLabel } from './content-type'
import { toCsv } from './csv'
import { recordAudit } from './record'

/** At most this many entries per export: 180 days of a busy editorial team fit many times. */
const EXPORT_LIMIT = 100_000
const DAY = /^\d{4}-\d{2}-\d{2}$/

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/** `?from=2026-11-01&to=2026-11-30` (dates, both optional and inclusive, in China's time zone). */
function period(searchParams: URLSearchParams): Where[] | string {
  const where: Where[] = []
  for (const [name, operator, time] of [
    ['from', 'greater_than_equal', 'T00:00:00+08:00'],
    ['to', 'less_than_equal', 'T23:59:59.999+08:00'],
  ] as const) {
    const value = searchParams.get(name)
    if (!value) continue
    const date = new Date(`${value}${time}`)
    if (!DAY.test(value) || Number.isNaN(date.getTime())) return `日期格式应为 YYYY-MM-DD：${value}`
    where.push({ createdAt: { [operator]: date.toISOString() } })
  }
  return where
}

const shanghaiTime = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
})

/** E6: GET /api/audit-log/export.csv, admins only; the export itself is recorded. */
export const exportAuditLog: PayloadHandler = async (req) => {
  if (!isAdminUser(req.user)) return refuse(req.user ? 403 : 401, '只有管理员可以导出审计日志')
  const where = period(new URL(req.url ?? '', 'http://local').searchParams)
  if (typeof where === 'string') return refuse(400, where)
  const { docs } = await req.payload.find({
    collection: AUDIT_LOG_SLUG,
    where: where.length ? { and: where } : {},
    sort: '-createdAt',
    limit: EXPORT_LIMIT,
    pagination: false,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const rows = docs.map((entry) => [
    shanghaiTime.format(new Date(entry.createdAt)),
    AUDIT_ACTIONS[entry.action as AuditAction] ?? entry.action,
    entry.userEmail,
    contentTypeLabel(req.payload, entry.collectionSlug),
    entry.documentId,
    entry.title,
    entry.detail,
    entry.ip,
  ])
  await recordAudit(req, { action: 'export', collection: AUDIT_LOG_SLUG, title: '审计日志', detail: `${docs.length} 条` })
  // The day as the organiser's staff live it: an export just after midnight in Beijing is that day's.
  const stamp = beijingDate(new Date())
  return new Response(toCsv([['时间（北京时间）', '操作', '用户', '内容类型', '内容 ID', '标题', '说明', 'IP 地址'], ...rows]), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="audit-log-${stamp}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}

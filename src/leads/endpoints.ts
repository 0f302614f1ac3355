import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { fieldProblems } from '@/checkin/contract'
import { voidBadgeSets } from '@/checkin/kit'
import { badgePublicKeys } from '@/registration/signed-badge'

import { type LeadsAccount, leadsAccountOf } from './access'
import { type LeadScanAnswer, type LeadsKit, type LeadSyncAnswer, leadScanRequest, leadSyncRequest } from './contract'
import { leadViews, readLead } from './read'
import { type BoothResult, recordLeadScan } from './scan'
import { LEADS_SETTINGS_SLUG } from './slugs'

/** Every answer here may name a visitor: kept by no cache, shared or private. */
const PRIVATE = { 'Cache-Control': 'no-store, private' }
/** L3: an offline scan may be this far ahead of the server's clock (a phone's clock drifts). */
const CLOCK_SKEW_MS = 5 * 60_000

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: PRIVATE })

/** Payload's error envelope, with the fields at fault when there are. */
const refuse = (status: number, message: string, fields: { path: string; message: string }[] = [], extra: Record<string, unknown> = {}) =>
  answer({ errors: [{ message, ...(fields.length > 0 ? { data: { errors: fields } } : {}) }], ...extra }, status)

/** L1: who may scan at a booth: an exhibitor's account, main or staff, not revoked (401 signed out, 403 anyone else). */
function scannerOf(req: PayloadRequest): LeadsAccount | Response {
  if (!req.user) return refuse(401, '请先登录展商账号')
  const account = leadsAccountOf(req.user)
  if (!account) return refuse(403, '只有展商账号和展位人员可以扫码登记观众')
  return account
}

async function bodyOf<T extends z.ZodType>(req: PayloadRequest, schema: T): Promise<z.infer<T> | Response> {
  let body: unknown
  try {
    body = await req.json?.()
  } catch {
    return refuse(400, '请求内容不是有效的 JSON')
  }
  const parsed = schema.safeParse(body)
  if (!parsed.success) return refuse(400, '请求内容有误', fieldProblems(parsed.error))
  return parsed.data
}

const refusal = (result: Extract<BoothResult, { stored: 'refused' }>) =>
  refuse(
    422,
    `${result.reason === 'forged' || result.reason === 'otherShow' ? '伪造或未知' : '胸卡无效'}：${result.message}`,
    [{ path: 'code', message: result.message }],
    { reason: result.reason },
  )

/** L2: POST /api/leads/scan: one scan online, answered with the lead. */
const scan: Endpoint = {
  path: '/scan',
  method: 'post',
  handler: async (req) => {
    const account = scannerOf(req)
    if (account instanceof Response) return account
    const body = await bodyOf(req, leadScanRequest)
    if (body instanceof Response) return body
    const result = await recordLeadScan(req.payload, { ...body, scannedAt: new Date(), account, offline: false })
    if (result.stored === 'refused') return refusal(result)
    // A stored scan is answered from what it read and wrote; a replayed one reads its lead as the account may see it.
    const [lead] =
      result.stored === 'replayed'
        ? [await readLead(req.payload, account, result.lead)]
        : await leadViews(req.payload, [result.viewed], { registrations: [result.registration], accounts: [account] })
    if (!lead) return refuse(409, '扫描编号已被使用')
    const visit: LeadScanAnswer['visit'] = result.stored === 'first' ? 'first' : 'again'
    return answer({ lead, visit } satisfies LeadScanAnswer)
  },
}

/**
 * L3: POST /api/leads/sync: the scans a phone queued offline, in the order made. Each is taken
 * once by its id: a queue sent again is `replayed` and adds no visit.
 */
const sync: Endpoint = {
  path: '/sync',
  method: 'post',
  handler: async (req) => {
    const account = scannerOf(req)
    if (account instanceof Response) return account
    const body = await bodyOf(req, leadSyncRequest)
    if (body instanceof Response) return body
    const latest = Date.now() + CLOCK_SKEW_MS
    const problems = body.scans.flatMap((scan, index) =>
      Date.parse(scan.scannedAt) > latest ? [{ path: `scans.${index}.scannedAt`, message: '扫描时间晚于服务器时间' }] : [],
    )
    if (problems.length > 0) return refuse(400, '同步内容有误', problems)
    const results: LeadSyncAnswer['results'] = []
    for (const scan of body.scans) {
      const result = await recordLeadScan(req.payload, {
        ...scan,
        scannedAt: new Date(scan.scannedAt),
        device: body.device,
        account,
        offline: true,
      })
      results.push(
        result.stored === 'refused'
          ? { scanId: scan.scanId, outcome: 'refused', reason: result.reason, message: result.message }
          : { scanId: scan.scanId, outcome: result.stored, lead: result.lead },
      )
    }
    return answer({ results } satisfies LeadSyncAnswer)
  },
}

type StoredQuestion = { key: string; label?: string | null; choices?: string[] | null }

/** L3, L4: GET /api/leads/kit: the badge keys and void numbers, and the organiser's questions; no visitor. */
const kit: Endpoint = {
  path: '/kit',
  method: 'get',
  handler: async (req) => {
    const account = scannerOf(req)
    if (account instanceof Response) return account
    const read = (locale: 'zh' | 'en') =>
      req.payload.findGlobal({ slug: LEADS_SETTINGS_SLUG, locale, fallbackLocale: false, depth: 0, overrideAccess: true })
    const [sets, zh, en] = await Promise.all([voidBadgeSets(req.payload), read('zh'), read('en')])
    const english = new Map(((en.questions ?? []) as StoredQuestion[]).map((question) => [question.key, question]))
    const questions: LeadsKit['questions'] = ((zh.questions ?? []) as StoredQuestion[]).map((question) => ({
      key: question.key,
      label: { zh: question.label ?? '', en: english.get(question.key)?.label || question.label || '' },
      choices: { zh: question.choices ?? [], en: english.get(question.key)?.choices ?? question.choices ?? [] },
    }))
    return answer({ keys: badgePublicKeys(), ...sets, questions } satisfies LeadsKit)
  },
}

export const leadsEndpoints: Endpoint[] = [scan, sync, kit]

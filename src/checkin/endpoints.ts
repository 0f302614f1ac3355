import { randomUUID } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'
import type { z } from 'zod'

import { isCheckinStaff, isRegistrationStaff } from '@/accounts/access'

import { admitBadge, type DoorResult } from './admit'
import { checkRequest, fieldProblems, type SyncAnswer, syncRequest } from './contract'
import { checkinFigures } from './figures'
import { doorSettings } from './door-settings'
import { offlineKit } from './kit'

/** Every answer here may name a visitor: kept by no cache, shared or private. */
const PRIVATE = { 'Cache-Control': 'no-store, private' }
/** K3: an offline scan may be this far ahead of the server's clock (a phone's clock drifts). */
const CLOCK_SKEW_MS = 5 * 60_000

const answer = (body: unknown, status = 200) => Response.json(body, { status, headers: PRIVATE })

/** Payload's error envelope, with the fields at fault when there are. */
const refuse = (status: number, message: string, fields: { path: string; message: string }[] = []) =>
  answer({ errors: [{ message, ...(fields.length > 0 ? { data: { errors: fields } } : {}) }] }, status)

type Staff = { id: number }

/** Who may scan: signed in (401) as 检票员, 报名管理员 or 管理员 (403). */
function staffOf(req: PayloadRequest, allowed: (user: unknown) => boolean): Staff | Response {
  if (!req.user) return refuse(401, '请先登录检票账号')
  if (!allowed(req.user)) return refuse(403, '此账号无检票权限')
  return { id: req.user.id as number }
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

/** K2: the gate and device a scan names exist and are in use. */
async function placeProblems(req: PayloadRequest, gate: number, device: number) {
  const { gates, devices } = await doorSettings(req.payload)
  return [
    ...(gates.has(gate) ? [] : [{ path: 'gate', message: '入口不存在或已停用' }]),
    ...(devices.has(device) ? [] : [{ path: 'device', message: '设备不存在或已停用' }]),
  ]
}

const doorAnswer = (result: DoorResult) =>
  result.stored === 'refused'
    ? answer(
        {
          ...result.answer,
          errors: [
            { message: `伪造或未知：${result.answer.reason ?? ''}`, data: { errors: [{ path: 'code', message: result.answer.reason }] } },
          ],
        },
        422,
      )
    : answer(result.answer)

/** K1, K2: POST /api/scans/check: one scan online, answered at once. */
const check: Endpoint = {
  path: '/check',
  method: 'post',
  handler: async (req) => {
    const staff = staffOf(req, isCheckinStaff)
    if (staff instanceof Response) return staff
    const body = await bodyOf(req, checkRequest)
    if (body instanceof Response) return body
    const problems = await placeProblems(req, body.gate, body.device)
    if (problems.length > 0) return refuse(400, '请先选择入口和设备', problems)
    const result = await admitBadge(req.payload, {
      code: body.code,
      via: body.via,
      scanId: body.scanId ?? randomUUID(),
      scannedAt: new Date(),
      gate: body.gate,
      device: body.device,
      staff: staff.id,
    })
    return doorAnswer(result)
  },
}

/**
 * K3: POST /api/scans/sync: the scans a device queued offline, in the order made. Each is taken
 * once by its id: a batch sent again is answered as before and changes nothing.
 */
const sync: Endpoint = {
  path: '/sync',
  method: 'post',
  handler: async (req) => {
    const staff = staffOf(req, isCheckinStaff)
    if (staff instanceof Response) return staff
    const body = await bodyOf(req, syncRequest)
    if (body instanceof Response) return body
    const problems = await placeProblems(req, body.gate, body.device)
    const latest = Date.now() + CLOCK_SKEW_MS
    body.scans.forEach((scan, index) => {
      if (Date.parse(scan.scannedAt) > latest) problems.push({ path: `scans.${index}.scannedAt`, message: '扫描时间晚于服务器时间' })
    })
    if (problems.length > 0) return refuse(400, '同步内容有误', problems)
    const results: SyncAnswer['results'] = []
    for (const scan of body.scans) {
      const result = await admitBadge(req.payload, {
        code: scan.code,
        via: scan.via,
        scanId: scan.scanId,
        scannedAt: new Date(scan.scannedAt),
        gate: body.gate,
        device: body.device,
        staff: staff.id,
        offlineOutcome: scan.outcome,
      })
      results.push({
        scanId: scan.scanId,
        outcome: result.answer.outcome,
        taken: result.stored === 'taken',
        doubleAdmission: result.doubleAdmission,
      })
    }
    const sum: SyncAnswer = {
      results,
      taken: results.filter((result) => result.taken).length,
      alreadyTaken: results.filter((result) => !result.taken && result.outcome !== 'forged').length,
      doubleAdmissions: results.filter((result) => result.taken && result.doubleAdmission).length,
    }
    return answer(sum)
  },
}

/** K3: GET /api/scans/kit: what the device keeps for going on offline. */
const kit: Endpoint = {
  path: '/kit',
  method: 'get',
  handler: async (req) => {
    const staff = staffOf(req, isCheckinStaff)
    if (staff instanceof Response) return staff
    const { kit, etag } = await offlineKit(req.payload)
    // The device sends the ETag of the kit it holds: unchanged, the kit is not sent again.
    const held = req.headers.get('if-none-match')
    if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
      return new Response(null, { status: 304, headers: { ...PRIVATE, ETag: etag } })
    return Response.json(kit, { headers: { ...PRIVATE, ETag: etag } })
  },
}

/** K4: GET /api/scans/figures: today's figures, for 管理员 and 报名管理员. */
const figures: Endpoint = {
  path: '/figures',
  method: 'get',
  handler: async (req) => {
    const staff = staffOf(req, isRegistrationStaff)
    if (staff instanceof Response) return staff
    return answer(await checkinFigures(req.payload))
  },
}

export const checkinEndpoints: Endpoint[] = [check, sync, kit, figures]

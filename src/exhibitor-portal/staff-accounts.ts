import { randomBytes } from 'node:crypto'

import type { Endpoint, PayloadRequest } from 'payload'

import { Refusal } from '@/content-model/refusals'

import { EXHIBITOR_ACCOUNTS_SLUG, ownExhibitorId } from './identity'

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store, private' } })

/** L1: only a company's main account manages its booth staff's accounts. */
function mainAccountsCompany(req: PayloadRequest): number {
  if (!req.user) throw new Refusal('请先登录展商中心', 401)
  const exhibitor = ownExhibitorId(req.user)
  if (exhibitor === null) throw new Refusal('只有展商主账号可以邀请展位人员', 403)
  return exhibitor
}

async function bodyOf(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await req.json?.()
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  } catch {
    throw new Refusal('请求内容不是有效的 JSON', 400)
  }
}

/**
 * L1: POST /api/exhibitor-accounts/staff-accounts `{ email, name }`: the main account invites a
 * booth staff account for its own company: the same invitation mail and one-time link as B1
 * (sent by the account's create hook); the staff account signs in at /leads only.
 */
export const inviteStaffAccountEndpoint: Endpoint = {
  path: '/staff-accounts',
  method: 'post',
  handler: async (req) => {
    const exhibitor = mainAccountsCompany(req)
    const body = await bodyOf(req)
    const email = typeof body.email === 'string' ? body.email.trim() : ''
    const name = typeof body.name === 'string' ? body.name.trim() : ''
    const created = await req.payload.create({
      collection: EXHIBITOR_ACCOUNTS_SLUG,
      // The password is set through the invitation's link; until then this random one stands.
      data: {
        email,
        name: name || undefined,
        exhibitor,
        role: 'staff',
        status: 'invited',
        password: `${randomBytes(24).toString('base64url')}-Aa1!`,
      },
      overrideAccess: true,
      req,
    })
    return answer(201, { id: created.id, email: created.email, message: `已邀请展位人员 ${created.email}` })
  },
}

/** L1: POST /api/exhibitor-accounts/staff-accounts/:id/revoke: the main account revokes one of its staff (sessions end). */
export const revokeStaffAccountEndpoint: Endpoint = {
  path: '/staff-accounts/:id/revoke',
  method: 'post',
  handler: async (req) => {
    const exhibitor = mainAccountsCompany(req)
    const id = Number(req.routeParams?.id)
    const { docs } = Number.isSafeInteger(id)
      ? await req.payload.find({
          collection: EXHIBITOR_ACCOUNTS_SLUG,
          where: { and: [{ id: { equals: id } }, { exhibitor: { equals: exhibitor } }, { role: { equals: 'staff' } }] },
          depth: 0,
          limit: 1,
          overrideAccess: true,
          req,
        })
      : { docs: [] }
    const [account] = docs
    if (!account) throw new Refusal('没有这个展位人员账号', 404)
    await req.payload.update({
      collection: EXHIBITOR_ACCOUNTS_SLUG,
      id: account.id,
      data: { status: 'revoked', resetPasswordToken: null, resetPasswordExpiration: null, sessions: [] },
      overrideAccess: true,
      req,
    })
    return answer(200, { message: `已撤销 ${account.email}` })
  },
}

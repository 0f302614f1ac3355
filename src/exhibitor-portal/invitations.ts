import {
  type CollectionAfterChangeHook,
  type CollectionAfterOperationHook,
  type Endpoint,
  type Payload,
  type PayloadRequest,
} from 'payload'

import { Refusal } from '@/content-model/refusals'

import { getEnv } from '@/config/env'
import { isAdminUser } from '@/accounts/access'
import { exhibitorInvitationMail } from './invitation-mail'

import { EXHIBITOR_ACCOUNTS_SLUG } from './identity'
import { PORTAL_PATHS } from './paths'

/** B1: how long an invitation's link sets the password. */
export const INVITATION_DAYS = 7

/** Set on the request while the server makes an invitation's token: the only forgot-password allowed (accounts.ts). */
export const SENDING_INVITATION = 'sendingInvitation'

type StoredAccount = {
  id: number
  email: string
  exhibitor: number | { id: number; nameCN?: string } | null
  status?: string | null
  role?: string | null
}

const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store, private' } })

async function companyName(payload: Payload, account: StoredAccount): Promise<string> {
  const id = typeof account.exhibitor === 'object' && account.exhibitor !== null ? account.exhibitor.id : account.exhibitor
  if (id === null) return ''
  const exhibitor = await payload.findByID({
    collection: 'exhibitors',
    id,
    depth: 0,
    draft: true,
    overrideAccess: true,
    disableErrors: true,
  })
  return exhibitor?.nameCN ?? ''
}

/**
 * B1: (re)sends the invitation: a new one-time token (Payload's reset token, so the previous
 * link stops working) mailed as a link to the portal's set-password page. Refused when mail is
 * off (nothing changes) or the account is revoked.
 */
export async function sendInvitation(req: PayloadRequest, account: StoredAccount): Promise<void> {
  const mail = getEnv().mail
  if (!mail) throw new Refusal('未配置发信服务器（SMTP_HOST），无法发送邀请邮件', 503)
  if (account.status === 'revoked') throw new Refusal('该账号已撤销，不能发送邀请', 409)
  const { payload } = req
  req.context[SENDING_INVITATION] = true
  const token = await payload.forgotPassword({
    collection: EXHIBITOR_ACCOUNTS_SLUG,
    data: { email: account.email },
    disableEmail: true,
    req,
  })
  const link = `${getEnv().PUBLIC_URL}${PORTAL_PATHS.setPassword}?token=${encodeURIComponent(token)}`
  await payload.sendEmail({
    to: account.email,
    ...exhibitorInvitationMail({
      sender: mail.fromName,
      company: await companyName(payload, account),
      email: account.email,
      link,
      validDays: INVITATION_DAYS,
      boothStaff: account.role === 'staff',
    }),
  })
  await payload.update({
    collection: EXHIBITOR_ACCOUNTS_SLUG,
    id: account.id,
    data: { invitedAt: new Date().toISOString() },
    overrideAccess: true,
    context: { invitationSent: true },
    req,
  })
}

/** B1: a new account gets its invitation at once when mail is on (else the admin sends it when it is). */
export const inviteNewAccount: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || req.context.disableRevalidate || !getEnv().mail) return doc
  await sendInvitation(req, doc as StoredAccount)
  return doc
}

/** B1: setting the password through the invitation's link enables the account. */
export const activateOnPasswordSet: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'resetPassword') return result
  const id = (result as { user?: { id?: number } } | undefined)?.user?.id
  if (typeof id === 'number') {
    await req.payload.update({ collection: EXHIBITOR_ACCOUNTS_SLUG, id, data: { status: 'active' }, overrideAccess: true, req })
  }
  return result
}

async function accountOf(req: PayloadRequest): Promise<StoredAccount> {
  if (!isAdminUser(req.user)) throw new Refusal('只有管理员可以邀请或撤销展商账号', 403)
  const id = Number(req.routeParams?.id)
  const account = Number.isSafeInteger(id)
    ? await req.payload.findByID({ collection: EXHIBITOR_ACCOUNTS_SLUG, id, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  if (!account) throw new Refusal('没有这个展商账号', 404)
  return account as StoredAccount
}

/** B1: POST /api/exhibitor-accounts/:id/invite: send the invitation again (admins). */
export const inviteEndpoint: Endpoint = {
  path: '/:id/invite',
  method: 'post',
  handler: async (req) => {
    const account = await accountOf(req)
    await sendInvitation(req, account)
    return answer(200, { message: `邀请邮件已发送至 ${account.email}` })
  },
}

/**
 * B1: POST /api/exhibitor-accounts/:id/revoke: the account can no longer sign in, its sessions
 * end and its invitation's link stops working (admins).
 */
export const revokeEndpoint: Endpoint = {
  path: '/:id/revoke',
  method: 'post',
  handler: async (req) => {
    const account = await accountOf(req)
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

import { randomBytes } from 'node:crypto'

import type { Endpoint, Payload } from 'payload'
import { addDataAndFileToRequest, APIError } from 'payload'

import { getEnv, type MailSettings } from '@/config/env'
import { resetPasswordMail } from '@/accounts/reset-password-mail'

import { guardResetRequest } from './account-hooks'

/** How long a reset link works (Payload's default too). */
export const RESET_LINK_MINUTES = 60
/** A link with at least this much life left is sent again rather than replaced. */
const REUSE_WHILE_MINUTES_LEFT = 30

export const RESET_OFF_MESSAGE = '本站未配置邮件服务，不能通过邮件重置密码。请联系系统管理员为您设置新密码。'
export const RESET_SENT_MESSAGE = `如果该电子邮件地址是本站的账号，重置密码的邮件已经发出，请在 ${RESET_LINK_MINUTES} 分钟内打开邮件中的链接。`

const EMAIL_FORMAT = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]+$/

/** A refused reset request: routine, logged at info (payload.config.ts), not as an error. */
export class ResetRefused extends APIError {
  constructor(message: string, status: number) {
    super(message, status, null, true)
    // Set by hand: the production bundle may rename classes.
    this.name = 'ResetRefused'
  }
}

type StoredUser = { id: number | string; email: string; resetPasswordToken?: string | null; resetPasswordExpiration?: string | null }

/**
 * X11: POST /api/users/forgot-password in place of Payload's own (custom endpoints of a
 * collection are matched before its built-in ones). Without SMTP the reset is off and says so
 * (403 with the reason: a refusal, not a server error). With it: limited per address
 * (account-hooks.ts), then answered at once, the same for every address typed, and the mail is
 * sent afterwards, so that neither the answer nor its time tells whether the account exists.
 */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    const mail = getEnv().mail
    if (!mail) throw new ResetRefused(RESET_OFF_MESSAGE, 403)
    await addDataAndFileToRequest(req)
    const email = typeof req.data?.email === 'string' ? req.data.email.trim().toLowerCase() : ''
    if (!EMAIL_FORMAT.test(email) || email.length > 254) throw new ResetRefused('请填写有效的电子邮件地址。', 400)
    guardResetRequest(req, email)
    const { payload } = req
    void sendResetLink(payload, email, mail).catch((error: unknown) =>
      payload.logger.error({ err: error, msg: 'the password-reset mail could not be sent' }),
    )
    return Response.json({ message: RESET_SENT_MESSAGE })
  },
}

/** The reset link to the account's mailbox, when the account exists. */
async function sendResetLink(payload: Payload, email: string, mail: MailSettings): Promise<void> {
  // The token and its time are hidden fields: read with them, as the server's own work.
  const { docs } = await payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    showHiddenFields: true,
    overrideAccess: true,
    depth: 0,
    limit: 1,
    pagination: false,
  })
  const user: StoredUser | undefined = docs[0]
  if (!user) return
  const token = await currentResetToken(payload, user)
  const { routes, admin } = payload.config
  const link = `${getEnv().PUBLIC_URL}${routes.admin}${admin.routes.reset}/${token}`
  await payload.sendEmail({
    to: user.email,
    ...resetPasswordMail({ sender: mail.fromName, email: user.email, link, validMinutes: RESET_LINK_MINUTES }),
  })
}

/**
 * The account's reset token: the one already mailed while it has time left, so that a stranger
 * asking again cannot void the link its owner is about to open; a new one otherwise. Stored as
 * Payload's reset operation (`/api/users/reset-password`, the admin's /admin/reset/<token>) reads
 * it; tests/integration/password-reset.test.ts fails on a Payload upgrade that changes that.
 */
async function currentResetToken(payload: Payload, user: StoredUser): Promise<string> {
  const now = Date.now()
  const expiresAt = user.resetPasswordExpiration ? new Date(user.resetPasswordExpiration).getTime() : 0
  if (user.resetPasswordToken && expiresAt - now >= REUSE_WHILE_MINUTES_LEFT * 60_000) return user.resetPasswordToken
  const token = randomBytes(20).toString('hex')
  const resetPasswordExpiration = new Date(now + RESET_LINK_MINUTES * 60_000).toISOString()
  // Past Payload's update, as its own forgot-password operation writes the token: it is no edit of the account (tests/integration/direct-writes.test.ts).
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: { resetPasswordToken: token, resetPasswordExpiration },
    returning: false,
  })
  return token
}

/** Whether reset by mail is on (SMTP configured), for the admin's 忘记密码 page. */
export const resetByMailIsOn = (): boolean => getEnv().mail !== undefined

import type { CollectionAfterErrorHook, CollectionAfterLoginHook, CollectionSlug } from 'payload'

import { ACCOUNT_LIMITS, signInAttempt } from '@/accounts/account-hooks'

import { recordAudit } from './record'

type StoredUser = { id: number; email: string }

const { limit: LOCK_FAILURES, windowMs: LOCK_MS } = ACCOUNT_LIMITS.loginFailuresPerAccountAndAddress
const LOCKOUT_DETAIL = `连续登录失败 ${LOCK_FAILURES} 次，该地址 ${LOCK_MS / 60_000} 分钟内不能再登录此账号`

/** E6: a successful sign-in. */
export const auditSignIn: CollectionAfterLoginHook = async ({ collection, req, user }) => {
  const account = user as StoredUser
  await recordAudit(req, {
    action: 'login',
    collection: collection.slug,
    documentId: account.id,
    title: account.email,
    actor: { id: account.id, email: account.email, collection: collection.slug },
  })
}

/**
 * E6: a refused sign-in (wrong password, unknown account), and the lockout when this refusal
 * locked the account for its address (E7, X11). Written outside the request's transaction, which
 * fails. Refusals by the limits (429) are not written: a flood would fill the log.
 */
export const auditRefusedSignIn: CollectionAfterErrorHook = async ({ collection, error, req }) => {
  const attempt = signInAttempt(req)
  if (!attempt || (error as { status?: number }).status !== 401) return
  // Read outside the request's failed transaction (no `req`).
  const user: StoredUser | null = attempt.account
    ? (((
        await req.payload.find({
          collection: collection.slug as CollectionSlug,
          where: { email: { equals: attempt.account } },
          overrideAccess: true,
          depth: 0,
          limit: 1,
          pagination: false,
        })
      ).docs[0] as StoredUser | undefined) ?? null)
    : null
  const actor = { id: user?.id, email: attempt.account || '（未填写）', collection: collection.slug }
  const detail = user ? '密码错误' : '账号不存在'
  await recordAudit(
    req,
    { action: 'login-failed', collection: collection.slug, documentId: user?.id, title: actor.email, detail, actor },
    { standalone: true },
  )
  if (user && attempt.locksOnFailure) {
    await recordAudit(
      req,
      { action: 'lockout', collection: collection.slug, documentId: user.id, title: user.email, detail: LOCKOUT_DETAIL, actor },
      { standalone: true },
    )
  }
}

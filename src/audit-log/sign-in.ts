import type { CollectionAfterErrorHook, CollectionAfterLoginHook } from 'payload'

import { isLocked, signInAttempt } from '@/security/account-hooks'

import { recordAudit } from './record'

type StoredUser = { id: number; email: string; lockUntil?: string | null }

/** E6: a successful sign-in. */
export const auditSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  const account = user as StoredUser
  await recordAudit(req, { action: 'login', collection: 'users', documentId: account.id, title: account.email, actor: { id: account.id, email: account.email } })
}

/**
 * E6: a refused sign-in (wrong password, unknown account, locked account), and the lockout when
 * this refusal locked the account. Written outside the request's transaction, which fails.
 * Refusals by the per-address limit (429) are not written: a flood would fill the log.
 */
export const auditRefusedSignIn: CollectionAfterErrorHook = async ({ error, req }) => {
  const attempt = signInAttempt(req)
  if (!attempt || (error as { status?: number }).status !== 401) return
  const user = attempt.account
    ? await req.payload.db.findOne<StoredUser>({ collection: 'users', where: { email: { equals: attempt.account } } })
    : null
  const actor = { id: user?.id, email: attempt.account || '（未填写）' }
  const detail = user ? (attempt.wasLocked ? '账号锁定中' : '密码错误') : '账号不存在'
  await recordAudit(req, { action: 'login-failed', collection: 'users', documentId: user?.id, title: actor.email, detail, actor }, { standalone: true })
  if (user && !attempt.wasLocked && isLocked(user)) {
    await recordAudit(req, { action: 'lockout', collection: 'users', documentId: user.id, title: user.email, detail: '连续登录失败，锁定 15 分钟', actor }, { standalone: true })
  }
}

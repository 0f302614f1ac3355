import type { CollectionAfterLoginHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { APIError, ValidationError } from 'payload'

import { matchesStoredPassword, spendPasswordCheckTime } from './password-hash'
import { isStrongPassword, PASSWORD_RULE } from './password-policy'
import { firstRefusal, forwardedAddress, isLoopback, RateLimiter } from './rate-limit'

const MINUTE = 60_000

/** X6: the limits on signing in and on password-reset mail (README "Security" explains them). */
export const ACCOUNT_LIMITS = {
  /** Failed logins from one address, whatever the accounts. */
  loginFailuresPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** Failed logins on one account from one address: as many as lock the account (E7). */
  loginFailuresPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Password-reset requests from one address. */
  resetRequestsPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Password-reset mails to one account, whoever asks: no mail bombing. */
  resetRequestsPerAccount: { limit: 3, windowMs: 60 * MINUTE },
} as const

type Limiters = Record<keyof typeof ACCOUNT_LIMITS, RateLimiter>

// One set per process, whichever of Next's bundles evaluates this module.
const STORE = Symbol.for('nuclear-expo.account-limiters')
function limiters(): Limiters {
  const holder = globalThis as { [STORE]?: Limiters }
  holder[STORE] ??= {
    loginFailuresPerAddress: new RateLimiter(ACCOUNT_LIMITS.loginFailuresPerAddress),
    loginFailuresPerAccountAndAddress: new RateLimiter(ACCOUNT_LIMITS.loginFailuresPerAccountAndAddress),
    resetRequestsPerAddress: new RateLimiter(ACCOUNT_LIMITS.resetRequestsPerAddress),
    resetRequestsPerAccount: new RateLimiter(ACCOUNT_LIMITS.resetRequestsPerAccount),
  }
  return holder[STORE]
}

/** Payload logs errors by class name; a refusal is routine, not an error (payload.config.ts). */
export class TooManyRequests extends APIError {
  constructor(req: PayloadRequest, what: string, retryAfterSeconds: number) {
    super(`${what}，请 ${Math.ceil(retryAfterSeconds / 60)} 分钟后再试`, 429, null, true)
    // Set by hand: the production bundle may rename classes.
    this.name = 'TooManyRequests'
    ;(req.responseHeaders ??= new Headers()).set('Retry-After', String(retryAfterSeconds))
  }
}

const SOURCE = 'signInSource'
type SignInSource = { address: string; pair: string; account: string; wasLocked?: boolean }

/** The login this request attempts, once it passed the limits: the account named, and whether it was locked before. */
export function signInAttempt(req: PayloadRequest): { account: string; wasLocked: boolean } | undefined {
  const source = req.context[SOURCE] as SignInSource | undefined
  return source ? { account: source.account, wasLocked: source.wasLocked ?? false } : undefined
}

/** The visitor's address on a REST call; null for the Local API (the server's own code). */
function visitorAddress(req: PayloadRequest): string | null {
  if (req.payloadAPI === 'local') return null
  return forwardedAddress(req.headers.get('x-forwarded-for')) ?? 'unknown'
}

function field(args: unknown, name: string): string | undefined {
  const data = typeof args === 'object' && args !== null && 'data' in args ? args.data : undefined
  const value = typeof data === 'object' && data !== null && name in data ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}

/** E7: every password set (create, change, reset) is at least 10 characters of 3 classes. */
export const enforcePasswordRule: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return
  const password = field(args, 'password')
  if (!password || isStrongPassword(password)) return
  throw new ValidationError({ collection: 'users', errors: [{ message: PASSWORD_RULE, path: 'password' }], req }, req.t)
}

/** X6: login and password-reset requests within their limits, before Payload runs them. */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  const account = (field(args, 'email') ?? '').trim().toLowerCase()
  if (operation === 'login') await guardLogin(req, account, field(args, 'password') ?? '')
  if (operation === 'forgotPassword') guardResetRequest(req, account)
}

async function guardLogin(req: PayloadRequest, account: string, password: string): Promise<void> {
  const address = visitorAddress(req)
  if (address === null) return
  const { loginFailuresPerAddress: byAddress, loginFailuresPerAccountAndAddress: byPair } = limiters()
  const pair = `${account} ${address}`
  if (!isLoopback(address)) {
    const refusal = firstRefusal([byAddress.check(address), byPair.check(pair)])
    if (refusal) throw new TooManyRequests(req, '登录失败次数过多', refusal.retryAfterSeconds)
  }
  const failedHereBefore = byPair.count(pair) > 0
  // Counted as failed until the login succeeds (forgiveSignIn), so parallel attempts cannot
  // slip past the limit while their passwords are being checked.
  byAddress.record(address)
  byPair.record(pair)
  const source: SignInSource = { address, pair, account }
  req.context[SOURCE] = source
  if (account && password) source.wasLocked = await letOwnerPastLock(req, account, password, failedHereBefore)
}

type StoredUser = { id: number | string; hash?: string; salt?: string; lockUntil?: string | null }

/**
 * E7 locks an account after 5 failed logins for 15 minutes, whoever failed: strangers could keep
 * its owner out. An address that has not failed on the account in the window still gets in with
 * the right password: the lock is lifted for it. Every refusal costs one password check, so
 * "no such account", "locked" and "wrong password" take the same time (and read the same:
 * payload.config.ts gives the lock Payload's wrong-password message).
 */
async function letOwnerPastLock(req: PayloadRequest, account: string, password: string, failedHereBefore: boolean): Promise<boolean> {
  const user = await req.payload.db.findOne<StoredUser>({ collection: 'users', req, where: { email: { equals: account } } })
  if (!user) {
    await spendPasswordCheckTime(password)
    return false
  }
  if (!isLocked(user)) return false
  const matches = await matchesStoredPassword(user, password)
  if (!matches || failedHereBefore) return true
  await req.payload.db.updateOne({ collection: 'users', id: user.id, data: { loginAttempts: 0, lockUntil: null }, req, returning: false })
  return false
}

/** Whether Payload's lock (E7) holds the account now. */
export const isLocked = (user: Pick<StoredUser, 'lockUntil'>): boolean => Boolean(user.lockUntil && new Date(user.lockUntil).getTime() > Date.now())

/** A login that succeeded was no failure; the account's owner is no stranger to it. */
export const forgiveSignIn: CollectionAfterLoginHook = ({ req }) => {
  const source = req.context[SOURCE] as SignInSource | undefined
  if (!source) return
  limiters().loginFailuresPerAddress.forgive(source.address)
  limiters().loginFailuresPerAccountAndAddress.clear(source.pair)
}

function guardResetRequest(req: PayloadRequest, account: string): void {
  const address = visitorAddress(req)
  if (address === null || isLoopback(address)) return
  const { resetRequestsPerAddress: byAddress, resetRequestsPerAccount: byAccount } = limiters()
  const refusal = firstRefusal([byAddress.check(address), byAccount.check(account)])
  if (refusal) throw new TooManyRequests(req, '重置密码的请求过多', refusal.retryAfterSeconds)
  byAddress.record(address)
  byAccount.record(account)
}

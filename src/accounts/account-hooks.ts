import { setTimeout as sleep } from 'node:timers/promises'

import type {
  CollectionAfterLoginHook,
  CollectionAfterOperationHook,
  CollectionBeforeOperationHook,
  CollectionSlug,
  PayloadRequest,
} from 'payload'
import { APIError, ValidationError } from 'payload'

import { addressGroup } from '@/limits/address-group'
import { spendPasswordCheckTime } from './password-hash'
import { isStrongPassword, PASSWORD_RULE } from '@/config/password-policy'
import { firstRefusal, forwardedAddress, isLoopback, RateLimiter } from '@/limits/rate-limit'

const MINUTE = 60_000

/** X6, E7 and X11: the limits on signing in and on password-reset mail (docs/accounts.md and docs/security.md explain them). */
export const ACCOUNT_LIMITS = {
  /** Failed logins from one address group (addressGroup), whatever the accounts. */
  loginFailuresPerAddress: { limit: 10, windowMs: 15 * MINUTE },
  /** E7's lock: failed logins on one account from one address group lock the account for that group only. */
  loginFailuresPerAccountAndAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Failed logins on one account from anywhere: past this many, every attempt on it waits (signInDelayMs), none is refused. */
  loginFailuresPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  /** Password-reset requests from one address group, whatever the accounts. */
  resetRequestsPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Password-reset mails to one account asked from one address group: no mail bombing from one place. */
  resetRequestsPerAccountAndAddress: { limit: 3, windowMs: 60 * MINUTE },
} as const

/** X11: the first wait on an account under attack, doubled at each further failure up to the longest. */
const FIRST_DELAY_MS = 500
const LONGEST_DELAY_MS = 4_000
/** Longer than any e-mail address: a longer name is no account, and keys stay small. */
const ACCOUNT_KEY_LENGTH = 320

type Limiters = Record<keyof typeof ACCOUNT_LIMITS, RateLimiter>

// One set per process, whichever of Next's bundles evaluates this module.
const STORE = Symbol.for('nuclear-expo.account-limiters')
function limiters(): Limiters {
  const holder = globalThis as { [STORE]?: Limiters }
  holder[STORE] ??= {
    loginFailuresPerAddress: new RateLimiter(ACCOUNT_LIMITS.loginFailuresPerAddress),
    loginFailuresPerAccountAndAddress: new RateLimiter(ACCOUNT_LIMITS.loginFailuresPerAccountAndAddress),
    loginFailuresPerAccount: new RateLimiter(ACCOUNT_LIMITS.loginFailuresPerAccount),
    resetRequestsPerAddress: new RateLimiter(ACCOUNT_LIMITS.resetRequestsPerAddress),
    resetRequestsPerAccountAndAddress: new RateLimiter(ACCOUNT_LIMITS.resetRequestsPerAccountAndAddress),
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

/**
 * X11: how long an attempt on an account waits before its password is checked, given the failed
 * logins on the account in the window: nothing for the first few, then 0.5 s, 1 s, 2 s, 4 s at most.
 */
export function signInDelayMs(failures: number): number {
  const free = ACCOUNT_LIMITS.loginFailuresPerAccount.limit
  if (failures < free) return 0
  return Math.min(LONGEST_DELAY_MS, FIRST_DELAY_MS * 2 ** (failures - free))
}

const SOURCE = 'signInSource'
type SignInSource = { group: string; pair: string; account: string; locksOnFailure: boolean }

/** The login this request attempts, once it passed the limits: the account named, and whether its failure locks the account for this address. */
export function signInAttempt(req: PayloadRequest): { account: string; locksOnFailure: boolean } | undefined {
  const source = req.context[SOURCE] as SignInSource | undefined
  return source ? { account: source.account, locksOnFailure: source.locksOnFailure } : undefined
}

/** The visitor's address on a REST call; null for the Local API (the server's own code). */
function visitorAddress(req: PayloadRequest): string | null {
  if (req.payloadAPI === 'local') return null
  return forwardedAddress(req.headers.get('x-forwarded-for')) ?? 'unknown'
}

const accountKey = (email: string) => email.trim().toLowerCase().slice(0, ACCOUNT_KEY_LENGTH)
const pairKey = (account: string, group: string) => `${account}\n${group}`

function field(args: unknown, name: string): string | undefined {
  const data = typeof args === 'object' && args !== null && 'data' in args ? args.data : undefined
  const value = typeof data === 'object' && data !== null && name in data ? (data as Record<string, unknown>)[name] : undefined
  return typeof value === 'string' ? value : undefined
}

/** E7: every password set (create, change, reset) is at least 10 characters of 3 classes. */
export const enforcePasswordRule: CollectionBeforeOperationHook = ({ args, collection, operation, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'resetPassword') return
  const password = field(args, 'password')
  if (!password || isStrongPassword(password)) return
  throw new ValidationError({ collection: collection.slug, errors: [{ message: PASSWORD_RULE, path: 'password' }], req }, req.t)
}

/**
 * X6, E7, X11: a login within its limits, slowed when its account is under attack, before
 * Payload checks the password. A lock holds against the address groups that failed on the
 * account, never against its owner elsewhere; Payload's own lock (the whole account for
 * everyone) is off (Users.ts).
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return
  const address = visitorAddress(req)
  if (address === null) return
  const email = field(args, 'email') ?? ''
  const account = accountKey(email)
  const group = addressGroup(address)
  const pair = pairKey(account, group)
  const { loginFailuresPerAddress: byAddress, loginFailuresPerAccountAndAddress: byPair, loginFailuresPerAccount: byAccount } = limiters()
  const limited = !isLoopback(address)
  if (limited) {
    const refusal = firstRefusal([byAddress.check(group), byPair.check(pair)])
    if (refusal) throw new TooManyRequests(req, '登录失败次数过多', refusal.retryAfterSeconds)
  }
  const delayMs = signInDelayMs(byAccount.count(account))
  // Counted as failed until the login succeeds (forgiveSignIn), so parallel attempts cannot
  // slip past the limits while their passwords are being checked.
  byAddress.record(group)
  byPair.record(pair)
  byAccount.record(account)
  const source: SignInSource = { group, pair, account, locksOnFailure: limited && byPair.count(pair) === byPair.rule.limit }
  req.context[SOURCE] = source
  if (delayMs > 0) await sleep(delayMs)
  const password = field(args, 'password')
  if (email && password && !(await accountExists(req, collection.slug as CollectionSlug, email))) await spendPasswordCheckTime(password)
}

/**
 * Payload answers "no such account" without checking a password: the time of one check is
 * spent here instead, so that a stranger cannot tell an account from a name that is none.
 */
async function accountExists(req: PayloadRequest, collection: CollectionSlug, email: string): Promise<boolean> {
  const { totalDocs } = await req.payload.count({
    collection,
    req,
    where: { email: { equals: email.trim().toLowerCase() } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** A login that succeeded was no failure; the account's owner is no stranger to it. */
export const forgiveSignIn: CollectionAfterLoginHook = ({ req }) => {
  const source = req.context[SOURCE] as SignInSource | undefined
  if (!source) return
  const { loginFailuresPerAddress, loginFailuresPerAccountAndAddress, loginFailuresPerAccount } = limiters()
  loginFailuresPerAddress.forgive(source.group)
  loginFailuresPerAccountAndAddress.clear(source.pair)
  loginFailuresPerAccount.forgive(source.account)
}

/** A password reset proves the mailbox: the account's locks are lifted, so its owner signs in at once from anywhere. */
export const liftLocksOnReset: CollectionAfterOperationHook = ({ operation, result }) => {
  if (operation !== 'resetPassword') return result
  const email = (result as { user?: { email?: unknown } } | undefined)?.user?.email
  if (typeof email === 'string') {
    const prefix = pairKey(accountKey(email), '')
    limiters().loginFailuresPerAccountAndAddress.clearWhere((key) => key.startsWith(prefix))
  }
  return result
}

/**
 * X6, X11: a password-reset request within its limits: per address group and per account asked
 * from that group, never per account alone, so that strangers cannot use up its owner's requests.
 */
export function guardResetRequest(req: PayloadRequest, email: string): void {
  const address = visitorAddress(req)
  if (address === null || isLoopback(address)) return
  const group = addressGroup(address)
  const pair = pairKey(accountKey(email), group)
  const { resetRequestsPerAddress: byAddress, resetRequestsPerAccountAndAddress: byPair } = limiters()
  const refusal = firstRefusal([byAddress.check(group), byPair.check(pair)])
  if (refusal) throw new TooManyRequests(req, '重置密码的请求过多', refusal.retryAfterSeconds)
  byAddress.record(group)
  byPair.record(pair)
}

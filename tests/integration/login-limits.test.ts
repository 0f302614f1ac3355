import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { signInDelayMs } from '@/accounts/account-hooks'

import { createAccount } from '../helpers/accounts'
import { freshAddress, neighbourAddress, restJson, type SignIn, signIn } from '../helpers/payload-rest'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const FIFTEEN_MINUTES_S = 15 * 60
const WRONG = 'Wrong-password-0'

async function failTimes(times: number, email: string, address: string | (() => string)): Promise<SignIn[]> {
  const answers: SignIn[] = []
  for (let index = 0; index < times; index += 1) answers.push(await signIn(email, WRONG, typeof address === 'string' ? address : address()))
  return answers
}

/** Each checked login costs a PBKDF2 of 600 000 rounds (seconds on a busy machine), and an account under attack waits up to 4 s more. */
const MANY_LOGINS_MS = 180_000

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('X6 E7 X11 sign-in limits, and locks that strangers cannot use against the owner', () => {
  it(
    'X6 10 failed logins from one address, on any accounts: then 429 with Retry-After for the rest of 15 minutes, from its whole IPv6 /64; other addresses go on',
    async () => {
      const address = freshAddress()
      const owner = await createAccount(payload, 'x6-address')
      const answers = []
      for (let index = 0; index < 10; index += 1) answers.push(await signIn(`nobody-${index}@test.example`, WRONG, address))
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401))

      for (const refused of [
        await signIn('nobody-10@test.example', WRONG, address),
        await signIn(owner.email, owner.password, neighbourAddress(address, 0xbeef)),
      ]) {
        expect(refused.status).toBe(429)
        expect(refused.message).toMatch(/^登录失败次数过多，请 1[45] 分钟后再试$/)
        const retryAfter = Number(refused.headers.get('retry-after'))
        expect(retryAfter).toBeGreaterThan(FIFTEEN_MINUTES_S - 120)
        expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES_S)
      }
      expect((await signIn(owner.email, owner.password, freshAddress())).status).toBe(200)
    },
    MANY_LOGINS_MS,
  )

  it(
    'X6 a successful login does not count: an editor signing in 11 times from one address is still just a failure away from nothing',
    async () => {
      const address = freshAddress()
      const editor = await createAccount(payload, 'x6-success')
      for (let index = 0; index < 11; index += 1) expect((await signIn(editor.email, editor.password, address)).status).toBe(200)
      expect((await signIn(editor.email, WRONG, address)).status).toBe(401)
    },
    MANY_LOGINS_MS,
  )

  it(
    'E7 X11 5 failed logins on one account from one address lock the account for that address: 429 with Retry-After even with the right password; the address may still sign in to another account',
    async () => {
      const address = freshAddress()
      const [target, other] = [await createAccount(payload, 'e7-pair'), await createAccount(payload, 'e7-pair-other')]
      expect((await failTimes(5, target.email, address)).map((answer) => answer.status)).toEqual(Array(5).fill(401))
      for (const from of [address, neighbourAddress(address, 9)]) {
        const refused = await signIn(target.email, target.password, from)
        expect(refused.status).toBe(429)
        expect(refused.token).toBeUndefined()
        expect(refused.message).toMatch(/^登录失败次数过多，请 1[45] 分钟后再试$/)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(FIFTEEN_MINUTES_S - 120)
      }
      expect((await signIn(other.email, other.password, address)).status).toBe(200)
    },
    MANY_LOGINS_MS,
  )

  it(
    'X11 the owner signs in from home while another address is locked, even after mistyping from home',
    async () => {
      const owner = await createAccount(payload, 'x11-home')
      const home = freshAddress()
      expect((await signIn(owner.email, WRONG, home)).status).toBe(401)
      const attacker = freshAddress()
      await failTimes(5, owner.email, attacker)
      expect((await signIn(owner.email, owner.password, attacker)).status).toBe(429)

      const signedIn = await signIn(owner.email, owner.password, home)
      expect(signedIn.status).toBe(200)
      expect(signedIn.token).toBeTruthy()
      expect((await signIn(owner.email, owner.password, freshAddress())).status).toBe(200)
      // The attacker's address stays locked.
      expect((await signIn(owner.email, WRONG, attacker)).status).toBe(429)
    },
    MANY_LOGINS_MS,
  )

  it(
    'X6 X11 strangers cannot lock the owner out: after 200 failed logins from one address and 5 from another, the owner signs in from an address that has not failed',
    async () => {
      const owner = await createAccount(payload, 'x6-owner')
      const flood = await failTimes(200, owner.email, freshAddress())
      expect(flood.filter((answer) => answer.status === 401).length).toBe(5)
      expect(flood.filter((answer) => answer.status === 429).length).toBe(195)
      expect((await failTimes(5, owner.email, freshAddress())).map((answer) => answer.status)).toEqual(Array(5).fill(401))

      const signedIn = await signIn(owner.email, owner.password, freshAddress())
      expect(signedIn.status).toBe(200)
      expect(signedIn.token).toBeTruthy()
    },
    MANY_LOGINS_MS,
  )

  it(
    'X11 guessing spread over many addresses is slowed per account: past 5 failures each attempt waits 0.5 s, 1 s, 2 s, then 4 s at most; none is refused, and the owner gets in',
    async () => {
      const owner = await createAccount(payload, 'x11-slowed')
      expect((await failTimes(5, owner.email, freshAddress)).map((answer) => answer.status)).toEqual(Array(5).fill(401))
      const slowed = await failTimes(5, owner.email, freshAddress)
      expect(slowed.map((answer) => answer.status)).toEqual(Array(5).fill(401))
      const waits = [500, 1_000, 2_000, 4_000, 4_000]
      expect(waits.map((_, index) => signInDelayMs(5 + index))).toEqual(waits)
      slowed.forEach((answer, index) => expect(answer.ms, `attempt ${6 + index}`).toBeGreaterThanOrEqual(waits[index] ?? 0))

      const owners = await signIn(owner.email, owner.password, freshAddress())
      expect(owners.status).toBe(200)
      expect(owners.ms).toBeGreaterThanOrEqual(4_000)
    },
    MANY_LOGINS_MS,
  )

  it(
    'X6 X11 an account and a name that is none read the same to a stranger, quiet or under attack: same status, same message, same order of time',
    async () => {
      const [quiet, attacked] = [await createAccount(payload, 'x11-quiet'), await createAccount(payload, 'x11-attacked')]
      const [quietNobody, attackedNobody] = [`nobody-quiet-${Date.now()}@test.example`, `nobody-attacked-${Date.now()}@test.example`]
      await failTimes(5, attacked.email, freshAddress)
      await failTimes(5, attackedNobody, freshAddress)

      const cases = {
        quiet: () => signIn(quiet.email, WRONG, freshAddress()),
        quietNobody: () => signIn(quietNobody, WRONG, freshAddress()),
        attacked: () => signIn(attacked.email, WRONG, freshAddress()),
        attackedNobody: () => signIn(attackedNobody, WRONG, freshAddress()),
      }
      const answers: Record<string, SignIn[]> = {}
      // Interleaved, so that a busy machine slows every case alike.
      for (let round = 0; round < 3; round += 1) {
        for (const [name, attempt] of Object.entries(cases)) (answers[name] ??= []).push(await attempt())
      }
      const all = Object.values(answers).flat()
      expect(new Set(all.map((answer) => answer.status))).toEqual(new Set([401]))
      expect(new Set(all.map((answer) => answer.message))).toEqual(new Set(['提供的电子邮件或密码不正确。']))
      const ratio = (a: SignIn[] = [], b: SignIn[] = []) => {
        const [x, y] = [median(a.map((answer) => answer.ms)), median(b.map((answer) => answer.ms))]
        return Math.max(x, y) / Math.min(x, y)
      }
      // Without care an unknown account answers in a few ms, a wrong password in hundreds (a ratio
      // of 50 and more); with it the medians differ by the machine's noise, which beside the suite's
      // other lanes reached 4.01 once (a bound of 4 failed): 8 keeps an order of magnitude's margin.
      expect(ratio(answers.quiet, answers.quietNobody)).toBeLessThan(8)
      expect(ratio(answers.attacked, answers.attackedNobody)).toBeLessThan(8)
    },
    MANY_LOGINS_MS,
  )

  it(
    'E7 X11 a password reset lifts the locks on the account: the owner signs in at once from the address that was locked',
    async () => {
      const owner = await createAccount(payload, 'x11-reset-lifts')
      const home = freshAddress()
      await failTimes(5, owner.email, home)
      expect((await signIn(owner.email, owner.password, home)).status).toBe(429)
      const token = await payload.forgotPassword({ collection: 'users', data: { email: owner.email }, disableEmail: true })
      expect((await restJson('/api/users/reset-password', { body: { token, password: 'Lifted-pass-12' }, address: home })).status).toBe(200)
      expect((await signIn(owner.email, 'Lifted-pass-12', home)).status).toBe(200)
    },
    MANY_LOGINS_MS,
  )
})

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { createAccount, lockState } from '../helpers/accounts'
import { freshAddress, restJson, type SignIn, signIn } from '../helpers/payload-rest'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const FIFTEEN_MINUTES_S = 15 * 60
const WRONG = 'Wrong-password-0'

async function failTimes(times: number, email: string, address: string): Promise<SignIn[]> {
  const answers: SignIn[] = []
  for (let index = 0; index < times; index += 1) answers.push(await signIn(email, WRONG, address))
  return answers
}

/** Each checked login costs a PBKDF2 of 600 000 rounds: seconds on a busy machine. */
const MANY_LOGINS_MS = 180_000

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

describe('X6 login limits per address and per account; E7 lockout that strangers cannot use', () => {
  it('X6 10 failed logins from one address, on any accounts: then 429 with Retry-After for the rest of 15 minutes; other addresses go on', async () => {
    const address = freshAddress()
    const owner = await createAccount(payload, 'x6-address')
    const answers = []
    for (let index = 0; index < 10; index += 1) answers.push(await signIn(`nobody-${index}@test.example`, WRONG, address))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(401))

    for (const refused of [await signIn('nobody-10@test.example', WRONG, address), await signIn(owner.email, owner.password, address)]) {
      expect(refused.status).toBe(429)
      expect(refused.message).toMatch(/^登录失败次数过多，请 1[45] 分钟后再试$/)
      const retryAfter = Number(refused.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThan(FIFTEEN_MINUTES_S - 120)
      expect(retryAfter).toBeLessThanOrEqual(FIFTEEN_MINUTES_S)
    }
    expect((await signIn(owner.email, owner.password, freshAddress())).status).toBe(200)
  }, MANY_LOGINS_MS)

  it('X6 a successful login does not count: an editor signing in 11 times from one address is still just a failure away from nothing', async () => {
    const address = freshAddress()
    const editor = await createAccount(payload, 'x6-success')
    for (let index = 0; index < 11; index += 1) expect((await signIn(editor.email, editor.password, address)).status).toBe(200)
    expect((await signIn(editor.email, WRONG, address)).status).toBe(401)
  }, MANY_LOGINS_MS)

  it('X6 5 failed logins on one account from one address: 429 for that account from there; the address may still try another account', async () => {
    const address = freshAddress()
    const [target, other] = [await createAccount(payload, 'x6-pair'), await createAccount(payload, 'x6-pair-other')]
    expect((await failTimes(5, target.email, address)).map((answer) => answer.status)).toEqual(Array(5).fill(401))
    const refused = await signIn(target.email, target.password, address)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await signIn(other.email, other.password, address)).status).toBe(200)
  })

  it('E7 5 failed logins lock the account for 15 minutes: an address that failed on it is refused even with the right password', async () => {
    const account = await createAccount(payload, 'e7-lock')
    const before = Date.now()
    await failTimes(5, account.email, freshAddress())
    const lock = await lockState(payload, account.id)
    expect(lock.loginAttempts).toBe(5)
    expect(lock.lockUntil).toBeGreaterThanOrEqual(before + FIFTEEN_MINUTES_S * 1000 - 1_000)
    expect(lock.lockUntil).toBeLessThanOrEqual(Date.now() + FIFTEEN_MINUTES_S * 1000)

    const triedOnce = freshAddress()
    expect((await signIn(account.email, WRONG, triedOnce)).status).toBe(401)
    const refused = await signIn(account.email, account.password, triedOnce)
    expect(refused.status).toBe(401)
    expect(refused.token).toBeUndefined()
    expect((await lockState(payload, account.id)).lockUntil).toBe(lock.lockUntil)
  })

  it('X6 strangers cannot lock the owner out: after 200 failed logins from one address and 10 from two others, the owner signs in from an address that has not failed', async () => {
    const owner = await createAccount(payload, 'x6-owner')
    const flood = await failTimes(200, owner.email, freshAddress())
    expect(new Set(flood.map((answer) => answer.status))).toEqual(new Set([401, 429]))
    expect(flood.filter((answer) => answer.status === 429).length).toBe(195)
    for (let index = 0; index < 2; index += 1) await failTimes(5, owner.email, freshAddress())
    expect((await lockState(payload, owner.id)).lockUntil).toBeGreaterThan(Date.now())

    const signedIn = await signIn(owner.email, owner.password, freshAddress())
    expect(signedIn.status).toBe(200)
    expect(signedIn.token).toBeTruthy()
    expect(await lockState(payload, owner.id)).toEqual({ loginAttempts: 0, lockUntil: null })
  }, MANY_LOGINS_MS)

  it('X6 "wrong password", "locked" and "no such account" read the same to a stranger: same status, same message, same order of time', async () => {
    const open = await createAccount(payload, 'x6-open')
    const locked = await createAccount(payload, 'x6-locked')
    await failTimes(5, locked.email, freshAddress())
    const triedLocked = freshAddress()
    await signIn(locked.email, WRONG, triedLocked)

    const cases = {
      wrongPassword: () => signIn(open.email, WRONG, freshAddress()),
      lockedWrongPassword: () => signIn(locked.email, WRONG, freshAddress()),
      lockedRightPasswordAfterFailing: () => signIn(locked.email, locked.password, triedLocked),
      noSuchAccount: () => signIn(`nobody-${Date.now()}@test.example`, WRONG, freshAddress()),
    }
    const answers: Record<string, SignIn[]> = {}
    // Interleaved, so that a busy machine slows every case alike.
    for (let round = 0; round < 3; round += 1) {
      for (const [name, attempt] of Object.entries(cases)) (answers[name] ??= []).push(await attempt())
    }
    const all = Object.values(answers).flat()
    expect(new Set(all.map((answer) => answer.status))).toEqual(new Set([401]))
    expect(new Set(all.map((answer) => answer.message))).toEqual(new Set(['提供的电子邮件或密码不正确。']))
    const medians = Object.values(answers).map((tries) => median(tries.map((answer) => answer.ms)))
    // Without care a lock or an unknown account answers in a few ms, a wrong password in hundreds.
    expect(Math.max(...medians) / Math.min(...medians)).toBeLessThan(4)
  }, MANY_LOGINS_MS)

  it('X6 password-reset requests: 5 per address per 15 minutes, 3 per account per hour, then 429 with Retry-After', async () => {
    const forgot = (email: string, address: string) => restJson('/api/users/forgot-password', { body: { email }, address })
    const address = freshAddress()
    for (let index = 0; index < 5; index += 1) expect((await forgot(`reset-${Date.now()}-${index}@test.example`, address)).status).toBe(200)
    const byAddress = await forgot('reset-more@test.example', address)
    expect(byAddress.status).toBe(429)
    expect(Number(byAddress.headers.get('retry-after'))).toBeGreaterThan(FIFTEEN_MINUTES_S - 120)

    const account = await createAccount(payload, 'x6-reset')
    for (let index = 0; index < 3; index += 1) expect((await forgot(account.email, freshAddress())).status).toBe(200)
    const byAccount = await forgot(account.email, freshAddress())
    expect(byAccount.status).toBe(429)
    expect(JSON.stringify(byAccount.body)).toContain('重置密码的请求过多')
    expect(Number(byAccount.headers.get('retry-after'))).toBeGreaterThan(3600 - 120)
  })
})

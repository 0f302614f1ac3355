import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { CAPTCHA_TTL_MS, checkCaptcha, newCaptchaChallenge, purgeUsedCaptchas, spendCaptcha } from '@/registration/captcha/challenge'

import { solveCaptcha } from '../helpers/captcha'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})
afterEach(() => {
  vi.useRealTimers()
})

const solved = async () => solveCaptcha(await newCaptchaChallenge(payload))
const decode = (answer: string) => JSON.parse(Buffer.from(answer, 'base64').toString('utf8')) as Record<string, Record<string, unknown>>
const nonceOf = (answer: string) => String((decode(answer).challenge?.parameters as { nonce?: string } | undefined)?.nonce)
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64')

describe('R4 the captcha (ALTCHA) on the server', () => {
  it('R4 a challenge carries no personal data and asks for real work: a signed SHA-256 challenge with an expiry', async () => {
    const challenge = await newCaptchaChallenge(payload)
    expect(challenge.parameters.algorithm).toBe('SHA-256')
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.keySignature).toMatch(/^[0-9a-f]{64}$/)
    expect(challenge.parameters.expiresAt).toBeGreaterThan(Date.now() / 1000)
    expect(Object.keys(challenge.parameters).sort()).toEqual([
      'algorithm',
      'cost',
      'expiresAt',
      'keyLength',
      'keyPrefix',
      'keySignature',
      'nonce',
      'salt',
    ])
  })

  it('R4 a solved challenge is accepted once; the same answer again is refused as used', async () => {
    const answer = await solved()
    expect(await spendCaptcha(payload, answer)).toBeNull()
    expect(await spendCaptcha(payload, answer)).toBe('captchaUsed')
  })

  it('J1 R4 an answer checked for a form refused for its fields is not spent: still accepted once when the form is stored, then used', async () => {
    const answer = await solved()
    expect(await checkCaptcha(payload, answer)).toBeNull()
    expect(await checkCaptcha(payload, answer)).toBeNull()
    expect(await spendCaptcha(payload, answer)).toBeNull()
    expect(await checkCaptcha(payload, answer)).toBe('captchaUsed')
    expect(await spendCaptcha(payload, answer)).toBe('captchaUsed')
    expect(await checkCaptcha(payload, encode({ ...decode(answer), solution: { counter: 1 } }))).toBe('captcha')
  })

  it('R4 two submissions of one answer at the same moment: exactly one is accepted', async () => {
    const answer = await solved()
    const verdicts = await Promise.all([spendCaptcha(payload, answer), spendCaptcha(payload, answer), spendCaptcha(payload, answer)])
    expect(verdicts.filter((verdict) => verdict === null)).toHaveLength(1)
    expect(verdicts.filter((verdict) => verdict === 'captchaUsed')).toHaveLength(2)
  })

  it('R4 forged answers are refused and spend nothing: a wrong key, a changed, unsigned or wrongly signed challenge, garbage, nothing', async () => {
    const answer = decode(await solved())
    const solution = answer.solution as { counter: number; derivedKey: string }
    const challenge = answer.challenge as { parameters: Record<string, unknown>; signature: string }
    const forgeries = [
      encode({ ...answer, solution: { ...solution, derivedKey: solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0')) } }),
      encode({ ...answer, challenge: { ...challenge, parameters: { ...challenge.parameters, expiresAt: 4_102_444_800 } } }),
      encode({ ...answer, challenge: { parameters: challenge.parameters } }),
      encode({ ...answer, challenge: { ...challenge, signature: '0'.repeat(64) } }),
      'bm90IGpzb24=',
      '{"challenge":1}',
      '',
    ]
    for (const forged of forgeries) expect(await spendCaptcha(payload, forged)).toBe('captcha')
    // The genuine answer was not spent by the forgeries.
    expect(await spendCaptcha(payload, encode(answer))).toBeNull()
  })

  it('R4 an answer to a challenge older than its time is refused as expired', async () => {
    const answer = await solved()
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + CAPTCHA_TTL_MS + 60_000)
    expect(await spendCaptcha(payload, answer)).toBe('captchaExpired')
  })

  it('R4 the purge job forgets used answers once their challenges have expired, and keeps the others', async () => {
    const [old, fresh] = [await solved(), await solved()]
    expect(await spendCaptcha(payload, old)).toBeNull()
    expect(await spendCaptcha(payload, fresh)).toBeNull()
    const oldId = nonceOf(old)
    await payload.update({
      collection: 'used-captchas',
      where: { challengeId: { equals: oldId } },
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await payload.jobs.queue({ task: purgeUsedCaptchas.slug as 'purgeUsedCaptchas', input: {} })
    await payload.jobs.run({ allQueues: true })
    const left = await payload.find({ collection: 'used-captchas', pagination: false, overrideAccess: true })
    const ids = left.docs.map((doc) => doc.challengeId)
    expect(ids).not.toContain(oldId)
    expect(ids).toContain(nonceOf(fresh))
  })
})

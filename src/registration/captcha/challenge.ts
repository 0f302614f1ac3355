import { createHmac, randomInt } from 'node:crypto'

import { type Challenge, createChallenge, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import type { Payload, TaskConfig } from 'payload'

import type { CaptchaProblem } from '../fields'
import { readShownRegistrationSettings } from '../form-settings'
import { DEFAULT_CAPTCHA_WORK } from '../settings'
import { USED_CAPTCHAS_SLUG } from './used-captchas'

/** How long a challenge may be answered after it was handed out: a visitor filling in a long form. */
export const CAPTCHA_TTL_MS = 30 * 60_000

/** SHA-256 once per attempt: the widget's `sha` worker in the browser, `altcha-lib` on the server. */
const ALGORITHM = 'SHA-256'

/**
 * The two HMAC keys that sign challenges and their expected keys, derived from Payload's secret:
 * every instance shares it (PAYLOAD_SECRET), so a challenge from one is verified by another.
 */
function keys(payload: Payload) {
  const derive = (purpose: string) => createHmac('sha256', payload.secret).update(`registration-captcha:${purpose}`).digest('hex')
  return { hmacSignatureSecret: derive('challenge'), hmacKeySignatureSecret: derive('key') }
}

/**
 * R4: a new ALTCHA challenge (deterministic mode: the server picks the counter the browser must
 * find, about `captchaWork` attempts away, and signs the key it leads to, so that checking an
 * answer costs one HMAC). It carries no personal data.
 */
export async function newCaptchaChallenge(payload: Payload): Promise<Challenge> {
  const settings = await readShownRegistrationSettings(payload)
  const work = settings.captchaWork ?? DEFAULT_CAPTCHA_WORK
  return createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(Math.floor(work / 2), Math.ceil(work * 1.5) + 1),
    deriveKey,
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
    ...keys(payload),
  })
}

type Answer = { challenge: Challenge; solution: Solution }

/** The widget's field: base64 of `{ challenge, solution }`; anything else is not an answer. */
function readAnswer(field: string): Answer | null {
  if (!field || field.length > 4000) return null
  try {
    const answer = JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as Partial<Answer> | null
    const parameters = answer?.challenge?.parameters
    if (!answer?.solution || typeof parameters?.nonce !== 'string' || parameters.algorithm !== ALGORITHM) return null
    return answer as Answer
  } catch {
    return null
  }
}

/** The widget's answer when its proof of work holds and it is within its time; else why not. */
async function verifiedAnswer(payload: Payload, field: string): Promise<Answer | CaptchaProblem> {
  const answer = readAnswer(field)
  if (!answer) return 'captcha'
  const verdict = await verifySolution({ ...answer, deriveKey, ...keys(payload) }).catch(() => null)
  if (!verdict) return 'captcha'
  if (verdict.expired) return 'captchaExpired'
  return verdict.verified ? answer : 'captcha'
}

/**
 * J1: whether the widget's answer would be accepted now, without spending it: a form refused for
 * another field sends the answer back with itself, and it is spent when the registration is stored.
 */
export async function checkCaptcha(payload: Payload, field: string): Promise<CaptchaProblem | null> {
  const answer = await verifiedAnswer(payload, field)
  if (typeof answer === 'string') return answer
  const { totalDocs } = await payload.count({
    collection: USED_CAPTCHAS_SLUG,
    where: { challengeId: { equals: answer.challenge.parameters.nonce } },
    overrideAccess: true,
  })
  return totalDocs > 0 ? 'captchaUsed' : null
}

/**
 * R4: checks the widget's answer and spends it: a forged, tampered or wrong answer, one past its
 * time, and one already accepted (by this instance or another: the database's unique index
 * decides, also between two submissions of it at once) are each refused. Null when accepted.
 */
export async function spendCaptcha(payload: Payload, field: string): Promise<CaptchaProblem | null> {
  const answer = await verifiedAnswer(payload, field)
  if (typeof answer === 'string') return answer
  const { nonce, expiresAt } = answer.challenge.parameters
  try {
    // Past Payload's create: on R9's hot path it costs a third of the operation's CPU (bench/RESULTS.md,
    // `npm run bench:register-steps`), and the record has no hook to skip (tests/integration/direct-writes.test.ts).
    await payload.db.create({
      collection: USED_CAPTCHAS_SLUG,
      data: { challengeId: nonce, expiresAt: new Date((expiresAt ?? 0) * 1000).toISOString() },
      returning: false,
    })
  } catch (error) {
    // The unique index refused it: recorded already, by this submission's twin or an earlier one.
    // Asked of the database rather than read from the error, whose class a server bundle may copy.
    const { totalDocs } = await payload.count({
      collection: USED_CAPTCHAS_SLUG,
      where: { challengeId: { equals: nonce } },
      overrideAccess: true,
    })
    if (totalDocs > 0) return 'captchaUsed'
    throw new Error('a captcha answer could not be recorded', { cause: error })
  }
  return null
}

/** R4: forgets the answers whose challenges have expired (they are refused as expired anyway). Hourly. */
export const purgeUsedCaptchas: TaskConfig<{ input: object; output: { purged: number } }> = {
  slug: 'purgeUsedCaptchas',
  label: '清除过期的人机验证记录',
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
  schedule: [{ cron: '17 * * * *', queue: 'maintenance' }],
  retries: 2,
  handler: async ({ req }) => {
    const { docs } = await req.payload.delete({
      collection: USED_CAPTCHAS_SLUG,
      where: { expiresAt: { less_than: new Date().toISOString() } },
      overrideAccess: true,
      req,
    })
    return { output: { purged: docs.length } }
  },
}

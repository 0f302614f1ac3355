import type { Payload, TaskConfig } from 'payload'

import { addressGroup } from '@/limits/address-group'
import { forwardedAddress, isLoopback, RateLimiter, type RateRule } from '@/limits/rate-limit'

import { newPrivateLink } from './badge-actions'
import { checkCaptcha, spendCaptcha } from './captcha/challenge'
import { CAPTCHA_FIELD } from './fields'
import { type FormProblems, normalizeMobile } from './form'
import { REGISTRATIONS_SLUG } from './slugs'
import { queueRegistrationMail } from './mail'

/** R4: asks per client address (beside the registration pages' own limit). */
const RESEND_ADDRESS_LIMIT: RateRule = { limit: 5, windowMs: 15 * 60_000 }
/** R4: mails per mobile, whoever asks: a stranger cannot fill a visitor's mailbox. */
const RESEND_MOBILE_LIMIT: RateRule = { limit: 3, windowMs: 60 * 60_000 }

// One per process, shared by Next's server bundles.
const limitersKey = Symbol.for('nuclear-expo.registration-resend-limits')
const holder = globalThis as typeof globalThis & { [limitersKey]?: { address: RateLimiter; mobile: RateLimiter } }
export const resendLimits = (holder[limitersKey] ??= {
  address: new RateLimiter(RESEND_ADDRESS_LIMIT, { maxKeys: 50_000 }),
  mobile: new RateLimiter(RESEND_MOBILE_LIMIT, { maxKeys: 50_000 }),
})

/**
 * R4 "already registered → send my badge again": when the mobile has a registration with an
 * e-mail on file, a new private link (the old one stops working) is mailed there. The caller
 * answers the same whatever happened here: nothing tells whoever typed the number whether it
 * is registered, and nothing of the registration is shown.
 */
export async function resendBadgeLink(payload: Payload, mobile: string): Promise<void> {
  if (!resendLimits.mobile.take(mobile).allowed) return
  const { docs } = await payload.find({
    collection: REGISTRATIONS_SLUG,
    where: { and: [{ mobile: { equals: mobile } }, { anonymisedAt: { exists: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const [registration] = docs
  if (!registration?.email) return
  const token = await newPrivateLink(payload, registration.id)
  await queueRegistrationMail(payload, registration, 'resent', token)
}

/**
 * X15: the resend task: the look-up and the mail, done by the job runner rather than in the
 * request, so that the request does the same work whatever the number (it only queues this), and
 * the work a registered number costs happens apart from it, among the runner's other jobs. The
 * job's input holds the mobile until it has run (Payload deletes a finished job).
 */
export const resendBadgeLinkTask: TaskConfig<{ input: { mobile: string }; output: { looked: boolean } }> = {
  slug: 'resendBadgeLink',
  label: '重新发送观众胸卡链接',
  inputSchema: [{ name: 'mobile', type: 'text', required: true }],
  outputSchema: [{ name: 'looked', type: 'checkbox', required: true }],
  retries: 3,
  handler: async ({ input, req }) => {
    await resendBadgeLink(req.payload, input.mobile)
    return { output: { looked: true } }
  },
}

/**
 * R4, X15: what the resend form's request does once the mobile and the captcha are right: queue
 * the look-up, the same single write whether or not the number is registered.
 */
export async function requestBadgeResend(payload: Payload, mobile: string): Promise<void> {
  await payload.jobs.queue({ task: 'resendBadgeLink', input: { mobile }, queue: 'mail' })
}

/** What one submitted resend form came to (R4, J1, X15). */
export type ResendOutcome =
  | { ok: true }
  | {
      ok: false
      /** 422: a field to correct; 429: this client asked too often (`retryAfterSeconds`). */
      status: 422 | 429
      /** The mobile as typed, to show again. */
      typed: string
      problems: FormProblems
      /** A captcha answer checked but not spent (the mobile was refused): it goes back with the form. */
      captchaAnswer?: string
      retryAfterSeconds?: number
    }

/**
 * R4, J1, X15: one submitted resend form (the page's server action and `POST
 * /register/resend/submit` alike): limited per client address group (a loopback client is a tool
 * on the machine), the mobile checked, the captcha only checked while the mobile is refused and
 * spent once it is right, then the look-up queued: the same answer and the same work whether the
 * number is registered or not.
 */
export async function submitResendForm(payload: Payload, body: URLSearchParams, forwardedFor: string | null): Promise<ResendOutcome> {
  const typed = (body.get('mobile') ?? '').trim().slice(0, 30)
  const address = forwardedAddress(forwardedFor)
  const verdict = address === null || isLoopback(address) ? { allowed: true as const } : resendLimits.address.take(addressGroup(address))
  if (!verdict.allowed) return { ok: false, status: 429, typed, problems: {}, retryAfterSeconds: verdict.retryAfterSeconds }
  const mobile = normalizeMobile(typed)
  const answer = body.get(CAPTCHA_FIELD) ?? ''
  if (!mobile) {
    const captcha = await checkCaptcha(payload, answer)
    return {
      ok: false,
      status: 422,
      typed,
      problems: { mobile: typed ? 'mobile' : 'required', ...(captcha ? { [CAPTCHA_FIELD]: captcha } : {}) },
      ...(captcha ? {} : { captchaAnswer: answer }),
    }
  }
  const captcha = await spendCaptcha(payload, answer)
  if (captcha) return { ok: false, status: 422, typed, problems: { [CAPTCHA_FIELD]: captcha } }
  await requestBadgeResend(payload, mobile)
  return { ok: true }
}

import type { Payload, TaskConfig } from 'payload'

import { RateLimiter, type RateRule } from '@/limits/rate-limit'

import { newPrivateLink } from './badge-actions'
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

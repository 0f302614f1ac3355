'use server'

import { headers } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'

import { getEnv } from '@/config/env'
import { DEFAULT_LOCALE, LOCALE_HEADER } from '@/locales/languages'
import { markPageStatus } from '@/logging/request-context'
import { getPayloadClient } from '@/payload/client'

import { submitResendForm } from '../resend'
import { submitRegistrationForm } from '../submit'
import type { RegisterFormState, ResendFormState } from './form-state'

/** The header Next's client sends with an action it calls by script (not with a plain form post). */
const ACTION_HEADER = 'next-action'

/** The form's own fields only: React's and Next's action fields are not the visitor's. */
function formFields(formData: FormData): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of formData) if (typeof value === 'string' && !name.startsWith('$ACTION')) body.append(name, value)
  return body
}

/**
 * R1–R7, J1: the registration form's server action. The browser posts the form to its own page,
 * with or without script: a registration stored goes on to its private badge page (303 without
 * script, a navigation by the form's script with it); a refused one comes back as the form's next state, shown
 * in the page with everything typed and a message per field, and the page answers with the
 * refusal's status (422, 409; 403 outside the opening times).
 */
export async function registerAction(previous: RegisterFormState, formData: FormData): Promise<RegisterFormState> {
  // Registrations are stored in this site's database; a site reading a remote backend takes none.
  if (getEnv().CONTENT_SOURCE === 'remote') {
    markPageStatus(404)
    return previous
  }
  // G5: the edition of the page's path, set by the server (never a field of the form).
  const requestHeaders = await headers()
  const locale = requestHeaders.get(LOCALE_HEADER) === 'en' ? 'en' : DEFAULT_LOCALE
  const outcome = await submitRegistrationForm(await getPayloadClient(), formFields(formData), locale)
  if (outcome.ok) {
    // With script (Next's action header), the page goes on by itself: redirect() would have Next
    // fetch the badge page from the Host the request named, the link's token in that URL.
    if (requestHeaders.has(ACTION_HEADER)) return { ...previous, badgePath: outcome.badgePath }
    redirect(outcome.badgePath, RedirectType.push)
  }
  markPageStatus(outcome.status)
  return {
    attempt: previous.attempt + 1,
    values: outcome.values,
    problems: outcome.problems,
    suggestions: outcome.suggestions,
    captchaAnswer: outcome.captchaAnswer,
  }
}

/**
 * R4, J1, X15: the resend form's server action: answered in the page, in the site's shell; sent
 * (the same answer whether the number is registered or not), or refused with the mobile kept
 * (422; 429 with Retry-After past the client's limit).
 */
export async function resendAction(previous: ResendFormState, formData: FormData): Promise<ResendFormState> {
  if (getEnv().CONTENT_SOURCE === 'remote') {
    markPageStatus(404)
    return previous
  }
  const forwardedFor = (await headers()).get('x-forwarded-for')
  const outcome = await submitResendForm(await getPayloadClient(), formFields(formData), forwardedFor)
  const attempt = previous.attempt + 1
  if (outcome.ok) return { attempt, typed: '', problems: {}, sent: true }
  markPageStatus(outcome.status, outcome.retryAfterSeconds)
  return {
    attempt,
    typed: outcome.typed,
    problems: outcome.problems,
    sent: false,
    ...(outcome.captchaAnswer ? { captchaAnswer: outcome.captchaAnswer } : {}),
    ...(outcome.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: outcome.retryAfterSeconds }),
  }
}

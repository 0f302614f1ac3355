import type { Payload } from 'payload'

import { type Locale, localizedPath } from '@/locales/languages'

import { readAvailability } from './availability'
import { checkCaptcha, spendCaptcha } from './captcha/challenge'
import { CAPTCHA_FIELD } from './fields'
import { type EmailSuggestions, type FormProblems, type FormValues, formValues, parseRegistrationForm } from './form'
import { readRegistrationSettings, registrationFormSettings } from './form-settings'
import { withKnownInvitationCode } from './invitation-code'
import { submitRegistration } from './register'

/** What a refused submission goes back with: the form as typed, a problem per field, and its answer's status. */
export type RefusedSubmission = {
  ok: false
  /** 422: a field to correct; 409: a mobile already registered; 403: registration is not open (R7). */
  status: 403 | 409 | 422
  values: FormValues
  problems: FormProblems
  suggestions: EmailSuggestions
  /** J1, R4: a captcha answer checked but not spent (the form was refused for another field): it goes back with the form. */
  captchaAnswer?: string
}

export type SubmissionOutcome =
  | {
      ok: true
      registrationNumber: string
      waitlisted: boolean
      /** The private badge page (path and token), in the form's edition. */ badgePath: string
    }
  | RefusedSubmission

const statusOf = (problems: FormProblems): RefusedSubmission['status'] => {
  const all = Object.values(problems)
  if (all.includes('registered') || all.includes('groupRegistered')) return 409
  if (all.includes('notYetOpen') || all.includes('closed')) return 403
  return 422
}

/**
 * R1–R7, J1: one submitted registration form (its fields as posted, the same for the page's
 * server action and for `POST /register/submit`), from reading the settings to the queued mails:
 * refused while registration is not open; each field checked, the invitation code against the
 * exhibitors'; the captcha only checked when a field is refused (it goes back with the form) and
 * spent once when the registration is stored; stored whole, on the waiting list when a day is
 * full. The settings and the days' places are read once.
 */
export async function submitRegistrationForm(payload: Payload, body: URLSearchParams, locale: Locale): Promise<SubmissionOutcome> {
  const stored = await readRegistrationSettings(payload, locale)
  const availability = await readAvailability(payload, stored)
  const refused = (problems: FormProblems, more: Partial<RefusedSubmission> = {}): RefusedSubmission => ({
    ok: false,
    status: statusOf(problems),
    values: formValues(body),
    problems,
    suggestions: {},
    ...more,
  })
  // R7: before the opening and after the closing nothing is read further, nothing stored.
  if (availability.window.state !== 'open') return refused({ form: availability.window.state })
  const parsed = await withKnownInvitationCode(payload, parseRegistrationForm(body, registrationFormSettings(stored)), body)
  const answer = body.get(CAPTCHA_FIELD) ?? ''
  if (!parsed.ok) {
    const captcha = await checkCaptcha(payload, answer)
    return refused(
      { ...parsed.problems, ...(captcha ? { [CAPTCHA_FIELD]: captcha } : {}) },
      { suggestions: parsed.suggestions, captchaAnswer: captcha ? undefined : answer },
    )
  }
  const captcha = await spendCaptcha(payload, answer)
  if (captcha) return refused({ [CAPTCHA_FIELD]: captcha })
  const outcome = await submitRegistration(payload, parsed.registration, locale, availability)
  if (!outcome.ok) return refused(outcome.problems)
  return {
    ok: true,
    registrationNumber: outcome.registrationNumber,
    waitlisted: outcome.waitlisted ?? false,
    badgePath: localizedPath(`/register/badge/${outcome.registrationNumber}?t=${outcome.token}`, locale),
  }
}

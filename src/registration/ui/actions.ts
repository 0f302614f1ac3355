'use server'

import { headers } from 'next/headers'
import { redirect, RedirectType } from 'next/navigation'

import { getEnv } from '@/config/env'
import { DEFAULT_LOCALE, LOCALE_HEADER } from '@/locales/languages'
import { markPageStatus } from '@/logging/request-context'
import { getPayloadClient } from '@/payload/client'

import { submitRegistrationForm } from '../submit'
import type { RegisterFormState } from './form-state'

/**
 * R1–R7, J1: the registration form's server action. The browser posts the form to its own page,
 * with or without script: a registration stored goes on to its private badge page (303 without
 * script, the client router with it); a refused one comes back as the form's next state, shown
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
  const locale = (await headers()).get(LOCALE_HEADER) === 'en' ? 'en' : DEFAULT_LOCALE
  const body = new URLSearchParams()
  // The form's own fields only: React's and Next's action fields are not the visitor's.
  for (const [name, value] of formData) if (typeof value === 'string' && !name.startsWith('$ACTION')) body.append(name, value)
  const outcome = await submitRegistrationForm(await getPayloadClient(), body, locale)
  if (outcome.ok) redirect(outcome.badgePath, RedirectType.push)
  markPageStatus(outcome.status)
  return {
    attempt: previous.attempt + 1,
    values: outcome.values,
    problems: outcome.problems,
    suggestions: outcome.suggestions,
    captchaAnswer: outcome.captchaAnswer,
  }
}

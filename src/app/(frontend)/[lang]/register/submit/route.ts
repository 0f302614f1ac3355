import escapeHtml from 'escape-html'

import { getEnv } from '@/config/env'
import { withKnownInvitationCode } from '@/exhibitor-portal/invitation-code'
import { type Locale, localizedPath } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'
import type { RegistrationSetting } from '@/payload-types'
import { captchaAssetsBase } from '@/registration/captcha/assets'
import { checkCaptcha, spendCaptcha } from '@/registration/captcha/challenge'
import { CAPTCHA_FIELD } from '@/registration/fields'
import { type EmailSuggestions, type FormProblems, type FormValues, formValues, parseRegistrationForm } from '@/registration/form'
import { readRegistrationSettings, registrationFormSettings, type RegistrationFormSettings } from '@/registration/form-settings'
import { readAvailability, registrationWindow } from '@/registration/availability'
import { submitRegistration } from '@/registration/register'
import { editionRoute } from '@/site/lib/edition-route'
import { siteNameIn } from '@/site/lib/metadata'
import { captchaHead, registrationFormHtml } from '@/site/pages/register/form-html'
import { refusedRegistrationPage } from '@/site/pages/register/refused-page'
import { registerText } from '@/site/pages/register/text'

/** Answers about one visitor's registration are theirs alone: never stored by any cache. */
const PRIVATE = { 'Cache-Control': 'no-store, private' }

async function refused(
  status: number,
  locale: Locale,
  stored: RegistrationSetting,
  settings: RegistrationFormSettings,
  values: FormValues,
  problems: FormProblems,
  { suggestions, captchaAnswer }: { suggestions?: EmailSuggestions; captchaAnswer?: string } = {},
): Promise<Response> {
  const text = registerText(locale)
  const [availability, siteName] = await Promise.all([readAvailability(await getPayloadClient(), stored), siteNameIn(locale)])
  const form = registrationFormHtml({
    text,
    settings,
    action: localizedPath('/register/submit', locale),
    values,
    problems,
    suggestions,
    captchaAnswer,
    full: { days: availability.fullDays, all: availability.allFull },
    resendHref: localizedPath('/register/resend', locale),
  })
  return new Response(refusedRegistrationPage(locale, text, siteName, form, captchaHead(await captchaAssetsBase())), {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

/**
 * R1–R5: a submitted registration form (URL-encoded). Stored whole and answered with a redirect
 * to the private badge page (303: a reload does not submit again), or refused with the form and
 * a message per field (422; 409 for a mobile already registered; 403 outside the opening
 * times, R7), nothing stored. A submission for a full day joins the waiting list. The captcha (R4)
 * is checked on every submission: without a valid, unused answer nothing is stored.
 */
export const POST = editionRoute(async (request, { locale }) => {
  if (getEnv().CONTENT_SOURCE === 'remote') return new Response(null, { status: 404, headers: PRIVATE })
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return new Response(registerText(locale).formProblem, {
      status: 415,
      headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const body = new URLSearchParams(await request.text())
  const payload = await getPayloadClient()
  // The settings are read once for the whole request: the opening times, the form's choices, the cap and the days.
  const stored = await readRegistrationSettings(payload, locale)
  // R7: before the opening and after the closing nothing is read further, nothing stored.
  const window = registrationWindow(stored)
  if (window.state !== 'open') {
    const text = registerText(locale)
    const message = `<p class="register-error" role="alert">${escapeHtml(text.problems[window.state])}</p>`
    return new Response(refusedRegistrationPage(locale, text, await siteNameIn(locale), message), {
      status: 403,
      headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' },
    })
  }
  const settings = registrationFormSettings(stored)
  const parsed = await withKnownInvitationCode(payload, parseRegistrationForm(body, settings), body)
  const answer = body.get(CAPTCHA_FIELD) ?? ''
  // J1, R4: a form refused for its fields does not spend the captcha's answer: checked only, it
  // goes back with the form and is spent (once) when the corrected form is stored.
  if (!parsed.ok) {
    const captcha = await checkCaptcha(payload, answer)
    const problems = { ...parsed.problems, ...(captcha ? { [CAPTCHA_FIELD]: captcha } : {}) }
    return refused(422, locale, stored, settings, formValues(body), problems, {
      suggestions: parsed.suggestions,
      captchaAnswer: captcha ? undefined : answer,
    })
  }
  const captcha = await spendCaptcha(payload, answer)
  if (captcha) return refused(422, locale, stored, settings, formValues(body), { [CAPTCHA_FIELD]: captcha })
  const outcome = await submitRegistration(payload, parsed.registration, locale, stored)
  if (!outcome.ok) {
    // 409: the mobile is registered; 403: registration is not open (or no longer); 422: a field to correct.
    const problems = Object.values(outcome.problems)
    const status =
      problems.includes('registered') || problems.includes('groupRegistered')
        ? 409
        : problems.includes('notYetOpen') || problems.includes('closed')
          ? 403
          : 422
    return refused(status, locale, stored, settings, formValues(body), outcome.problems)
  }
  const badge = localizedPath(`/register/badge/${outcome.registrationNumber}?t=${outcome.token}`, locale)
  return new Response(null, { status: 303, headers: { ...PRIVATE, Location: badge } })
})

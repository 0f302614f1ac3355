import { getEnv } from '@/config/env'
import { LOCALE_HEADER, type Locale, localizedPath } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'
import { type FormProblems, type FormValues, formValues, parseRegistrationForm } from '@/registration/form'
import { readRegistrationFormSettings, type RegistrationFormSettings } from '@/registration/form-settings'
import { registerVisitors } from '@/registration/register'
import { defaultSiteName } from '@/site/lib/metadata'
import { registrationFormHtml } from '@/site/pages/register/form-html'
import { refusedRegistrationPage } from '@/site/pages/register/refused-page'
import { registerText } from '@/site/pages/register/text'

/** Answers about one visitor's registration are theirs alone: never stored by any cache. */
const PRIVATE = { 'Cache-Control': 'no-store, private' }

function refused(
  status: number,
  locale: Locale,
  siteName: string,
  settings: RegistrationFormSettings,
  values: FormValues,
  problems: FormProblems,
): Response {
  const text = registerText(locale)
  const form = registrationFormHtml({ text, settings, action: localizedPath('/register/submit', locale), values, problems })
  return new Response(refusedRegistrationPage(locale, text, siteName, form), {
    status,
    headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' },
  })
}

/**
 * R1–R5: a submitted registration form (URL-encoded). Stored whole and answered with a redirect
 * to the private badge page (303: a reload does not submit again), or refused with the form and
 * a message per field (422; 409 for a mobile already registered), nothing stored.
 */
export async function POST(request: Request): Promise<Response> {
  const locale: Locale = request.headers.get(LOCALE_HEADER) === 'en' ? 'en' : 'zh'
  if (getEnv().CONTENT_SOURCE === 'remote') return new Response(null, { status: 404, headers: PRIVATE })
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return new Response(registerText(locale).formProblem, {
      status: 415,
      headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const body = new URLSearchParams(await request.text())
  const payload = await getPayloadClient()
  const [settings, siteName] = await Promise.all([readRegistrationFormSettings(payload, locale), defaultSiteName()])
  const parsed = parseRegistrationForm(body, settings)
  if (!parsed.ok) return refused(422, locale, siteName, settings, parsed.values, parsed.problems)
  const outcome = await registerVisitors(payload, parsed.registration, locale)
  if (!outcome.ok) {
    const status = Object.values(outcome.problems).includes('registered') ? 409 : 422
    return refused(status, locale, siteName, settings, formValues(body), outcome.problems)
  }
  const badge = localizedPath(`/register/badge/${outcome.registrationNumber}?t=${outcome.token}`, locale)
  return new Response(null, { status: 303, headers: { ...PRIVATE, Location: badge } })
}

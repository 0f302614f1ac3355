import escapeHtml from 'escape-html'

import { getEnv } from '@/config/env'
import { localizedPath } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'
import { CAPTCHA_FIELD } from '@/registration/fields'
import { submitResendForm } from '@/registration/resend'
import { editionRoute } from '@/site/lib/edition-route'
import { siteNameIn } from '@/site/lib/metadata'
import { PRIVATE_ANSWER } from '@/registration/ui/own-data-request'
import { refusedRegistrationPage } from '@/registration/ui/refused-page'
import { registerText } from '@/registration/ui/text'

/**
 * R4 POST /register/resend/submit: the resend form posted URL-encoded by a script (the page's own
 * form posts to its server action: src/registration/ui). The same service as the page's: the
 * answer is one and the same whether the number is registered or not, and the request only
 * queues the look-up (X15). Answered on the resend page (303): sent, or what to correct; past the
 * client's limit 429 with Retry-After.
 */
export const POST = editionRoute(async (request, { locale }) => {
  const text = registerText(locale)
  if (getEnv().CONTENT_SOURCE === 'remote') return new Response(null, { status: 404, headers: PRIVATE_ANSWER })
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded'))
    return new Response(text.formProblem, { status: 415, headers: { ...PRIVATE_ANSWER, 'Content-Type': 'text/plain; charset=utf-8' } })
  const body = new URLSearchParams(await request.text())
  const outcome = await submitResendForm(await getPayloadClient(), body, request.headers.get('x-forwarded-for'))
  const back = (query: string) =>
    new Response(null, { status: 303, headers: { ...PRIVATE_ANSWER, Location: localizedPath(`/register/resend?${query}`, locale) } })
  if (outcome.ok) return back('sent=1')
  if (outcome.status === 429) {
    const wait = outcome.retryAfterSeconds ?? 60
    const message = `<p class="register-error" role="alert">${escapeHtml(text.resend.tooMany(wait))}</p>`
    const page = refusedRegistrationPage(locale, text, await siteNameIn(locale), message)
    return new Response(page, {
      status: 429,
      headers: { ...PRIVATE_ANSWER, 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': String(wait) },
    })
  }
  const { mobile, [CAPTCHA_FIELD]: captcha } = outcome.problems
  return back(`problem=${mobile ? `mobile-${mobile}` : `captcha-${captcha ?? 'captcha'}`}`)
})

import escapeHtml from 'escape-html'

import { getEnv } from '@/config/env'
import { localizedPath } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'
import { captchaAssetsBase } from '@/registration/captcha/assets'
import { spendCaptcha } from '@/registration/captcha/challenge'
import { CAPTCHA_FIELD } from '@/registration/fields'
import { type FormProblems, normalizeMobile } from '@/registration/form'
import { requestBadgeResend, resendLimits } from '@/registration/resend'
import { addressGroup } from '@/limits/address-group'
import { forwardedAddress, isLoopback } from '@/limits/rate-limit'
import { editionRoute } from '@/site/lib/edition-route'
import { siteNameIn } from '@/site/lib/metadata'
import { PRIVATE_ANSWER } from '@/registration/ui/own-data-request'
import { captchaHead, refusedRegistrationPage } from '@/registration/ui/refused-page'
import { registerText } from '@/registration/ui/text'

/**
 * R4 POST /register/resend/submit: the mobile (and the captcha). With both right, the answer is
 * one and the same whether the number is registered or not, and takes the same time: the request
 * only queues the look-up (X15); the job runner mails the link to the e-mail on file. Limited per client address (429 with
 * Retry-After) and per mobile (src/registration/resend.ts).
 */
export const POST = editionRoute(async (request, { locale }) => {
  const text = registerText(locale)
  if (getEnv().CONTENT_SOURCE === 'remote') return new Response(null, { status: 404, headers: PRIVATE_ANSWER })
  const page = async (status: number, body: string, headers: Record<string, string> = {}) =>
    new Response(refusedRegistrationPage(locale, text, await siteNameIn(locale), body, captchaHead(await captchaAssetsBase())), {
      status,
      headers: { ...PRIVATE_ANSWER, 'Content-Type': 'text/html; charset=utf-8', ...headers },
    })
  const address = forwardedAddress(request.headers.get('x-forwarded-for'))
  const verdict = address === null || isLoopback(address) ? { allowed: true as const } : resendLimits.address.take(addressGroup(address))
  if (!verdict.allowed) {
    const wait = verdict.retryAfterSeconds
    return page(429, `<p class="register-error" role="alert">${escapeHtml(text.resend.tooMany(wait))}</p>`, { 'Retry-After': String(wait) })
  }
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded'))
    return new Response(text.formProblem, { status: 415, headers: { ...PRIVATE_ANSWER, 'Content-Type': 'text/plain; charset=utf-8' } })
  const body = new URLSearchParams(await request.text())
  const typed = (body.get('mobile') ?? '').trim().slice(0, 30)
  const mobile = normalizeMobile(typed)
  const payload = await getPayloadClient()
  const captcha = await spendCaptcha(payload, body.get(CAPTCHA_FIELD) ?? '')
  const problems: FormProblems = {
    ...(typed ? (mobile ? {} : { mobile: 'mobile' }) : { mobile: 'required' }),
    ...(captcha ? { [CAPTCHA_FIELD]: captcha } : {}),
  }
  // J1: answered on the resend page, inside the site's shell: what to correct, or that it is sent.
  const back = (query: string) =>
    new Response(null, { status: 303, headers: { ...PRIVATE_ANSWER, Location: localizedPath(`/register/resend?${query}`, locale) } })
  const [problem] = Object.values(problems)
  if (!mobile || captcha) return back(`problem=${problems.mobile ? `mobile-${problems.mobile}` : `captcha-${problem ?? 'captcha'}`}`)
  // X15: only queued here, whatever the number: the look-up and the mail are the job runner's.
  await requestBadgeResend(payload, mobile)
  return back('sent=1')
})

import escapeHtml from 'escape-html'

import { CAPTCHA_FIELD } from '@/registration/fields'
import type { FormProblems } from '@/registration/form'
import type { RegisterText } from '@/registration/ui/text'

/** Where the widget asks for a challenge (one address for both editions). */
const CAPTCHA_CHALLENGE_URL = '/register/captcha'

/**
 * R4: the ALTCHA widget: it solves a challenge in the browser when the visitor starts on the form
 * and puts the answer in a hidden field of the form, which still posts as a plain form. Its script
 * and styles are loaded by the page (`captchaHead`).
 */
function captchaHtml(text: RegisterText, message: string, invalid: boolean, answer?: string): string {
  if (answer)
    return `<div class="register-field register-captcha" id="${CAPTCHA_FIELD}-field">
<span class="register-label">${escapeHtml(text.captcha)}</span>
<input type="hidden" name="${CAPTCHA_FIELD}" value="${escapeHtml(answer)}"><p class="register-captcha-done" role="status">${escapeHtml(text.captchaDone)}</p></div>`
  return `<div class="register-field register-captcha${invalid ? ' register-field--invalid' : ''}" id="${CAPTCHA_FIELD}-field">
<span class="register-label">${escapeHtml(text.captcha)}</span>
<altcha-widget challenge="${CAPTCHA_CHALLENGE_URL}" name="${CAPTCHA_FIELD}" auto="onfocus" language="${text.captchaLanguage}"></altcha-widget>
<noscript><p class="register-error">${escapeHtml(text.problems.captcha)}</p></noscript>
${message}</div>`
}

/** R4: the widget's stylesheet and module, for a page written as a string (the refused answer). */
export const captchaHead = (base: string) =>
  `<link rel="stylesheet" href="${escapeHtml(base)}/altcha.css"><script type="module" src="${escapeHtml(base)}/setup.js"></script>`

/**
 * R4: "already registered → send my badge again": the mobile and the captcha, nothing else. The
 * answer is the same whether or not the number is registered.
 */
export function resendFormHtml({
  text,
  action,
  mobile = '',
  problems = {},
}: {
  text: RegisterText
  action: string
  mobile?: string
  problems?: FormProblems
}): string {
  const message = (name: string) => {
    const key = problems[name]
    return key ? `<p class="register-error" id="${name}-error">${escapeHtml(text.problems[key])}</p>` : ''
  }
  const mobileProblem = Boolean(problems.mobile)
  return `<form class="register-form register-resend-form" method="post" action="${escapeHtml(action)}" accept-charset="utf-8" novalidate>
<p class="register-intro">${escapeHtml(text.resend.intro)}</p>
<div class="register-field${mobileProblem ? ' register-field--invalid' : ''}">
<label for="mobile">${escapeHtml(text.fields.mobile)}</label><span class="register-hint">${escapeHtml(text.fields.mobileHint)}</span>
<input id="mobile" name="mobile" type="tel" inputmode="numeric" maxlength="20" autocomplete="tel" value="${escapeHtml(mobile)}"${mobileProblem ? ' aria-invalid="true" aria-describedby="mobile-error"' : ''}>
${message('mobile')}</div>
${captchaHtml(text, message(CAPTCHA_FIELD), Boolean(problems[CAPTCHA_FIELD]))}
<button type="submit" class="register-submit">${escapeHtml(text.resend.submit)}</button>
</form>`
}

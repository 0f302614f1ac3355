import escapeHtml from 'escape-html'

import { CAPTCHA_FIELD } from '@/registration/fields'
import {
  COLLEAGUE_ROWS,
  colleagueField,
  CONFIRMED_EMAIL_FIELD,
  type EmailSuggestions,
  type FormProblems,
  type FormValues,
  HONEYPOT_FIELD,
} from '@/registration/form'
import type { RegistrationFormSettings } from '@/registration/form-settings'

import type { RegisterText } from './text'

export type FormView = {
  text: RegisterText
  settings: RegistrationFormSettings
  /** Where the form posts (the edition's `/register/submit`). */
  action: string
  values?: FormValues
  problems?: FormProblems
  /** J1: the address each e-mail field probably meant (its problem is `emailTypo`). */
  suggestions?: EmailSuggestions
  /**
   * J1: a captcha answer checked but not spent (the form was refused for another field): sent
   * again with the form, so the visitor does not solve the captcha twice. Spent once stored.
   */
  captchaAnswer?: string
  /** R7: the days already full (offered for the waiting list), and whether all are. */
  full?: { days: readonly string[]; all: boolean }
  /** Where "already registered → send my badge again" is (the edition's `/register/resend`). */
  resendHref?: string
}

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
 * R1–R3: the registration form as plain HTML: it works without script (the captcha aside), posts
 * URL-encoded to the route handler, and shows each field's problem beside it. One renderer for
 * the page (inside the site's shell) and for the 4xx answer of a refused submission, so both
 * show the same form. Every value is escaped: what a visitor typed is only ever text here.
 */
export function registrationFormHtml({
  text,
  settings,
  action,
  values = {},
  problems = {},
  suggestions = {},
  captchaAnswer,
  full = { days: [], all: false },
  resendHref,
}: FormView): string {
  const value = (name: string): string => {
    const typed = values[name]
    return typeof typed === 'string' ? typed : ''
  }
  const problem = (name: string) => problems[name]
  const message = (name: string): string => {
    const key = problem(name)
    const suggestion = key === 'emailTypo' ? suggestions[name] : undefined
    // J1: the address as typed goes back as confirmed: submitted again unchanged, it is kept.
    if (suggestion)
      return `<p class="register-error register-suggestion" id="${name}-error">${escapeHtml(text.emailTypo(suggestion))}</p><input type="hidden" name="${CONFIRMED_EMAIL_FIELD}" value="${escapeHtml(value(name))}">`
    return key ? `<p class="register-error" id="${name}-error">${escapeHtml(text.problems[key])}</p>` : ''
  }
  const invalid = (name: string) => (problem(name) ? ` aria-invalid="true" aria-describedby="${name}-error"` : '')
  const mark = (required: boolean) => (required ? ` <span class="register-required" title="${escapeHtml(text.required)}">*</span>` : '')

  const input = (
    name: string,
    label: string,
    options: { required?: boolean; type?: string; max?: number; autocomplete?: string; inputmode?: string; hint?: string } = {},
  ) => {
    const { required = false, type = 'text', max, autocomplete, inputmode, hint } = options
    return `<div class="register-field${problem(name) ? ' register-field--invalid' : ''}">
<label for="${name}">${escapeHtml(label)}${mark(required)}</label>${hint ? `<span class="register-hint">${escapeHtml(hint)}</span>` : ''}
<input id="${name}" name="${name}" type="${type}" value="${escapeHtml(value(name))}"${max ? ` maxlength="${max}"` : ''}${autocomplete ? ` autocomplete="${autocomplete}"` : ''}${inputmode ? ` inputmode="${inputmode}"` : ''}${invalid(name)}>
${message(name)}</div>`
  }
  const select = (
    name: string,
    label: string,
    choices: { value: string; label: string }[],
  ) => `<div class="register-field${problem(name) ? ' register-field--invalid' : ''}">
<label for="${name}">${escapeHtml(label)}${mark(true)}</label>
<select id="${name}" name="${name}"${invalid(name)}><option value="">${escapeHtml(text.choose)}</option>${choices
    .map(
      (choice) =>
        `<option value="${escapeHtml(choice.value)}"${value(name) === choice.value ? ' selected' : ''}>${escapeHtml(choice.label)}</option>`,
    )
    .join('')}</select>
${message(name)}</div>`

  const chosenDays = Array.isArray(values.days) ? values.days : []
  const days = `<fieldset class="register-field register-days${problem('days') ? ' register-field--invalid' : ''}"${problem('days') ? ' aria-describedby="days-error"' : ''}>
<legend>${escapeHtml(text.fields.days)}${mark(true)}</legend>${settings.dayChoices
    .map(
      (day, index) =>
        `<label class="register-check"><input type="checkbox" name="days" id="day-${index}" value="${escapeHtml(day.value)}"${chosenDays.includes(day.value) ? ' checked' : ''}> ${escapeHtml(day.label)}${full.days.includes(day.value) ? `<span class="register-full-day">${escapeHtml(text.window.dayFull)}</span>` : ''}</label>`,
    )
    .join('')}
${message('days')}</fieldset>`

  const colleagueRows = Array.from({ length: COLLEAGUE_ROWS }, (_, index) => {
    const row = index + 1
    return `<fieldset class="register-colleague"><legend>${escapeHtml(text.group.colleague(row))}</legend>
${input(colleagueField(row, 'name'), text.fields.name, { max: text.limits.name, autocomplete: 'off' })}
${input(colleagueField(row, 'mobile'), text.fields.mobile, { type: 'tel', inputmode: 'numeric', max: 20, autocomplete: 'off' })}
${input(colleagueField(row, 'email'), text.fields.email, { type: 'email', max: text.limits.email, autocomplete: 'off' })}
${input(colleagueField(row, 'jobTitle'), text.fields.jobTitle, { max: text.limits.jobTitle, autocomplete: 'off' })}
</fieldset>`
  }).join('')
  const groupOpen =
    Object.keys(problems).some((name) => name.startsWith('colleague')) ||
    Object.keys(values).some((name) => name.startsWith('colleague') && value(name) !== '')

  const check = (
    name: string,
    label: string,
  ) => `<div class="register-field register-consent${problem(name) ? ' register-field--invalid' : ''}">
<label class="register-check"><input type="checkbox" id="${name}" name="${name}" value="yes"${value(name) === 'yes' && !problem(name) ? ' checked' : ''}${invalid(name)}> ${escapeHtml(label)}</label>
${message(name)}</div>`

  // J1: addresses kept after a suggestion stay kept while other fields are corrected.
  const carriedConfirmations = (Array.isArray(values[CONFIRMED_EMAIL_FIELD]) ? (values[CONFIRMED_EMAIL_FIELD] as string[]) : [])
    .filter((address) => !Object.keys(suggestions).some((name) => value(name) === address))
    .map((address) => `<input type="hidden" name="${CONFIRMED_EMAIL_FIELD}" value="${escapeHtml(address)}">`)
    .join('')
  const problemCount = Object.keys(problems).length
  const summary =
    problemCount > 0
      ? `<div class="register-summary" role="alert"><p>${escapeHtml(text.summary(problemCount))}</p>${problems.form ? `<p id="form-error">${escapeHtml(problems.form === 'invalid' ? text.formProblem : text.problems[problems.form])}</p>` : ''}</div>`
      : ''

  const fullBanner = full.all ? `<p class="register-full" role="status">${escapeHtml(text.window.full)}</p>` : ''
  const resend = resendHref ? `<p class="register-resend"><a href="${escapeHtml(resendHref)}">${escapeHtml(text.resend.link)}</a></p>` : ''

  return `${summary}${fullBanner}<form class="register-form" method="post" action="${escapeHtml(action)}" accept-charset="utf-8" novalidate>
<p class="register-intro">${escapeHtml(text.intro)}</p>${resend}
${input('name', text.fields.name, { required: true, max: text.limits.name, autocomplete: 'name' })}
${input('mobile', text.fields.mobile, { required: true, type: 'tel', inputmode: 'numeric', max: 20, autocomplete: 'tel', hint: text.fields.mobileHint })}
${input('email', text.fields.email, { type: 'email', max: text.limits.email, autocomplete: 'email' })}
${input('company', text.fields.company, { required: true, max: text.limits.company, autocomplete: 'organization' })}
${input('jobTitle', text.fields.jobTitle, { max: text.limits.jobTitle, autocomplete: 'organization-title' })}
${select('industry', text.fields.industry, settings.industryChoices)}
${select('purpose', text.fields.purpose, settings.purposeChoices)}
${days}
${input('invitationCode', text.fields.invitationCode, { max: text.limits.invitationCode, autocomplete: 'off', hint: text.fields.invitationCodeHint })}
<details class="register-group"${groupOpen ? ' open' : ''}><summary>${escapeHtml(text.group.summary)}</summary><p class="register-hint">${escapeHtml(text.group.hint)}</p>${colleagueRows}</details>
${carriedConfirmations}<div class="register-trap" aria-hidden="true"><label for="${HONEYPOT_FIELD}">${escapeHtml(text.honeypot)}</label><input id="${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" value="" tabindex="-1" autocomplete="off"></div>
<section class="register-notice" aria-labelledby="register-notice-title"><h2 id="register-notice-title">${escapeHtml(text.notice)}</h2><div class="register-notice__text" tabindex="0">${escapeHtml(settings.notice)}</div></section>
<input type="hidden" name="noticeVersion" value="${escapeHtml(settings.noticeVersion)}">
${check('noticeConsent', text.noticeConsent)}
${check('shareConsent', text.shareConsent)}
${captchaHtml(text, message(CAPTCHA_FIELD), Boolean(problem(CAPTCHA_FIELD)), captchaAnswer)}
<button type="submit" class="register-submit">${escapeHtml(full.all ? text.window.waitlistSubmit : text.submit)}</button>
</form>`
}

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

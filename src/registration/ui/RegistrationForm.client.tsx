'use client'

import { useActionState, useEffect, useRef } from 'react'

import type { Locale } from '@/locales/languages'

import { CAPTCHA_FIELD, COLLEAGUE_ROWS, colleagueField, CONFIRMED_EMAIL_FIELD, HONEYPOT_FIELD } from '../fields'
import type { RegistrationFormSettings } from '../form-settings'
import { CaptchaField, useCaptchaStart } from './CaptchaField.client'
import type { RegisterFormState } from './form-state'
import { registerText } from './text'

export type RegistrationFormProps = {
  locale: Locale
  settings: RegistrationFormSettings
  /** R7: the days already full (offered for the waiting list), and whether all are. */
  full: { days: readonly string[]; all: boolean }
  /** Where "already registered → send my badge again" is (the edition's `/register/resend`). */
  resendHref: string
  /** Where the widget asks for a challenge. */
  captchaChallenge: string
  action: (previous: RegisterFormState, formData: FormData) => Promise<RegisterFormState>
  initial: RegisterFormState
}

type InputOptions = { required?: boolean; type?: string; max?: number; autoComplete?: string; inputMode?: 'numeric'; hint?: string }

/**
 * R1–R4, J1: the registration form. A plain form that posts to its page's server action: without
 * script the browser posts it and the page comes back with the form's next state; with script
 * the same action answers without a reload. Either way a refused form shows each field's problem
 * beside it, keeps everything typed (the checked captcha too) and renders typed text only as text.
 */
export function RegistrationForm({ locale, settings, full, resendHref, captchaChallenge, action, initial }: RegistrationFormProps) {
  const [state, formAction, pending] = useActionState(action, initial)
  // Stored: on to the badge page, as the plain form's 303 would.
  useEffect(() => {
    if (state.badgePath) window.location.assign(state.badgePath)
  }, [state.badgePath])
  const formRef = useRef<HTMLFormElement>(null)
  useCaptchaStart(formRef, state.attempt)
  const text = registerText(locale)
  const { values, problems, suggestions, captchaAnswer } = state
  const value = (name: string): string => {
    const typed = values[name]
    return typeof typed === 'string' ? typed : ''
  }
  const describedBy = (name: string) => (problems[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {})
  const fieldClass = (name: string, base = 'register-field') => `${base}${problems[name] ? ' register-field--invalid' : ''}`
  const mark = (required: boolean) =>
    required ? (
      <>
        {' '}
        <span className="register-required" title={text.required}>
          *
        </span>
      </>
    ) : null

  const message = (name: string) => {
    const key = problems[name]
    const suggestion = key === 'emailTypo' ? suggestions[name] : undefined
    // J1: the address as typed goes back as confirmed: submitted again unchanged, it is kept.
    if (suggestion)
      return (
        <>
          <p className="register-error register-suggestion" id={`${name}-error`}>
            {text.emailTypo(suggestion)}
          </p>
          <input type="hidden" name={CONFIRMED_EMAIL_FIELD} value={value(name)} />
        </>
      )
    if (!key) return null
    return (
      <p className="register-error" id={`${name}-error`}>
        {text.problems[key]}
      </p>
    )
  }

  const input = (name: string, label: string, options: InputOptions = {}) => {
    const { required = false, type = 'text', max, autoComplete, inputMode, hint } = options
    return (
      <div className={fieldClass(name)}>
        <label htmlFor={name}>
          {label}
          {mark(required)}
        </label>
        {hint ? <span className="register-hint">{hint}</span> : null}
        <input
          id={name}
          name={name}
          type={type}
          defaultValue={value(name)}
          maxLength={max}
          autoComplete={autoComplete}
          inputMode={inputMode}
          {...describedBy(name)}
        />
        {message(name)}
      </div>
    )
  }

  const select = (name: string, label: string, choices: { value: string; label: string }[]) => (
    <div className={fieldClass(name)}>
      <label htmlFor={name}>
        {label}
        {mark(true)}
      </label>
      <select id={name} name={name} defaultValue={value(name)} {...describedBy(name)}>
        <option value="">{text.choose}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {message(name)}
    </div>
  )

  const check = (name: string, label: string) => (
    <div className={fieldClass(name, 'register-field register-consent')}>
      <label className="register-check">
        <input
          type="checkbox"
          id={name}
          name={name}
          value="yes"
          defaultChecked={value(name) === 'yes' && !problems[name]}
          {...describedBy(name)}
        />{' '}
        {label}
      </label>
      {message(name)}
    </div>
  )

  const chosenDays = Array.isArray(values.days) ? values.days : []
  const groupOpen =
    Object.keys(problems).some((name) => name.startsWith('colleague')) ||
    Object.keys(values).some((name) => name.startsWith('colleague') && value(name) !== '')
  // J1: addresses kept after a suggestion stay kept while other fields are corrected.
  const confirmed = Array.isArray(values[CONFIRMED_EMAIL_FIELD]) ? values[CONFIRMED_EMAIL_FIELD] : []
  const carried = confirmed.filter((address) => !Object.keys(suggestions).some((name) => value(name) === address))
  const problemCount = Object.keys(problems).length

  return (
    <>
      {problemCount > 0 ? (
        <div className="register-summary" role="alert">
          <p>{text.summary(problemCount)}</p>
          {problems.form ? <p id="form-error">{problems.form === 'invalid' ? text.formProblem : text.problems[problems.form]}</p> : null}
        </div>
      ) : null}
      {full.all ? (
        <p className="register-full" role="status">
          {text.window.full}
        </p>
      ) : null}
      {/* A refused submission starts the form afresh from what was typed (the widget too). */}
      <form key={state.attempt} ref={formRef} className="register-form" action={formAction} noValidate aria-busy={pending}>
        <p className="register-intro">{text.intro}</p>
        <p className="register-resend">
          <a href={resendHref}>{text.resend.link}</a>
        </p>
        {input('name', text.fields.name, { required: true, max: text.limits.name, autoComplete: 'name' })}
        {input('mobile', text.fields.mobile, {
          required: true,
          type: 'tel',
          inputMode: 'numeric',
          max: 20,
          autoComplete: 'tel',
          hint: text.fields.mobileHint,
        })}
        {input('email', text.fields.email, { type: 'email', max: text.limits.email, autoComplete: 'email' })}
        {input('company', text.fields.company, { required: true, max: text.limits.company, autoComplete: 'organization' })}
        {input('jobTitle', text.fields.jobTitle, { max: text.limits.jobTitle, autoComplete: 'organization-title' })}
        {select('industry', text.fields.industry, settings.industryChoices)}
        {select('purpose', text.fields.purpose, settings.purposeChoices)}
        <fieldset
          className={fieldClass('days', 'register-field register-days')}
          aria-describedby={problems.days ? 'days-error' : undefined}
        >
          <legend>
            {text.fields.days}
            {mark(true)}
          </legend>
          {settings.dayChoices.map((day, index) => (
            <label className="register-check" key={day.value}>
              <input type="checkbox" name="days" id={`day-${index}`} value={day.value} defaultChecked={chosenDays.includes(day.value)} />{' '}
              {day.label}
              {full.days.includes(day.value) ? <span className="register-full-day">{text.window.dayFull}</span> : null}
            </label>
          ))}
          {message('days')}
        </fieldset>
        {input('invitationCode', text.fields.invitationCode, {
          max: text.limits.invitationCode,
          autoComplete: 'off',
          hint: text.fields.invitationCodeHint,
        })}
        <details className="register-group" open={groupOpen}>
          <summary>{text.group.summary}</summary>
          <p className="register-hint">{text.group.hint}</p>
          {Array.from({ length: COLLEAGUE_ROWS }, (_, index) => {
            const row = index + 1
            return (
              <fieldset className="register-colleague" key={row}>
                <legend>{text.group.colleague(row)}</legend>
                {input(colleagueField(row, 'name'), text.fields.name, { max: text.limits.name, autoComplete: 'off' })}
                {input(colleagueField(row, 'mobile'), text.fields.mobile, {
                  type: 'tel',
                  inputMode: 'numeric',
                  max: 20,
                  autoComplete: 'off',
                })}
                {input(colleagueField(row, 'email'), text.fields.email, { type: 'email', max: text.limits.email, autoComplete: 'off' })}
                {input(colleagueField(row, 'jobTitle'), text.fields.jobTitle, { max: text.limits.jobTitle, autoComplete: 'off' })}
              </fieldset>
            )
          })}
        </details>
        {carried.map((address) => (
          <input key={address} type="hidden" name={CONFIRMED_EMAIL_FIELD} value={address} />
        ))}
        <div className="register-trap" aria-hidden="true">
          <label htmlFor={HONEYPOT_FIELD}>{text.honeypot}</label>
          <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" defaultValue="" tabIndex={-1} autoComplete="off" />
        </div>
        <section className="register-notice" aria-labelledby="register-notice-title">
          <h2 id="register-notice-title">{text.notice}</h2>
          <div className="register-notice__text" tabIndex={0}>
            {settings.notice}
          </div>
        </section>
        <input type="hidden" name="noticeVersion" value={settings.noticeVersion} />
        {check('noticeConsent', text.noticeConsent)}
        {check('shareConsent', text.shareConsent)}
        <CaptchaField text={text} challenge={captchaChallenge} answer={captchaAnswer} problem={problems[CAPTCHA_FIELD]} />
        <button type="submit" className="register-submit" disabled={pending}>
          {full.all ? text.window.waitlistSubmit : text.submit}
        </button>
      </form>
    </>
  )
}

'use client'

import { useActionState, useRef } from 'react'

import type { Locale } from '@/locales/languages'

import { CAPTCHA_FIELD } from '../fields'
import { CaptchaField, FieldError, useCaptchaStart } from './CaptchaField.client'
import type { ResendFormState } from './form-state'
import { registerText } from './text'

/**
 * R4, J1: "already registered → send my badge again": the mobile and the captcha, nothing else. A
 * plain form that posts to its page's server action: without script the page comes back with the
 * answer, with script the same action answers in place. The answer is the same whether or not
 * the number is registered; a refused form keeps the mobile as typed and a checked captcha.
 */
export function ResendForm({
  locale,
  captchaChallenge,
  action,
  initial,
}: {
  locale: Locale
  captchaChallenge: string
  action: (previous: ResendFormState, formData: FormData) => Promise<ResendFormState>
  initial: ResendFormState
}) {
  const text = registerText(locale)
  const [state, formAction, pending] = useActionState(action, initial)
  const formRef = useRef<HTMLFormElement>(null)
  useCaptchaStart(formRef, state.attempt)
  const mobileProblem = state.problems.mobile
  return (
    <>
      {state.sent ? (
        <p className="register-intro register-sent" role="status">
          {text.resend.sent}
        </p>
      ) : null}
      {state.retryAfterSeconds !== undefined ? (
        <p className="register-error register-too-many" role="alert">
          {text.resend.tooMany(state.retryAfterSeconds)}
        </p>
      ) : null}
      <form
        key={state.attempt}
        ref={formRef}
        className="register-form register-resend-form"
        action={formAction}
        noValidate
        aria-busy={pending}
      >
        <p className="register-intro">{text.resend.intro}</p>
        <div className={`register-field${mobileProblem ? ' register-field--invalid' : ''}`}>
          <label htmlFor="mobile">{text.fields.mobile}</label>
          <span className="register-hint">{text.fields.mobileHint}</span>
          <input
            id="mobile"
            name="mobile"
            type="tel"
            inputMode="numeric"
            maxLength={20}
            autoComplete="tel"
            defaultValue={state.typed}
            {...(mobileProblem ? { 'aria-invalid': true, 'aria-describedby': 'mobile-error' } : {})}
          />
          <FieldError text={text} name="mobile" problem={mobileProblem} />
        </div>
        <CaptchaField text={text} challenge={captchaChallenge} answer={state.captchaAnswer} problem={state.problems[CAPTCHA_FIELD]} />
        <button type="submit" className="register-submit" disabled={pending}>
          {text.resend.submit}
        </button>
      </form>
    </>
  )
}

'use client'

import { type RefObject, useEffect } from 'react'

import { CAPTCHA_FIELD } from '../fields'
import type { FieldProblem } from '../form'
import type { RegisterText } from './text'

/** What the forms ask of the ALTCHA widget element (its own types are not imported for two calls). */
type CaptchaWidget = HTMLElement & { getState?: () => string; verify?: () => Promise<unknown> }

/**
 * R4: the widget starts solving when the form first takes focus. A visitor who began typing
 * before its script arrived (a slow network, a page reached from the menu) gave that focus to a
 * page with no widget yet: once the widget is defined, it starts if anything was begun. Again for
 * each new `attempt` (a refused form is drawn afresh).
 */
export function useCaptchaStart(formRef: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    let mounted = true
    void customElements.whenDefined('altcha-widget').then(() => {
      const form = formRef.current
      const widget = form?.querySelector<CaptchaWidget>('altcha-widget')
      if (!mounted || !form || !widget || widget.getState?.() !== 'unverified') return
      const begun =
        form.contains(document.activeElement) ||
        [...form.querySelectorAll('input')].some(
          (input) => input.type !== 'hidden' && input.value !== '' && input.type !== 'checkbox' && input.type !== 'radio',
        )
      if (begun) void widget.verify?.()
    })
    return () => {
      mounted = false
    }
  }, [formRef, attempt])
}

/** A field's problem under it, named by `${name}-error` for the field's aria-describedby; nothing without one. */
export function FieldError({ text, name, problem }: { text: RegisterText; name: string; problem: FieldProblem | undefined }) {
  return problem ? (
    <p className="register-error" id={`${name}-error`}>
      {text.problems[problem]}
    </p>
  ) : null
}

/**
 * R4, J1: the captcha of a form: the ALTCHA widget (its script loaded by the page), which solves
 * a challenge and puts its answer in a hidden field it owns; or, after the form was refused for
 * another field, the answer already checked, sent again as it is (not solved twice).
 */
export function CaptchaField({
  text,
  challenge,
  answer,
  problem,
}: {
  text: RegisterText
  challenge: string
  answer: string | undefined
  problem: FieldProblem | undefined
}) {
  return (
    <div className={`register-field register-captcha${problem ? ' register-field--invalid' : ''}`} id={`${CAPTCHA_FIELD}-field`}>
      <span className="register-label">{text.captcha}</span>
      {answer ? (
        <>
          <input type="hidden" name={CAPTCHA_FIELD} value={answer} />
          <p className="register-captcha-done" role="status">
            {text.captchaDone}
          </p>
        </>
      ) : (
        <>
          <div
            className="register-captcha-widget"
            // A custom element the widget's script fills in: React writes it once and leaves it to the script.
            dangerouslySetInnerHTML={{
              __html: `<altcha-widget challenge="${challenge}" name="${CAPTCHA_FIELD}" auto="onfocus" language="${text.captchaLanguage}"></altcha-widget>`,
            }}
          />
          <noscript>
            <p className="register-error">{text.problems.captcha}</p>
          </noscript>
          <FieldError text={text} name={CAPTCHA_FIELD} problem={problem} />
        </>
      )}
    </div>
  )
}

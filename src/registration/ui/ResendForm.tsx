import { CAPTCHA_FIELD } from '../fields'
import type { FieldProblem, FormProblems } from '../form'
import type { RegisterText } from './text'

/** Where the widget asks for a challenge (one address for both editions). */
const CAPTCHA_CHALLENGE_URL = '/register/captcha'

/**
 * R4: the ALTCHA widget: it solves a challenge in the browser when the visitor starts on the form
 * and puts the answer in a hidden field of the form, which still posts as a plain form. Its script
 * and styles are loaded by the page.
 */
function CaptchaField({ text, problem }: { text: RegisterText; problem: FieldProblem | undefined }) {
  return (
    <div className={`register-field register-captcha${problem ? ' register-field--invalid' : ''}`} id={`${CAPTCHA_FIELD}-field`}>
      <span className="register-label">{text.captcha}</span>
      <div
        // A custom element the widget's script fills in: React writes it once and leaves it to the script.
        dangerouslySetInnerHTML={{
          __html: `<altcha-widget challenge="${CAPTCHA_CHALLENGE_URL}" name="${CAPTCHA_FIELD}" auto="onfocus" language="${text.captchaLanguage}"></altcha-widget>`,
        }}
      />
      <noscript>
        <p className="register-error">{text.problems.captcha}</p>
      </noscript>
      <FieldError text={text} name={CAPTCHA_FIELD} problem={problem} />
    </div>
  )
}

function FieldError({ text, name, problem }: { text: RegisterText; name: string; problem: FieldProblem | undefined }) {
  return problem ? (
    <p className="register-error" id={`${name}-error`}>
      {text.problems[problem]}
    </p>
  ) : null
}

/**
 * R4: "already registered → send my badge again": the mobile and the captcha, nothing else, as a
 * plain form without script. The answer is the same whether or not the number is registered.
 */
export function ResendForm({ text, action, problems }: { text: RegisterText; action: string; problems: FormProblems }) {
  const mobileProblem = problems.mobile
  return (
    <form className="register-form register-resend-form" method="post" action={action} acceptCharset="utf-8" noValidate>
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
          {...(mobileProblem ? { 'aria-invalid': true, 'aria-describedby': 'mobile-error' } : {})}
        />
        <FieldError text={text} name="mobile" problem={mobileProblem} />
      </div>
      <CaptchaField text={text} problem={problems[CAPTCHA_FIELD]} />
      <button type="submit" className="register-submit">
        {text.resend.submit}
      </button>
    </form>
  )
}

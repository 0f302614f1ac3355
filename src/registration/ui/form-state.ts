import type { EmailSuggestions, FormProblems, FormValues } from '../form'

/** The registration form as its page shows it: blank, or after a refused submission (J1). */
export type RegisterFormState = {
  /** Submissions refused so far: a new one starts the form (and the captcha widget) afresh. */
  attempt: number
  values: FormValues
  problems: FormProblems
  suggestions: EmailSuggestions
  /** A captcha answer checked but not spent: sent again with the form, so it is not solved twice. */
  captchaAnswer?: string
  /** Stored: the private badge page the script goes on to (J1). */
  badgePath?: string
}

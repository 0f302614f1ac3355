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

/** The resend form as its page shows it: blank, sent, or after a refused submission (R4, J1). */
export type ResendFormState = {
  /** Submissions answered so far: each draws the form (and the captcha widget) afresh. */
  attempt: number
  /** The mobile as typed, shown again after a refusal. */
  typed: string
  problems: FormProblems
  /** A captcha answer checked but not spent (the mobile was refused): sent again with the form. */
  captchaAnswer?: string
  /** Asked and queued: the page says the link is on its way (if the number is registered). */
  sent: boolean
  /** Refused for asking too often: the seconds to wait. */
  retryAfterSeconds?: number
}

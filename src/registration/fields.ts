/** R1: a mainland mobile number as stored: 11 digits, no +86. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

/** The longest text each field takes (characters). */
export const FIELD_LIMITS = { name: 50, company: 100, jobTitle: 50, email: 254, invitationCode: 32 } as const

/** R3: the most people one submission registers (colleagues of one company; an 11th is refused). */
export const MAX_GROUP = 10

/** R4: the form field the captcha widget fills with its answer (the widget's default name). */
export const CAPTCHA_FIELD = 'altcha'

/** R4: why a captcha answer was refused: none or a forged one, one past its time, one already used. */
export type CaptchaProblem = 'captcha' | 'captchaExpired' | 'captchaUsed'

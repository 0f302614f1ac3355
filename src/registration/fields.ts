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
/**
 * J1: the addresses the visitor kept after a suggestion was shown (hidden fields of the form shown
 * again): a second submission of the same address passes, so a rare real domain is never blocked.
 */
export const CONFIRMED_EMAIL_FIELD = 'confirmedEmail'

/** The colleague rows the form offers beside the one who registers (R3). */
export const COLLEAGUE_ROWS = MAX_GROUP - 1

export const colleagueField = (row: number, field: 'name' | 'mobile' | 'email' | 'jobTitle') => `colleague${row}_${field}`

/** The form field that holds a person's mobile. */
export const mobileFieldOf = (row: number) => (row === 0 ? 'mobile' : colleagueField(row, 'mobile'))

/** The honeypot (R4): a field people never see; anything in it marks the submission as a robot's. */
export const HONEYPOT_FIELD = 'website'

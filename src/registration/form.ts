import { validations } from 'payload'

import { suggestEmail } from './email-typo'
import {
  CAPTCHA_FIELD,
  type CaptchaProblem,
  COLLEAGUE_ROWS,
  colleagueField,
  CONFIRMED_EMAIL_FIELD,
  FIELD_LIMITS,
  HONEYPOT_FIELD,
  MOBILE_PATTERN,
  mobileFieldOf,
} from './fields'

/** Why a field was refused; each has a message per language (src/registration/ui/text.ts). */
export type FieldProblem =
  | 'required'
  | 'tooLong'
  | 'invalid'
  | 'mobile'
  | 'email'
  | 'emailTypo'
  | 'choice'
  | 'consent'
  | 'duplicate'
  | 'registered'
  | 'groupRegistered'
  | 'noticeChanged'
  | 'groupSize'
  | 'notYetOpen'
  | 'closed'
  | 'waitlistEmail'
  | 'unknownInvitationCode'
  | CaptchaProblem

/** The choices the form offers now (from the registration settings). */
export type FormChoices = { industries: readonly string[]; purposes: readonly string[]; days: readonly string[]; noticeVersion: string }

/** One person of a submission; `row` 0 is the one who registers, 1… the colleagues' rows. */
export type Person = { row: number; name: string; mobile: string; email: string | null; jobTitle: string | null }

export type ValidRegistration = {
  people: Person[]
  company: string
  industry: string
  purpose: string
  days: string[]
  invitationCode: string | null
  noticeVersion: string
  shareWithExhibitors: boolean
}

/** The form's fields as typed, to show again with the messages; never stored or logged. */
export type FormValues = Record<string, string | string[]>

export type FormProblems = Record<string, FieldProblem>

/** J1: per e-mail field with a likely typo in its domain, the address the visitor probably meant. */
export type EmailSuggestions = Record<string, string>

export type ParsedForm =
  { ok: true; registration: ValidRegistration } | { ok: false; problems: FormProblems; values: FormValues; suggestions: EmailSuggestions }

export { COLLEAGUE_ROWS, colleagueField, CONFIRMED_EMAIL_FIELD, HONEYPOT_FIELD, mobileFieldOf }

const SINGLE_FIELDS = [
  'name',
  'mobile',
  'email',
  'jobTitle',
  'company',
  'industry',
  'purpose',
  'invitationCode',
  'noticeVersion',
  'noticeConsent',
  'shareConsent',
  HONEYPOT_FIELD,
  CAPTCHA_FIELD,
]
// C0 controls but tab and newline, DEL, and the bidi overrides: none belongs in a name or a company.
const UNPRINTABLE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/

/**
 * The collection's own rule for an `email` field, so that what the form accepts is what Payload
 * keeps: the registration is written by the database adapter, and a later update (a withdrawn
 * consent, a place from the waiting list) validates every field again. Synchronous in Payload.
 */
export const checkEmail = (value: string): boolean =>
  validations.email(value, { required: false, req: { payload: {}, t: () => 'email' } } as unknown as Parameters<
    typeof validations.email
  >[1]) === true

/** R1: a mainland mobile as typed (spaces, dashes, +86 or 0086 allowed) reduced to its 11 digits, or null. */
export function normalizeMobile(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '').replace(/^(\+86|0086)/, '')
  return MOBILE_PATTERN.test(digits) ? digits : null
}

/** The fields of a submitted form to show again, each cut to a length a field could hold. */
export function formValues(body: URLSearchParams): FormValues {
  const values: FormValues = {}
  for (const [key, value] of body) {
    if (key === 'days' || key === CONFIRMED_EMAIL_FIELD)
      values[key] = [...((values[key] as string[] | undefined) ?? []), value.slice(0, key === 'days' ? 20 : 300)]
    else if (key.length <= 40 && key !== CAPTCHA_FIELD) values[key] = value.slice(0, 300)
  }
  return values
}

/**
 * R1–R4: reads a submitted form (URL-encoded) into a registration, or says what is wrong with
 * each field. Text is kept as typed (trimmed): markup in it is only text, escaped wherever shown.
 */
export function parseRegistrationForm(body: URLSearchParams, choices: FormChoices): ParsedForm {
  const problems: FormProblems = {}
  const suggestions: EmailSuggestions = {}
  const values = formValues(body)
  const confirmed = new Set(body.getAll(CONFIRMED_EMAIL_FIELD).map((address) => address.trim().toLowerCase()))

  const single = (field: string): string => {
    const all = body.getAll(field)
    if (all.length > 1) problems[field] = 'invalid'
    return (all[0] ?? '').trim()
  }
  const text = (field: string, max: number, required: boolean): string | null => {
    const value = single(field)
    if (problems[field]) return null
    if (!value) {
      if (required) problems[field] = 'required'
      return null
    }
    // Counted as Payload's maxLength counts (UTF-16 units: an emoji is two).
    if (value.length > max) problems[field] = 'tooLong'
    else if (UNPRINTABLE.test(value)) problems[field] = 'invalid'
    return value
  }
  const mobile = (field: string): string => {
    const typed = text(field, 30, true)
    if (typed === null || problems[field]) return ''
    const normalized = normalizeMobile(typed)
    if (!normalized) problems[field] = 'mobile'
    return normalized ?? ''
  }
  const email = (field: string): string | null => {
    const typed = text(field, FIELD_LIMITS.email, false)
    if (typed !== null && !problems[field] && !checkEmail(typed)) problems[field] = 'email'
    const suggestion = typed !== null && !problems[field] && !confirmed.has(typed.toLowerCase()) ? suggestEmail(typed) : null
    if (suggestion) {
      problems[field] = 'emailTypo'
      suggestions[field] = suggestion
    }
    return typed
  }
  // Nothing chosen or a value not offered: either way the visitor is asked to choose from the list.
  const choice = (field: string, allowed: readonly string[]): string => {
    const value = text(field, 40, false)
    if (!problems[field] && (value === null || !allowed.includes(value))) problems[field] = 'choice'
    return value ?? ''
  }

  for (const key of body.keys()) {
    if (
      !SINGLE_FIELDS.includes(key) &&
      key !== 'days' &&
      key !== CONFIRMED_EMAIL_FIELD &&
      !/^colleague[1-9]\d*_(name|mobile|email|jobTitle)$/.test(key)
    )
      problems.form = 'invalid'
  }

  const lead: Person = {
    row: 0,
    name: text('name', FIELD_LIMITS.name, true) ?? '',
    mobile: mobile('mobile'),
    email: email('email'),
    jobTitle: text('jobTitle', FIELD_LIMITS.jobTitle, false),
  }
  const company = text('company', FIELD_LIMITS.company, true) ?? ''
  const industry = choice('industry', choices.industries)
  const purpose = choice('purpose', choices.purposes)
  const invitationCode = text('invitationCode', FIELD_LIMITS.invitationCode, false)

  const days = body.getAll('days')
  if (days.length === 0) problems.days = 'required'
  else if (days.length > choices.days.length || new Set(days).size !== days.length || days.some((day) => !choices.days.includes(day)))
    problems.days = 'choice'

  if (single('noticeConsent') !== 'yes') problems.noticeConsent = 'consent'
  const shareConsent = single('shareConsent')
  if (shareConsent !== '' && shareConsent !== 'yes') problems.shareConsent = 'invalid'
  // The consent is to the notice shown: a notice changed since the form was opened is read again.
  if (single('noticeVersion') !== choices.noticeVersion && !problems.noticeConsent) problems.noticeConsent = 'noticeChanged'

  const people = [lead]
  for (let row = 1; body.has(colleagueField(row, 'name')) || body.has(colleagueField(row, 'mobile')); row += 1) {
    const fields = (['name', 'mobile', 'email', 'jobTitle'] as const).map((field) => colleagueField(row, field))
    if (fields.every((field) => !(body.get(field) ?? '').trim())) continue
    if (row > COLLEAGUE_ROWS) {
      problems.form = 'groupSize'
      break
    }
    const [nameField, mobileField, emailField, jobTitleField] = fields as [string, string, string, string]
    people.push({
      row,
      name: text(nameField, FIELD_LIMITS.name, true) ?? '',
      mobile: mobile(mobileField),
      email: email(emailField),
      jobTitle: text(jobTitleField, FIELD_LIMITS.jobTitle, false),
    })
  }
  // R4: one registration per mobile, within the group too.
  people.forEach((person, index) => {
    const field = mobileFieldOf(person.row)
    if (person.mobile && people.findIndex((other) => other.mobile === person.mobile) < index && !problems[field])
      problems[field] = 'duplicate'
  })

  if (single(HONEYPOT_FIELD) !== '') problems.form = 'invalid'

  if (Object.keys(problems).length > 0) return { ok: false, problems, values, suggestions }
  return {
    ok: true,
    registration: {
      people,
      company,
      industry,
      purpose,
      days,
      invitationCode,
      noticeVersion: choices.noticeVersion,
      shareWithExhibitors: shareConsent === 'yes',
    },
  }
}

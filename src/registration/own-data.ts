import { createLocalReq, type Payload } from 'payload'

import { recordAudit } from '@/audit-log/record'

import type { Locale } from '@/locales/languages'
import type { Registration } from '@/payload-types'

import { spendCaptcha } from './captcha/challenge'
import { checkEmail, normalizeMobile } from './form'
import type { Choice, RegistrationFormSettings } from './form-settings'
import { queueRegistrationMail } from './mail'

import { REGISTRATIONS_SLUG } from './slugs'

const BEIJING_OFFSET_MS = 8 * 3600_000

/** J1: a moment as the visitor reads it: Beijing time, ISO 8601 with its offset (`2026-11-27T21:05:00+08:00`). */
export function beijingIso(iso: string | null | undefined): string | null {
  if (!iso) return null
  const time = new Date(iso).getTime()
  if (Number.isNaN(time)) return null
  return `${new Date(time + BEIJING_OFFSET_MS).toISOString().slice(0, 19)}+08:00`
}

const STATUS_WORDS = {
  zh: { registered: '已登记', waitlisted: '候补中', revoked: '已撤销', cancelled: '已取消' },
  en: { registered: 'registered', waitlisted: 'on the waiting list', revoked: 'revoked', cancelled: 'cancelled' },
} as const

/** The download's keys in the visitor's language: the file is for people to read. */
const KEYS = {
  zh: {
    exportedAt: '导出时间（北京时间）',
    registrations: '登记信息',
    registrationNumber: '登记号',
    name: '姓名',
    mobile: '手机号',
    email: '电子邮箱',
    company: '单位名称',
    jobTitle: '职务',
    industry: '所属行业',
    purpose: '参观目的',
    days: '参观日期',
    invitationCode: '邀请码',
    group: '团体登记',
    language: '登记语言',
    status: '状态',
    consent: '同意记录',
    notice: '同意个人信息处理告知',
    noticeVersion: '告知版本（SHA-256）',
    consentedAt: '同意时间（北京时间）',
    share: '同意向展商提供信息',
    shareWithdrawnAt: '撤回同意时间（北京时间）',
    registeredAt: '登记时间（北京时间）',
  },
  en: {
    exportedAt: 'Exported at (Beijing time)',
    registrations: 'Registrations',
    registrationNumber: 'Registration number',
    name: 'Name',
    mobile: 'Mobile',
    email: 'E-mail',
    company: 'Company',
    jobTitle: 'Job title',
    industry: 'Industry',
    purpose: 'Purpose of visit',
    days: 'Days of visit',
    invitationCode: 'Invitation code',
    group: 'Group registration',
    language: 'Language',
    status: 'Status',
    consent: 'Consent record',
    notice: 'Agreed to the personal information notice',
    noticeVersion: 'Notice version (SHA-256)',
    consentedAt: 'Agreed at (Beijing time)',
    share: 'Agreed to sharing with exhibitors',
    shareWithdrawnAt: 'Sharing withdrawn at (Beijing time)',
    registeredAt: 'Registered at (Beijing time)',
  },
} as const

/** The labels the form showed, for the codes stored (a code no longer offered is shown as stored). */
export type OwnDataLabels = Pick<RegistrationFormSettings, 'industryChoices' | 'purposeChoices' | 'dayChoices'>

/**
 * R8, J1: what a visitor downloads of their registration (and of the colleagues they registered
 * with it): every field they gave and the consent record, without the stored secrets, as a person
 * reads it: keys and the status in their language, the industry, purpose and days by the labels
 * the form showed, times in Beijing time.
 */
export function ownDataExport(registrations: Registration[], labels: OwnDataLabels, locale: Locale, now = new Date()) {
  const key = KEYS[locale === 'en' ? 'en' : 'zh']
  const statusWords = STATUS_WORDS[locale === 'en' ? 'en' : 'zh']
  const label = (choices: Choice[], value: string) => choices.find((choice) => choice.value === value)?.label ?? value
  const yes = locale === 'en' ? ['yes', 'no'] : ['是', '否']
  const yesNo = (value: boolean | null | undefined) => (value ? yes[0] : yes[1])
  return {
    [key.exportedAt]: beijingIso(now.toISOString()),
    [key.registrations]: registrations.map((registration) => ({
      [key.registrationNumber]: registration.registrationNumber,
      [key.name]: registration.name,
      [key.mobile]: registration.mobile,
      [key.email]: registration.email ?? null,
      [key.company]: registration.company,
      [key.jobTitle]: registration.jobTitle ?? null,
      [key.industry]: label(labels.industryChoices, registration.industry),
      [key.purpose]: label(labels.purposeChoices, registration.purpose),
      [key.days]: registration.days.map((day) => label(labels.dayChoices, day)),
      [key.invitationCode]: registration.invitationCode ?? null,
      [key.group]: yesNo(Boolean(registration.groupId)),
      [key.language]: registration.language === 'en' ? 'English' : '中文',
      [key.status]: statusWords[registration.status],
      [key.consent]: {
        [key.notice]: yesNo(registration.noticeConsent),
        [key.noticeVersion]: registration.noticeVersion,
        [key.consentedAt]: beijingIso(registration.consentedAt),
        [key.share]: yesNo(registration.shareWithExhibitors),
        [key.shareWithdrawnAt]: beijingIso(registration.shareWithdrawnAt),
      },
      [key.registeredAt]: beijingIso(registration.createdAt),
    })),
  }
}

/** R8: deletes for good every registration a private link opens. */
export async function deleteOwnRegistrations(payload: Payload, registrations: Registration[]): Promise<void> {
  await payload.delete({
    collection: REGISTRATIONS_SLUG,
    where: { id: { in: registrations.map((registration) => registration.id) } },
    overrideAccess: true,
  })
}

/** R8: withdraws the consent to share with exhibitors of every registration a private link opens, recording when. */
export async function withdrawSharingConsent(payload: Payload, registrations: Registration[]): Promise<void> {
  await payload.update({
    collection: REGISTRATIONS_SLUG,
    where: { id: { in: registrations.map((registration) => registration.id) } },
    data: { shareWithExhibitors: false, shareWithdrawnAt: new Date().toISOString() },
    overrideAccess: true,
  })
}

/** Why a correction was refused: per field, as the form shows it. */
export type ContactProblem = 'email' | 'mobile' | 'required' | 'mobileUnavailable' | 'captcha' | 'captchaExpired' | 'captchaUsed'

export type ContactOutcome =
  { ok: true; changed: ('email' | 'mobile')[] } | { ok: false; problems: Partial<Record<'email' | 'mobile' | 'altcha', ContactProblem>> }

/** Whether a Payload error is the unique index refusing `field` (read from its shape: see register.ts). */
const refusedField = (error: unknown, field: string): boolean => {
  const problems = (error as { data?: { errors?: unknown } } | null)?.data?.errors
  return Array.isArray(problems) && problems.some((problem) => (problem as { path?: unknown } | null)?.path === field)
}

/**
 * J1, R8: the visitor corrects the e-mail or mobile of their own registration from the private
 * link. A new mobile needs a captcha answer (X15: no faster a way to learn whether a number is
 * registered than the form), and one held by another registration is refused as 「无法使用」,
 * the database's unique index deciding; a new e-mail is sent the badge (the link they used).
 * Recorded in the audit log, naming the field, never the values.
 */
export async function correctContact(
  payload: Payload,
  registration: Registration,
  typed: { email: string; mobile: string; captcha: string; token: string },
): Promise<ContactOutcome> {
  const problems: Extract<ContactOutcome, { ok: false }>['problems'] = {}
  const emailTyped = typed.email.trim()
  const email = emailTyped === '' ? null : emailTyped
  if (email !== null && !checkEmail(email)) problems.email = 'email'
  const mobileTyped = typed.mobile.trim()
  const mobile = mobileTyped ? normalizeMobile(mobileTyped) : null
  if (!mobileTyped) problems.mobile = 'required'
  else if (!mobile) problems.mobile = 'mobile'
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  const changed: ('email' | 'mobile')[] = []
  if ((email ?? null) !== (registration.email ?? null)) changed.push('email')
  if (mobile !== registration.mobile) changed.push('mobile')
  if (changed.length === 0) return { ok: true, changed }
  if (changed.includes('mobile')) {
    const captcha = await spendCaptcha(payload, typed.captcha)
    if (captcha) return { ok: false, problems: { altcha: captcha } }
  }
  const req = await createLocalReq({ context: {} }, payload)
  try {
    await payload.update({
      collection: REGISTRATIONS_SLUG,
      id: registration.id,
      data: { ...(changed.includes('email') ? { email } : {}), ...(changed.includes('mobile') ? { mobile } : {}) },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } catch (error) {
    if (refusedField(error, 'mobile')) return { ok: false, problems: { mobile: 'mobileUnavailable' } }
    throw error
  }
  await recordAudit(req, {
    action: 'update',
    collection: REGISTRATIONS_SLUG,
    documentId: registration.id,
    title: registration.registrationNumber,
    detail: `观众通过专属链接更正了${changed.map((field) => (field === 'email' ? '电子邮箱' : '手机号')).join('、')}`,
    actor: { email: '观众本人（专属链接）' },
  })
  if (changed.includes('email') && email)
    await queueRegistrationMail(payload, { id: registration.id, email }, 'contactChanged', typed.token)
  return { ok: true, changed }
}

import { type CollectionBeforeChangeHook, type CollectionConfig, type Endpoint, type PayloadRequest, ValidationError } from 'payload'

import { Refusal } from '@/content-model/refusals'

import { selectOptions } from '@/content-model/select-options'
import { beijingDate } from '@/locales/dates'
import { FIELD_LIMITS, MOBILE_PATTERN } from '@/registration/fields'
import { readRegistrationFormSettings } from '@/registration/form-settings'
import { hashToken, newRegistrationNumber, newSecret } from '@/registration/secrets'

import { idOf, ownExhibitorId } from './identity'

/** R5, B3: the kinds of badge: a visitor's, and an exhibitor's booth staff's (展商). */
const BADGE_TYPE_LABELS = { visitor: '观众', exhibitor: '展商' } as const
export type BadgeType = keyof typeof BADGE_TYPE_LABELS

const REGISTRATIONS = 'registrations'
/** What booth staff are filed under in the registrations' lists (industry, purpose). */
const STAFF_INDUSTRY = 'exhibitor-staff'
const STAFF_PURPOSE = 'exhibiting'

const refusal = (req: PayloadRequest, errors: { path: string; message: string }[]) =>
  new ValidationError({ collection: REGISTRATIONS, errors, req }, req.t)

const quotaMessage = (quota: number) => `展位人员已达名额上限（${quota} 人），不能再登记`

/** B3: booth staff registered for an exhibitor, cancelled ones not counted. */
export async function countBoothStaff(req: PayloadRequest, exhibitorId: number, except?: number | string): Promise<number> {
  const { totalDocs } = await req.payload.count({
    collection: REGISTRATIONS,
    where: {
      and: [
        { exhibitor: { equals: exhibitorId } },
        { badgeType: { equals: 'exhibitor' } },
        { status: { not_equals: 'cancelled' } },
        ...(except === undefined ? [] : [{ id: { not_equals: except } }]),
      ],
    },
    overrideAccess: true,
    req,
  })
  return totalDocs
}

/** The exhibitor's latest version, draft included: its name and the quota the organiser set. */
const readExhibitor = (req: PayloadRequest, exhibitorId: number) =>
  req.payload.findByID({ collection: 'exhibitors', id: exhibitorId, depth: 0, draft: true, overrideAccess: true, req })

/**
 * B3: an exhibitor badge belongs to an exhibitor, and one more than its quota is refused, by
 * whichever way it comes (the portal, the admin, REST).
 */
const holdBoothStaffQuota: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as { badgeType?: BadgeType; exhibitor?: unknown; status?: string; id?: number }
  if (merged.badgeType !== 'exhibitor' || merged.status === 'cancelled') return data
  const exhibitorId = idOf(merged.exhibitor)
  if (exhibitorId === null) throw refusal(req, [{ path: 'exhibitor', message: '展商胸卡须关联展商' }])
  const quota = (await readExhibitor(req, exhibitorId)).staffQuota ?? 0
  if ((await countBoothStaff(req, exhibitorId, originalDoc?.id)) >= quota) {
    throw refusal(req, [{ path: 'exhibitor', message: quotaMessage(quota) }])
  }
  return data
}

/** B3: the registrations carry the kind of badge and, for booth staff, their exhibitor. */
export function withBoothStaff(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), holdBoothStaffQuota] },
    fields: [
      ...collection.fields,
      {
        type: 'row',
        fields: [
          {
            name: 'badgeType',
            type: 'select',
            label: '胸卡类型',
            defaultValue: 'visitor',
            index: true,
            options: selectOptions(BADGE_TYPE_LABELS),
          },
          {
            name: 'exhibitor',
            type: 'relationship',
            relationTo: 'exhibitors',
            label: '所属展商',
            index: true,
            admin: { description: '展商胸卡（展位人员）所属的展商' },
          },
        ],
      },
    ],
  }
}

type StaffInput = { name?: unknown; mobile?: unknown; email?: unknown; jobTitle?: unknown; informed?: unknown }

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** B3: the staff member as typed, or the problems per field (Chinese). */
function readStaff(
  input: StaffInput,
):
  { ok: true; name: string; mobile: string; email: string; jobTitle: string } | { ok: false; errors: { path: string; message: string }[] } {
  const name = text(input.name)
  const mobile = text(input.mobile)
    .replace(/^\+?86[\s-]?/, '')
    .replace(/[\s-]/g, '')
  const email = text(input.email)
  const jobTitle = text(input.jobTitle)
  const errors: { path: string; message: string }[] = []
  if (!name) errors.push({ path: 'name', message: '请填写姓名' })
  else if (name.length > FIELD_LIMITS.name) errors.push({ path: 'name', message: `姓名不超过 ${FIELD_LIMITS.name} 个字` })
  if (!MOBILE_PATTERN.test(mobile)) errors.push({ path: 'mobile', message: '请输入 11 位中国大陆手机号' })
  if (email && (!EMAIL.test(email) || email.length > FIELD_LIMITS.email)) errors.push({ path: 'email', message: '电子邮箱格式不正确' })
  if (jobTitle.length > FIELD_LIMITS.jobTitle) errors.push({ path: 'jobTitle', message: `职务不超过 ${FIELD_LIMITS.jobTitle} 个字` })
  if (input.informed !== true) errors.push({ path: 'informed', message: '请确认已告知该人员其信息的用途' })
  return errors.length > 0 ? { ok: false, errors } : { ok: true, name, mobile, email, jobTitle }
}

/** X15: how many 「已登记」 answers an exhibitor's account gets a day; after them, every mobile is answered alike. */
export const TAKEN_ANSWERS_A_DAY = 3

type TakenAnswers = { day: string; count: number }
const takenAnswersKey = (accountId: number | string) => `booth-staff-taken-answers:${accountId}`

/**
 * X15: whether the account may still be told that a mobile is registered today. Kept in Payload's
 * key-value store (the database), so every instance and a restart see the same count.
 */
async function readTakenAnswers(req: PayloadRequest, accountId: number | string): Promise<TakenAnswers> {
  const today = beijingDate(new Date())
  const stored = await req.payload.kv.get<TakenAnswers>(takenAnswersKey(accountId))
  return stored?.day === today ? stored : { day: today, count: 0 }
}

/**
 * B3: POST /api/exhibitor-accounts/staff: an exhibitor's account registers one booth staff
 * member of its own company (never another's: the company is the account's), up to the quota.
 * The badge (R5) is a registration of type 展商 for every show day; its private link goes back
 * once, to be passed on to the staff member.
 *
 * X15: nothing here tells whether a mobile is registered faster than the badges it costs: a full
 * quota is answered before the mobile is looked at, and a mobile already registered is told a
 * few times a day per account; after that every attempt that day gets the same refusal.
 */
export const boothStaffEndpoint: Endpoint = {
  path: '/staff',
  method: 'post',
  handler: async (req) => {
    const exhibitorId = ownExhibitorId(req.user)
    const accountId = req.user?.id
    if (exhibitorId === null || accountId === undefined) throw new Refusal('请先登录展商中心', 401)
    const body = (req.json ? await req.json().catch(() => null) : null) as StaffInput | null
    if (!body || typeof body !== 'object') throw new Refusal('请求内容不是 JSON 对象', 400)
    const staff = readStaff(body)
    if (!staff.ok) throw refusal(req, staff.errors)
    const exhibitor = await readExhibitor(req, exhibitorId)
    const quota = exhibitor.staffQuota ?? 0
    if ((await countBoothStaff(req, exhibitorId)) >= quota) throw refusal(req, [{ path: 'exhibitor', message: quotaMessage(quota) }])
    const answers = await readTakenAnswers(req, accountId)
    if (answers.count >= TAKEN_ANSWERS_A_DAY) throw new Refusal('今天的登记尝试次数已达上限，请明天再试或联系主办方', 429)
    const taken = await req.payload.count({
      collection: REGISTRATIONS,
      where: { mobile: { equals: staff.mobile } },
      overrideAccess: true,
      req,
    })
    if (taken.totalDocs > 0) {
      await req.payload.kv.set(takenAnswersKey(accountId), { day: answers.day, count: answers.count + 1 })
      throw refusal(req, [{ path: 'mobile', message: '该手机号已登记过胸卡' }])
    }
    const settings = await readRegistrationFormSettings(req.payload, 'zh')
    if (settings.days.length === 0) throw new Refusal('主办方尚未设置展期，暂不能登记展位人员', 409)
    const token = newSecret()
    const doc = await req.payload.create({
      collection: REGISTRATIONS,
      data: {
        registrationNumber: newRegistrationNumber(),
        badgeSecret: newSecret(),
        accessTokenHash: hashToken(token),
        name: staff.name,
        mobile: staff.mobile,
        email: staff.email || undefined,
        jobTitle: staff.jobTitle || undefined,
        company: exhibitor.nameCN,
        industry: STAFF_INDUSTRY,
        purpose: STAFF_PURPOSE,
        days: [...settings.days],
        noticeConsent: true,
        noticeVersion: settings.noticeVersion,
        consentedAt: new Date().toISOString(),
        shareWithExhibitors: false,
        status: 'registered',
        badgeType: 'exhibitor',
        exhibitor: exhibitorId,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    // The list on the portal's page shows the new person at once (B3); the link goes back this once.
    return Response.json(
      {
        registrationNumber: doc.registrationNumber,
        name: doc.name,
        jobTitle: doc.jobTitle ?? '',
        status: doc.status,
        badgePath: `/register/badge/${doc.registrationNumber}?t=${token}`,
      },
      { status: 201, headers: { 'Cache-Control': 'no-store, private' } },
    )
  },
}

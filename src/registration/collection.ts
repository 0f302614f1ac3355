import type { CollectionConfig } from 'payload'

import { hiddenFromNonRegistrationStaff, nobody, registrationStaff } from '@/accounts/access'
import { selectOptions } from '@/content-model/select-options'
import { dateTimeAdmin, inBeijingTime } from '@/content-model/fields'

import { newSecretWhenRevoked, promoteWhenDeleted, promoteWhenPlaceFreed, reissueBadgeEndpoint, revokeBadgeEndpoint } from './badge-actions'
import { exportRegistrations } from './admin/export'
import { FIELD_LIMITS, MOBILE_PATTERN } from './fields'
import { REGISTRATIONS_SLUG } from './slugs'

export { REGISTRATIONS_SLUG }

const STATUS_LABELS = { registered: '已登记', waitlisted: '候补中', revoked: '已撤销', cancelled: '已取消' } as const
export type RegistrationStatus = keyof typeof STATUS_LABELS

const readOnly = { readOnly: true } as const

/** R6: a code from the settings' lists, shown as its label in the list and chosen by label on the record. */
const choiceComponents = (list: 'Industry' | 'Purpose') => ({
  Cell: `/registration/admin/ChoiceLabels#${list}Cell`,
  Field: `/registration/admin/ChoiceLabels#${list}Field`,
})

/**
 * R1–R5: one visitor's registration. Written only by the server (the public form, through
 * `overrideAccess`); read and changed by 管理员 and 报名管理员 alone, never by content staff or
 * visitors through any API. The badge secret and the private link's token hash are hidden
 * fields: no API answer carries them, the badge page reads them with `showHiddenFields`.
 */
export const Registrations: CollectionConfig = {
  slug: REGISTRATIONS_SLUG,
  labels: { singular: '观众登记', plural: '观众登记' },
  admin: {
    group: '观众登记',
    useAsTitle: 'registrationNumber',
    defaultColumns: [
      'registrationNumber',
      'name',
      'company',
      'industry',
      'purpose',
      'days',
      'status',
      'badgeType',
      'checkedInAt',
      'createdAt',
    ],
    // R6: the list's search box; its filters (day, industry, invitation code, checked in) are the list's own.
    listSearchableFields: ['registrationNumber', 'name', 'mobile', 'company', 'email', 'invitationCode'],
    hidden: hiddenFromNonRegistrationStaff,
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: ['/registration/admin/ExportButtons#RegistrationExportButtons'] },
  },
  endpoints: [
    { path: '/export', method: 'get', handler: exportRegistrations },
    { path: '/export/:kind', method: 'get', handler: exportRegistrations },
    revokeBadgeEndpoint,
    reissueBadgeEndpoint,
  ],
  hooks: { beforeChange: [newSecretWhenRevoked], afterChange: [promoteWhenPlaceFreed], afterDelete: [promoteWhenDeleted] },
  defaultSort: '-createdAt',
  access: { read: registrationStaff, create: nobody, update: registrationStaff, delete: registrationStaff, readVersions: nobody },
  timestamps: true,
  fields: [
    // R5: revoke and re-issue, beside the registration (a button each).
    {
      name: 'badgeActions',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/registration/admin/BadgeActions.client#BadgeActions' } },
    },
    { name: 'registrationNumber', type: 'text', label: '登记号', required: true, unique: true, index: true, admin: readOnly },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', label: '姓名', required: true, maxLength: FIELD_LIMITS.name },
        // R4: one registration per mobile, enforced by the database's unique index. R8: emptied when anonymised.
        {
          name: 'mobile',
          type: 'text',
          label: '手机号',
          unique: true,
          index: true,
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { anonymisedAt?: unknown } }) =>
            (value && MOBILE_PATTERN.test(value)) || (!value && siblingData.anonymisedAt) ? true : '请输入 11 位中国大陆手机号',
        },
        { name: 'email', type: 'email', label: '电子邮箱' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'company', type: 'text', label: '单位名称', required: true, maxLength: FIELD_LIMITS.company },
        { name: 'jobTitle', type: 'text', label: '职务', maxLength: FIELD_LIMITS.jobTitle },
      ],
    },
    {
      type: 'row',
      fields: [
        // The settings' codes, shown as their labels; the list is filtered by industry in the list's own filters, by label.
        {
          name: 'industry',
          type: 'text',
          label: '所属行业',
          required: true,
          index: true,
          maxLength: 40,
          admin: { disableListFilter: true, components: choiceComponents('Industry') },
        },
        {
          name: 'purpose',
          type: 'text',
          label: '参观目的',
          required: true,
          maxLength: 40,
          admin: { disableListFilter: true, components: choiceComponents('Purpose') },
        },
        { name: 'invitationCode', type: 'text', label: '邀请码', index: true, maxLength: FIELD_LIMITS.invitationCode },
      ],
    },
    {
      name: 'days',
      type: 'text',
      hasMany: true,
      label: '参观日期',
      required: true,
      maxRows: 14,
      admin: { description: 'YYYY-MM-DD', components: { Cell: '/registration/admin/DaysCell#DaysCell' } },
    },
    {
      name: 'groupId',
      type: 'text',
      label: '团体编号',
      index: true,
      admin: { ...readOnly, description: '同一次提交的团体登记共用此编号' },
    },
    {
      name: 'language',
      type: 'select',
      label: '语言',
      options: selectOptions({ zh: '中文', en: 'English' }),
      defaultValue: 'zh',
      admin: readOnly,
    },
    {
      type: 'collapsible',
      label: '同意记录',
      fields: [
        { name: 'noticeConsent', type: 'checkbox', label: '同意个人信息处理告知', required: true, admin: readOnly },
        { name: 'noticeVersion', type: 'text', label: '告知版本（SHA-256）', required: true, admin: readOnly },
        {
          name: 'consentedAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '同意时间',
          required: true,
          admin: { ...dateTimeAdmin, ...readOnly },
        },
        { name: 'shareWithExhibitors', type: 'checkbox', label: '同意向展商提供信息', defaultValue: false, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          label: '状态',
          required: true,
          defaultValue: 'registered',
          index: true,
          options: selectOptions(STATUS_LABELS),
        },
        { name: 'badgeIssue', type: 'number', label: '胸卡补发次数', defaultValue: 0, min: 0, admin: readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        // R6: written at the door by check-in; the registrations list filters and counts on it.
        {
          name: 'checkedInAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '入场时间',
          index: true,
          admin: { ...dateTimeAdmin, ...readOnly },
        },
        {
          name: 'shareWithdrawnAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '撤回展商共享同意时间',
          admin: { ...dateTimeAdmin, ...readOnly },
        },
        {
          name: 'anonymisedAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '匿名化时间',
          index: true,
          admin: { ...dateTimeAdmin, ...readOnly, description: '保存期满后个人信息已清除，仅保留统计字段' },
        },
      ],
    },
    // R5: the QR's secret (shown only on the badge page behind the private link) and the link's token, hashed.
    { name: 'badgeSecret', type: 'text', hidden: true, required: true, unique: true },
    { name: 'accessTokenHash', type: 'text', hidden: true, required: true },
  ],
}

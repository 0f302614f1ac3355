import type { Field, GlobalConfig } from 'payload'

import { dateTimeAdmin, inBeijingTime } from '@/content-model/fields'
import { hiddenFromNonRegistrationStaff, registrationStaff } from '@/accounts/access'

import { refreshAtWindowEdges } from './window-boundary'

export const REGISTRATION_SETTINGS_SLUG = 'registration-settings'

/** R8: registrations are anonymised this many days after the show's last day, unless the settings say otherwise. */
export const DEFAULT_RETENTION_DAYS = 180
/** R4: the proof of work's size (SHA-256 rounds a browser does on average), unless the settings say otherwise. */
export const DEFAULT_CAPTCHA_WORK = 50_000

/** A list the form offers (industries, purposes): a stable value stored on registrations, a label per language. */
const choices = (name: string, label: string, description: string): Field => ({
  name,
  type: 'array',
  label,
  labels: { singular: '选项', plural: '选项' },
  maxRows: 50,
  admin: { description },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'value',
          type: 'text',
          label: '代码',
          required: true,
          maxLength: 40,
          admin: { description: '保存在登记记录中，启用后请勿修改' },
        },
        { name: 'label', type: 'text', label: '名称', required: true, localized: true, maxLength: 60 },
      ],
    },
  ],
})

/**
 * R1, R2, R7: what the organiser sets for visitor registration, in Chinese and English: the
 * personal-information notice (its hash is the version each consent records), the form's lists,
 * the show days, when registration is open, and the cap per day. Edited by 管理员 and 报名管理员;
 * the public form reads it on the server.
 */
export const RegistrationSettings: GlobalConfig = {
  slug: REGISTRATION_SETTINGS_SLUG,
  label: '观众登记设置',
  admin: { group: '观众登记', hidden: hiddenFromNonRegistrationStaff },
  // Visitors see the settings only as the form shows them (read on the server); no API gives them out.
  access: { read: registrationStaff, update: registrationStaff },
  hooks: { afterChange: [refreshAtWindowEdges] },
  fields: [
    {
      name: 'notice',
      type: 'textarea',
      label: '个人信息处理告知',
      localized: true,
      required: true,
      maxLength: 10_000,
      admin: {
        rows: 12,
        description:
          '表单提交按钮上方显示：处理者与联系方式、目的、保存内容与期限、个人权利及行使方式。修改后即为新版本，已有登记保留其同意时的版本。',
      },
    },
    choices('industries', '所属行业', '表单的“所属行业”选项'),
    choices('purposes', '参观目的', '表单的“参观目的”选项'),
    {
      name: 'showDays',
      type: 'array',
      label: '展期',
      labels: { singular: '展期', plural: '展期' },
      maxRows: 14,
      admin: { description: '观众可选择的参观日期' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'date',
              type: 'date',
              timezone: inBeijingTime,
              label: '日期',
              required: true,
              admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'yyyy-MM-dd' } },
            },
            {
              name: 'label',
              type: 'text',
              label: '显示名称',
              localized: true,
              maxLength: 40,
              admin: { description: '如“4月22日（周三）”，留空显示日期' },
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'opensAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '开放登记时间',
          admin: { ...dateTimeAdmin, description: '留空则立即开放' },
        },
        {
          name: 'closesAt',
          type: 'date',
          timezone: inBeijingTime,
          label: '截止登记时间',
          admin: { ...dateTimeAdmin, description: '留空则不截止' },
        },
        { name: 'capPerDay', type: 'number', label: '每日名额', min: 1, admin: { description: '留空则不限；满额后新的登记进入候补名单' } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'retentionDays',
          type: 'number',
          label: '保存期限（天）',
          required: true,
          defaultValue: DEFAULT_RETENTION_DAYS,
          min: 1,
          max: 3650,
          admin: { description: '展会最后一天之后经过这些天，登记中的个人信息被清除，只保留统计（日期、行业、邀请码、是否入场）' },
        },
        {
          name: 'captchaWork',
          type: 'number',
          label: '人机验证计算量',
          required: true,
          defaultValue: DEFAULT_CAPTCHA_WORK,
          min: 10,
          max: 10_000_000,
          admin: { description: '访客浏览器平均需计算的次数（默认 50000，手机上约 1 秒）；遭到批量登记时调高' },
        },
      ],
    },
  ],
}

import type { Field, GlobalConfig } from 'payload'

import { hiddenFromNonRegistrationStaff, registrationStaff } from '@/accounts/access'

export const REGISTRATION_SETTINGS_SLUG = 'registration-settings'

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
          label: '开放登记时间',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: '留空则立即开放' },
        },
        {
          name: 'closesAt',
          type: 'date',
          label: '截止登记时间',
          admin: { date: { pickerAppearance: 'dayAndTime' }, description: '留空则不截止' },
        },
        { name: 'capPerDay', type: 'number', label: '每日名额', min: 1, admin: { description: '留空则不限' } },
      ],
    },
  ],
}

import type { GlobalConfig } from 'payload'

import { admins, hiddenFromNonAdmins, signedIn } from '@/accounts/access'

import { LEADS_SETTINGS_SLUG } from './slugs'

export { LEADS_SETTINGS_SLUG }

/** L4: how many qualifier questions the organiser may set for the show. */
export const MAX_QUESTIONS = 5

/**
 * L4: the qualifier questions booth staff answer for a lead (e.g. 采购意向, 预算, 采购时间), set by
 * the organiser for the show, in Chinese and English; each may offer choices or take free text.
 * The key is what a lead's answer is stored under, so a label can be reworded later.
 */
export const LeadsSettings: GlobalConfig = {
  slug: LEADS_SETTINGS_SLUG,
  label: '展商线索设置',
  admin: { group: '展商与资料', hidden: hiddenFromNonAdmins },
  access: { read: signedIn, update: admins },
  fields: [
    {
      name: 'questions',
      type: 'array',
      label: '意向问题',
      maxRows: MAX_QUESTIONS,
      admin: { description: `展位人员扫码后可回答的问题，最多 ${MAX_QUESTIONS} 个` },
      fields: [
        {
          name: 'key',
          type: 'text',
          label: '标识',
          required: true,
          maxLength: 40,
          validate: (value: string | null | undefined) =>
            (value && /^[a-z][a-z0-9-]*$/.test(value)) || '标识只能用小写字母、数字和连字符，以字母开头',
          admin: { description: '如 budget：回答按它存储，改名称不影响已有回答' },
        },
        { name: 'label', type: 'text', label: '问题', required: true, localized: true, maxLength: 60 },
        {
          name: 'choices',
          type: 'text',
          hasMany: true,
          label: '选项',
          localized: true,
          maxRows: 10,
          maxLength: 40,
          admin: { description: '留空则自由填写' },
        },
      ],
    },
  ],
}

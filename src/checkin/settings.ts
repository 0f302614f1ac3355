import type { GlobalConfig } from 'payload'

import { checkinStaff, hiddenFromNonRegistrationStaff, registrationStaff } from '@/accounts/access'
import { selectOptions } from '@/content-model/select-options'

import { forgetDoorSettings } from './door-settings'
import { CHECKIN_SETTINGS_SLUG } from './slugs'

export { CHECKIN_SETTINGS_SLUG }

const RE_ENTRY_LABELS = {
  oncePerDay: '每个参观日入场一次',
  oncePerShow: '整个展期只入场一次',
  unlimited: '不限次数（每次扫描都记录）',
} as const
export type ReEntryRule = keyof typeof RE_ENTRY_LABELS

/** K2: the show's re-entry rule, once a day unless the organiser says otherwise. */
export const CheckinSettings: GlobalConfig = {
  slug: CHECKIN_SETTINGS_SLUG,
  label: '检票设置',
  admin: { group: '检票入场', hidden: hiddenFromNonRegistrationStaff },
  access: { read: checkinStaff, update: registrationStaff },
  hooks: { afterChange: [forgetDoorSettings] },
  fields: [
    {
      name: 'reEntry',
      type: 'select',
      label: '再次入场',
      required: true,
      defaultValue: 'oncePerDay',
      options: selectOptions(RE_ENTRY_LABELS),
      admin: { description: '同一胸卡再次扫描时：在规则之内显示“有效”，超出则显示“已入场”及首次入场的时间、入口和检票员' },
    },
  ],
}

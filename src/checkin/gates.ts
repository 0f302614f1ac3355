import type { CollectionConfig } from 'payload'

import { checkinStaff, hiddenFromNonRegistrationStaff, registrationStaff } from '@/accounts/access'

import { forgetDoorSettings } from './door-settings'
import { DEVICES_SLUG, GATES_SLUG } from './slugs'

export { DEVICES_SLUG, GATES_SLUG }

/**
 * K2: the show's entrances as the organiser names them (1号门, 西登录厅). The door's staff read
 * the list to say where they stand; 管理员 and 报名管理员 keep it.
 */
export const Gates: CollectionConfig = {
  slug: GATES_SLUG,
  labels: { singular: '入口', plural: '入口' },
  admin: { group: '检票入场', useAsTitle: 'name', defaultColumns: ['name', 'active'], hidden: hiddenFromNonRegistrationStaff },
  defaultSort: 'name',
  access: { read: checkinStaff, create: registrationStaff, update: registrationStaff, delete: registrationStaff },
  hooks: { afterChange: [forgetDoorSettings], afterDelete: [forgetDoorSettings] },
  fields: [
    { name: 'name', type: 'text', label: '名称', required: true, unique: true, maxLength: 40, admin: { description: '如“1号门”' } },
    { name: 'active', type: 'checkbox', label: '启用', defaultValue: true },
  ],
}

/**
 * K2: the phones and scanners the organiser hands out (1号门-A), each usually at one gate. A
 * device is chosen on the check-in page once and remembered there; every scan names it.
 */
export const CheckinDevices: CollectionConfig = {
  slug: DEVICES_SLUG,
  labels: { singular: '检票设备', plural: '检票设备' },
  admin: { group: '检票入场', useAsTitle: 'name', defaultColumns: ['name', 'gate', 'active'], hidden: hiddenFromNonRegistrationStaff },
  defaultSort: 'name',
  access: { read: checkinStaff, create: registrationStaff, update: registrationStaff, delete: registrationStaff },
  hooks: { afterChange: [forgetDoorSettings], afterDelete: [forgetDoorSettings] },
  fields: [
    { name: 'name', type: 'text', label: '名称', required: true, unique: true, maxLength: 40, admin: { description: '如“1号门-A”' } },
    { name: 'gate', type: 'relationship', relationTo: GATES_SLUG, label: '所在入口', admin: { description: '检票页面默认选中此入口' } },
    { name: 'active', type: 'checkbox', label: '启用', defaultValue: true },
  ],
}

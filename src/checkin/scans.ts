import type { CollectionConfig } from 'payload'

import { hiddenFromNonRegistrationStaff, nobody, registrationStaff } from '@/accounts/access'
import { selectOptions } from '@/content-model/select-options'
import { inBeijingTime } from '@/content-model/fields'
import { REGISTRATIONS_SLUG } from '@/registration'

import { SCAN_VIA } from './contract'
import { DOOR_OUTCOMES } from './outcomes'
import { DEVICES_SLUG, GATES_SLUG, SCANS_SLUG } from './slugs'

export { SCANS_SLUG }

/** What the door answered for a real badge (a forged or unknown code is refused and never stored). */
const { forged: _refused, ...SCAN_OUTCOME_LABELS } = DOOR_OUTCOMES
export type ScanOutcome = keyof typeof SCAN_OUTCOME_LABELS

const readOnly = { readOnly: true } as const
/** J3: the list shows each related record's title with the page (admin/ScanRelationCell.tsx). */
const related = { ...readOnly, components: { Cell: '/checkin/admin/ScanRelationCell#ScanRelationCell' } }

/**
 * K2, K3: every scan of a real badge at the door: which badge, where (gate, device), by whom, when,
 * and what the door answered. Written only by the check-in endpoints; read by 管理员 and
 * 报名管理员 (a 检票员 sees only the answer to each scan). `admitKey` is the badge's admission
 * under the re-entry rule (registration and day, or registration alone): its unique index lets
 * only one of two gates scanning a badge at once admit it. `scanId` is the device's own id for
 * the scan, unique too, so a batch sent twice after a time offline is taken once.
 */
export const ScanRecords: CollectionConfig = {
  slug: SCANS_SLUG,
  labels: { singular: '检票记录', plural: '检票记录' },
  admin: {
    group: '检票入场',
    useAsTitle: 'scanId',
    defaultColumns: ['scannedAt', 'outcome', 'registration', 'gate', 'device', 'staff', 'via', 'offline', 'doubleAdmission'],
    hidden: hiddenFromNonRegistrationStaff,
    pagination: { defaultLimit: 50 },
  },
  defaultSort: '-scannedAt',
  access: { read: registrationStaff, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  timestamps: true,
  fields: [
    { name: 'scanId', type: 'text', label: '扫描编号', required: true, unique: true, admin: readOnly },
    { name: 'registration', type: 'relationship', relationTo: REGISTRATIONS_SLUG, label: '观众登记', index: true, admin: related },
    {
      name: 'outcome',
      type: 'select',
      label: '结果',
      required: true,
      index: true,
      options: selectOptions(SCAN_OUTCOME_LABELS),
      admin: readOnly,
    },
    {
      name: 'day',
      type: 'text',
      label: '日期',
      required: true,
      index: true,
      admin: { ...readOnly, description: 'YYYY-MM-DD（北京时间）' },
    },
    {
      name: 'scannedAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '扫描时间',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'gate', type: 'relationship', relationTo: GATES_SLUG, label: '入口', index: true, admin: related },
    { name: 'device', type: 'relationship', relationTo: DEVICES_SLUG, label: '设备', admin: related },
    { name: 'staff', type: 'relationship', relationTo: 'users', label: '检票员', admin: related },
    {
      name: 'via',
      type: 'select',
      label: '读取方式',
      options: selectOptions(SCAN_VIA),
      admin: { ...readOnly, description: '手输登记号时检票员须核对姓名和单位' },
    },
    { name: 'offline', type: 'checkbox', label: '离线检票', defaultValue: false, admin: readOnly },
    {
      name: 'doubleAdmission',
      type: 'checkbox',
      label: '离线重复入场',
      defaultValue: false,
      index: true,
      admin: { ...readOnly, description: '离线时放行、同步后发现此前已入场的胸卡' },
    },
    { name: 'admitKey', type: 'text', unique: true, admin: { hidden: true } },
  ],
}

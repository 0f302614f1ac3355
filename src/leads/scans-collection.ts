import type { CollectionConfig } from 'payload'

import { hiddenFromNonAdmins, nobody } from '@/accounts/access'
import { SCAN_VIA } from '@/checkin/contract'
import { inBeijingTime } from '@/content-model/fields'
import { selectOptions } from '@/content-model/select-options'
import { EXHIBITOR_ACCOUNTS_SLUG } from '@/exhibitor-portal'

import { readLeadScansAccess } from './access'
import { LEAD_SCANS_SLUG, LEADS_SLUG } from './slugs'

export { LEAD_SCANS_SLUG }

const readOnly = { readOnly: true } as const

/**
 * L2, L3: every scan at a booth, the lead's visit log: by which account, on which phone, how read,
 * when made and when it reached the server. `scanId` is the phone's own id for the scan, unique,
 * so a queue sent twice after a time offline adds no visit. Written only by the scan service.
 */
export const LeadScans: CollectionConfig = {
  slug: LEAD_SCANS_SLUG,
  labels: { singular: '线索扫描记录', plural: '线索扫描记录' },
  admin: {
    group: '展商与资料',
    useAsTitle: 'scanId',
    defaultColumns: ['scannedAt', 'lead', 'exhibitor', 'account', 'device', 'via', 'offline'],
    hidden: hiddenFromNonAdmins,
    pagination: { defaultLimit: 50 },
  },
  defaultSort: '-scannedAt',
  access: { read: readLeadScansAccess, create: nobody, update: nobody, delete: nobody, readVersions: nobody },
  timestamps: false,
  fields: [
    { name: 'scanId', type: 'text', label: '扫描编号', required: true, unique: true, admin: readOnly },
    { name: 'lead', type: 'relationship', relationTo: LEADS_SLUG, label: '线索', required: true, index: true, admin: readOnly },
    { name: 'exhibitor', type: 'relationship', relationTo: 'exhibitors', label: '展商', required: true, index: true, admin: readOnly },
    { name: 'account', type: 'relationship', relationTo: EXHIBITOR_ACCOUNTS_SLUG, label: '扫描人', index: true, admin: readOnly },
    { name: 'device', type: 'text', label: '设备', maxLength: 60, admin: readOnly },
    { name: 'via', type: 'select', label: '读取方式', options: selectOptions(SCAN_VIA), admin: readOnly },
    {
      name: 'scannedAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '扫描时间',
      required: true,
      index: true,
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'syncedAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '送达时间',
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'offline', type: 'checkbox', label: '离线扫描', defaultValue: false, admin: readOnly },
  ],
}

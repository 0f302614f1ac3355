import type { CollectionConfig } from 'payload'

import { hiddenFromNonAdmins, nobody } from '@/accounts/access'
import { inBeijingTime } from '@/content-model/fields'
import { selectOptions } from '@/content-model/select-options'
import { EXHIBITOR_ACCOUNTS_SLUG } from '@/exhibitor-portal'
import { REGISTRATIONS_SLUG } from '@/registration'

import { qualifyLeadsAccess, readLeadsAccess, serviceOnlyField } from './access'
import { LEADS_SLUG } from './slugs'

export { LEADS_SLUG }

/** L4: how warm a lead is, as the staff rate it at the booth. */
export const RATING_LABELS = { hot: '热', warm: '温', cold: '冷' } as const
export type LeadRating = keyof typeof RATING_LABELS

/** L4: the limits of what the staff type; past them the request is refused whole (400), nothing stored. */
export const LEAD_LIMITS = { tags: 20, tag: 30, note: 2000, answer: 200, questions: 5 } as const

const serviceOnly = { create: serviceOnlyField, update: serviceOnlyField }
const readOnly = { readOnly: true } as const
const dateAdmin = { ...readOnly, date: { pickerAppearance: 'dayAndTime' } } as const

/**
 * L2–L4: one lead per visitor per exhibitor (the compound unique index), made only by the scan
 * service. It holds the registration and its number, never the visitor's details: those are read
 * from the registration when shown, and only under the visitor's consent (details.ts). The
 * exhibitor's accounts qualify it (rating, tags, note, answers) through Payload's REST; the rest
 * is the service's. Admins read all (the admin's list is theirs alone).
 */
export const Leads: CollectionConfig = {
  slug: LEADS_SLUG,
  labels: { singular: '展商线索', plural: '展商线索' },
  admin: {
    group: '展商与资料',
    useAsTitle: 'registrationNumber',
    defaultColumns: ['registrationNumber', 'exhibitor', 'visits', 'rating', 'firstScannedAt', 'lastScannedAt'],
    hidden: hiddenFromNonAdmins,
    pagination: { defaultLimit: 50 },
  },
  defaultSort: '-lastScannedAt',
  access: { read: readLeadsAccess, create: nobody, update: qualifyLeadsAccess, delete: nobody, readVersions: nobody },
  indexes: [{ fields: ['exhibitor', 'registration'], unique: true }],
  timestamps: true,
  fields: [
    {
      name: 'exhibitor',
      type: 'relationship',
      relationTo: 'exhibitors',
      label: '展商',
      required: true,
      index: true,
      access: serviceOnly,
      admin: readOnly,
    },
    {
      name: 'registration',
      type: 'relationship',
      relationTo: REGISTRATIONS_SLUG,
      label: '观众登记',
      required: true,
      index: true,
      access: serviceOnly,
      admin: readOnly,
    },
    { name: 'registrationNumber', type: 'text', label: '登记号', required: true, index: true, access: serviceOnly, admin: readOnly },
    {
      name: 'scannedBy',
      type: 'relationship',
      relationTo: EXHIBITOR_ACCOUNTS_SLUG,
      hasMany: true,
      label: '扫描人',
      access: serviceOnly,
      admin: readOnly,
    },
    {
      name: 'firstScannedAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '首次扫描',
      required: true,
      index: true,
      access: serviceOnly,
      admin: dateAdmin,
    },
    {
      name: 'lastScannedAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '最近扫描',
      required: true,
      index: true,
      access: serviceOnly,
      admin: dateAdmin,
    },
    { name: 'visits', type: 'number', label: '到访次数', required: true, defaultValue: 1, min: 1, access: serviceOnly, admin: readOnly },
    { name: 'rating', type: 'select', label: '意向', index: true, options: selectOptions(RATING_LABELS) },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      label: '标签',
      maxRows: LEAD_LIMITS.tags,
      maxLength: LEAD_LIMITS.tag,
      admin: { description: `最多 ${LEAD_LIMITS.tags} 个，每个不超过 ${LEAD_LIMITS.tag} 字` },
    },
    { name: 'note', type: 'textarea', label: '备注', maxLength: LEAD_LIMITS.note },
    {
      name: 'answers',
      type: 'array',
      label: '问题回答',
      maxRows: LEAD_LIMITS.questions,
      fields: [
        { name: 'question', type: 'text', label: '问题', required: true, maxLength: 40 },
        { name: 'answer', type: 'text', label: '回答', maxLength: LEAD_LIMITS.answer },
      ],
    },
    {
      name: 'withdrawnAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '观众撤回时间',
      access: serviceOnly,
      admin: { ...dateAdmin, description: '观众在胸卡页撤回向此展商提供信息：此后不再显示其姓名和联系方式' },
    },
  ],
}

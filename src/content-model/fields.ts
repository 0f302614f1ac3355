import type { DateField, Field, NumberField, RelationshipField, TextField } from 'payload'
import { textarea } from 'payload/shared'

import { ADMIN_DATE_FORMAT, BEIJING, BEIJING_TIMEZONE, TYPED_DATE_FORMATS } from '@/locales/dates'

import { canPublish, publishersField, staffField } from '@/accounts/access'
import { isHttpUrl } from './link-urls'
import { selectOptions } from './select-options'

/** Editors order siblings by this number, smallest first. */
export const sortOrderField = (description = '数字越小越靠前'): NumberField => ({
  name: 'sortOrder',
  type: 'number',
  label: '排序',
  defaultValue: 0,
  index: true,
  admin: { position: 'sidebar', description },
})

/**
 * E5: a date field the admin shows and takes in Beijing time whatever the browser's zone
 * (Payload's date-field time zone, Beijing its only choice, named beside the input). The zone is
 * always Beijing, so it is not stored: its field is virtual and reads as Beijing.
 */
export const inBeijingTime = {
  supportedTimezones: [BEIJING_TIMEZONE],
  defaultTimezone: BEIJING,
  override: ({ baseField }) => ({ ...baseField, required: false, virtual: true, hooks: { afterRead: [() => BEIJING] } }),
} satisfies DateField['timezone']

/**
 * E5: a date and time as the admin shows it (2026-11-26 09:30, 24 hours), typed in that form or
 * as 2026年11月26日 09:30 and read exactly (react-datepicker's own fallback, `new Date(text)`,
 * turned "2026年11月26日 01:30" into 1 January); anything else is refused with a Chinese message.
 */
export const dateTimeAdmin = {
  date: {
    pickerAppearance: 'dayAndTime',
    displayFormat: ADMIN_DATE_FORMAT,
    timeFormat: 'HH:mm',
    timeIntervals: 15,
    overrides: { dateFormat: TYPED_DATE_FORMATS },
  },
  components: { Field: '/admin/TypedDateTimeField#TypedDateTimeField' },
} satisfies DateField['admin']

/** An http(s) URL, or empty. */
export const externalLinkField = (name: string, label: string): TextField => ({
  name,
  type: 'text',
  label,
  validate: (value: string | null | undefined) => (!value || isHttpUrl(value) ? true : '请输入以 http:// 或 https:// 开头的网址'),
})

export const columnField = (description: string, position?: 'sidebar'): RelationshipField => ({
  name: 'column',
  type: 'relationship',
  relationTo: 'columns',
  label: '所属信息栏目',
  index: true,
  admin: { description, position },
})

/** E3: where a draft stands in review (三审 in small). 已发布 is set by publishing, never chosen. */
const REVIEW_STATE_LABELS = { draft: '草稿', pending: '待审核', published: '已发布', returned: '退回' } as const

/** E3: a reviewer returning a document says why. */
export const RETURN_NEEDS_COMMENT = '退回时请填写审核意见'

export type ReviewState = keyof typeof REVIEW_STATE_LABELS

/**
 * E3: the review fields of a collection with drafts, in the sidebar and read by content staff
 * only: the state, the editor's note when submitting, the reviewer's comment when returning.
 */
export const reviewFields = (): Field => ({
  type: 'collapsible',
  label: '审核',
  admin: { position: 'sidebar', initCollapsed: false },
  fields: [
    {
      name: 'reviewState',
      type: 'select',
      label: '审核状态',
      defaultValue: 'draft',
      index: true,
      options: selectOptions(REVIEW_STATE_LABELS),
      // Editors choose 草稿 or 待审核 (the current state stays shown); the hook enforces it.
      filterOptions: ({ options, req, siblingData }) =>
        canPublish(req.user)
          ? options
          : options.filter((option) => {
              const value = typeof option === 'string' ? option : option.value
              return value === 'draft' || value === 'pending' || value === (siblingData as { reviewState?: unknown }).reviewState
            }),
      access: { read: staffField },
      admin: { description: '编辑改好草稿后选“待审核”并保存草稿；审核员发布后自动变为“已发布”，退回时须填写审核意见' },
    },
    {
      name: 'reviewNote',
      type: 'textarea',
      label: '提交说明',
      maxLength: 500,
      access: { read: staffField },
      admin: { description: '提交审核时写给审核员的说明' },
    },
    {
      name: 'reviewComment',
      type: 'textarea',
      label: '审核意见',
      maxLength: 500,
      access: { read: staffField, create: publishersField, update: publishersField },
      admin: { description: '审核员填写；退回时必填' },
      // The rule is the review hook's (it applies to drafts, which Payload saves unvalidated); said here
      // too so that the admin's form state, asked again after a refused save, keeps the reason shown.
      validate: (value, options) => {
        const { reviewState, _status } = options.data as { reviewState?: unknown; _status?: unknown }
        if (reviewState === 'returned' && _status !== 'published' && !String(value ?? '').trim()) return RETURN_NEEDS_COMMENT
        return textarea(value, options)
      },
    },
  ],
})

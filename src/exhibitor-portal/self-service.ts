import type { Access, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { isStaffEditor, staffField } from '@/accounts/access'
import { normaliseInvitationCode } from '@/registration/invitation-code'

import { isExhibitorAccount, ownExhibitorId } from './identity'
import { newInvitationCode } from './invitation-code'

/** Staff, and the exhibitor whose document it is: its quota and invitation code. */
const staffOrOwnCompany: FieldAccess = ({ req, doc }) => {
  const own = ownExhibitorId(req.user)
  return isStaffEditor(req.user) || (own !== null && own === (doc as { id?: unknown } | undefined)?.id)
}

/**
 * B1, B2: an exhibitor's account saves drafts of its own company only: never another's, never a
 * publish (the reviewers do that, E3), never a move to the 回收站. Anyone else as before.
 */
function ownDraftsOr(rule: Access | undefined): Access {
  return (args) => {
    const { req, data } = args
    if (!isExhibitorAccount(req.user)) return rule ? rule(args) : false
    const own = ownExhibitorId(req.user)
    const record = (data ?? {}) as Record<string, unknown>
    if (own === null || record._status === 'published' || 'deletedAt' in record) return false
    return { id: { equals: own } }
  }
}

/**
 * B4: every exhibitor has an invitation code, made when it is created (or when staff clear it),
 * kept in capitals as visitors' codes are matched (normaliseInvitationCode).
 */
const giveInvitationCode: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const typed = data.invitationCode as string | null | undefined
  if (typeof typed === 'string' && normaliseInvitationCode(typed)) return { ...data, invitationCode: normaliseInvitationCode(typed) }
  const kept = typed === undefined ? (originalDoc as { invitationCode?: string | null } | undefined)?.invitationCode : null
  return kept ? data : { ...data, invitationCode: newInvitationCode() }
}

/**
 * B1–B4 on the exhibitors collection: its exhibitor's account edits it as drafts (reviewed like
 * staff drafts, E3), and it carries the booth-staff quota the organiser sets (B3) and the
 * invitation code visitors register with (B4), both read by staff and the exhibitor only.
 */
export function withExhibitorSelfService(collection: CollectionConfig): CollectionConfig {
  const hooks = collection.hooks ?? {}
  return {
    ...collection,
    access: { ...collection.access, update: ownDraftsOr(collection.access?.update) },
    hooks: { ...hooks, beforeChange: [...(hooks.beforeChange ?? []), giveInvitationCode] },
    fields: [
      ...collection.fields,
      {
        type: 'collapsible',
        label: '展商中心',
        admin: { position: 'sidebar' },
        fields: [
          {
            name: 'staffQuota',
            type: 'number',
            label: '展位人员名额',
            defaultValue: 5,
            min: 0,
            max: 200,
            access: { read: staffOrOwnCompany, create: staffField, update: staffField },
            admin: { description: '展商可在展商中心登记的展位人员上限（每人一张展商胸卡）' },
          },
          {
            name: 'invitationCode',
            type: 'text',
            label: '观众邀请码',
            unique: true,
            index: true,
            maxLength: 32,
            access: { read: staffOrOwnCompany, create: staffField, update: staffField },
            admin: { description: '留空则自动生成；观众登记时填写此码即计入该展商的邀请' },
          },
        ],
      },
    ],
  }
}

/**
 * B2: an exhibitor's account uploads its logo and product pictures to the 图片库, through the
 * same checks by bytes as staff uploads (X4, E9); it cannot replace or delete any file.
 */
export function withExhibitorUploads(collection: CollectionConfig): CollectionConfig {
  const create = collection.access?.create
  return {
    ...collection,
    access: { ...collection.access, create: (args) => ownExhibitorId(args.req.user) !== null || (create ? create(args) : false) },
  }
}

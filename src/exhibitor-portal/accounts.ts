import { type Access, type CollectionBeforeLoginHook, type CollectionBeforeOperationHook, type CollectionConfig } from 'payload'

import { Refusal } from '@/content-model/refusals'

import { admins, adminsField, hiddenFromNonAdmins, isAdminUser } from '@/accounts/access'
import { selectOptions } from '@/content-model/select-options'
import { inBeijingTime } from '@/content-model/fields'
import { enforcePasswordRule, forgiveSignIn, guardSignIn, liftLocksOnReset } from '@/accounts/account-hooks'

import { ACCOUNT_ROLE_LABELS, EXHIBITOR_ACCOUNTS_SLUG, isExhibitorAccount } from './identity'
import { activateOnPasswordSet, inviteEndpoint, INVITATION_DAYS, inviteNewAccount, revokeEndpoint, SENDING_INVITATION } from './invitations'
import { boothStaffEndpoint } from './booth-staff'
import { profileEndpoint } from './profile'
import { inviteStaffAccountEndpoint, revokeStaffAccountEndpoint } from './staff-accounts'

const STATUS_LABELS = { invited: '已邀请', active: '已启用', revoked: '已撤销' } as const
export type AccountStatus = keyof typeof STATUS_LABELS

/** B1: a revoked account cannot sign in, nor set a password with an old link. */
const refuseRevoked: CollectionBeforeLoginHook = ({ user }) => {
  if ((user as { status?: AccountStatus }).status === 'revoked') throw new Refusal('该展商账号已被撤销，请联系主办方', 403)
  return user
}

/**
 * B1: the password is set only through the invitation's link (Payload's one-time reset token);
 * Payload's own forgot-password request would otherwise mail a link to the admin, not the portal.
 */
const noForgotPasswordRequests: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'forgotPassword' && !req.context[SENDING_INVITATION]) {
    throw new Refusal('忘记密码请联系主办方重新发送邀请邮件', 403)
  }
  return args
}

/** Admins, and an exhibitor's account for itself. */
const adminsOrOwnAccount: Access = ({ req }) => isAdminUser(req.user) || (isExhibitorAccount(req.user) && { id: { equals: req.user?.id } })

/**
 * B1: exhibitors' accounts (展商账号), apart from the staff's: an admin invites one for a company
 * (an e-mail with a one-time link to set the password), resends or revokes the invitation. The
 * account signs in to the portal `/exhibitor`, never to the admin, and reads and changes only
 * itself and its own company (the exhibitors' access, access.ts). Sessions and sign-in limits as
 * the staff's (E7, X6, X11).
 */
export const ExhibitorAccounts: CollectionConfig = {
  slug: EXHIBITOR_ACCOUNTS_SLUG,
  labels: { singular: '展商账号', plural: '展商账号' },
  auth: {
    maxLoginAttempts: 0,
    tokenExpiration: 30 * 60,
    useSessions: true,
    // The signed-in account as it is: its company's id, not the company and its pictures read on every request.
    depth: 0,
    // The invitation's link is Payload's reset token, valid this long and used once.
    forgotPassword: { expiration: INVITATION_DAYS * 24 * 60 * 60 * 1000 },
  },
  admin: {
    group: '展商与资料',
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'exhibitor', 'role', 'status', 'invitedAt'],
    hidden: hiddenFromNonAdmins,
    description:
      '展商账号登录展商中心（/exhibitor），只能查看和修改本公司的资料。新建后系统自动发送邀请邮件，链接 7 天内有效、只能使用一次。',
    components: { edit: { beforeDocumentControls: ['/exhibitor-portal/InvitationButtons#InvitationButtons'] } },
  },
  access: {
    // Never the admin: the portal is theirs.
    admin: () => false,
    read: adminsOrOwnAccount,
    create: admins,
    update: adminsOrOwnAccount,
    delete: admins,
  },
  hooks: {
    beforeOperation: [enforcePasswordRule, guardSignIn, noForgotPasswordRequests],
    beforeLogin: [refuseRevoked],
    afterLogin: [forgiveSignIn],
    afterChange: [inviteNewAccount],
    afterOperation: [liftLocksOnReset, activateOnPasswordSet],
  },
  endpoints: [inviteEndpoint, revokeEndpoint, boothStaffEndpoint, profileEndpoint, inviteStaffAccountEndpoint, revokeStaffAccountEndpoint],
  fields: [
    { name: 'name', type: 'text', label: '联系人', maxLength: 50 },
    {
      name: 'exhibitor',
      type: 'relationship',
      relationTo: 'exhibitors',
      label: '所属展商',
      required: true,
      index: true,
      access: { update: adminsField },
    },
    {
      name: 'role',
      type: 'select',
      label: '角色',
      // Not required: an account made before roles, or without one, is a main account.
      defaultValue: 'main',
      index: true,
      options: selectOptions(ACCOUNT_ROLE_LABELS),
      access: { create: adminsField, update: adminsField },
      admin: { position: 'sidebar', description: '展位人员只能在 /leads 扫码登记观众，不能进入展商中心的其他页面' },
    },
    {
      name: 'status',
      type: 'select',
      label: '状态',
      required: true,
      defaultValue: 'invited',
      index: true,
      options: selectOptions(STATUS_LABELS),
      access: { create: adminsField, update: adminsField },
      admin: { readOnly: true, position: 'sidebar', description: '设置密码后自动启用；用“撤销”停用账号' },
    },
    {
      name: 'invitedAt',
      type: 'date',
      timezone: inBeijingTime,
      label: '邀请发送时间',
      access: { create: adminsField, update: adminsField },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

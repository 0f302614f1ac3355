import type { CollectionConfig } from 'payload'

import { enforcePasswordRule, forgiveSignIn, guardSignIn, liftLocksOnReset } from '@/accounts/account-hooks'
import { accountEmailField } from '@/accounts/email-field'
import { forgotPasswordEndpoint } from '@/accounts/password-reset'

import { accountsRead, admins, adminsField, adminsOrSelf, adminsOrSelfField, ROLES } from '@/accounts/access'

export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: '用户', plural: '用户' },
  auth: {
    // Payload's lock is off: it locks the account for everyone, its owner included. E7's lock
    // (5 failed logins, 15 minutes) holds against the addresses that failed, and an account
    // under attack is slowed instead (src/accounts/account-hooks.ts).
    maxLoginAttempts: 0,
    // E7: a session ends 30 minutes after its last renewal; the admin renews it while it is used
    // (on navigation in its last 2 minutes, or 保持登录 in the reminder); admin.autoRefresh stays off.
    tokenExpiration: 30 * 60,
    // Sessions kept on the server: a password change ends the user's other sessions, a reset all.
    useSessions: true,
  },
  hooks: {
    beforeOperation: [enforcePasswordRule, guardSignIn],
    afterLogin: [forgiveSignIn],
    afterOperation: [liftLocksOnReset],
  },
  // X11: 忘记密码 through our endpoint (limits per address, the reset off without SMTP).
  endpoints: [forgotPasswordEndpoint],
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'name', 'role'], group: '系统' },
  access: {
    // Every account signs in to the admin; what it sees there follows its role (E1).
    admin: ({ req }) => Boolean(req.user),
    read: accountsRead,
    create: admins,
    update: adminsOrSelf,
    delete: admins,
  },
  fields: [
    accountEmailField,
    { name: 'name', type: 'text', label: '姓名' },
    {
      name: 'role',
      type: 'select',
      label: '角色',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      access: { create: adminsField, update: adminsField, read: adminsOrSelfField },
      // E1: 管理员 everything; 审核员 publishes all content; 编辑 writes drafts and submits them
      // for review; 报名管理员 registrations and check-in only (§12), no content; 检票员 check-in at the door only (§14).
      options: ROLES,
      admin: {
        description:
          '管理员：全部权限；审核员：编辑并发布、下线、定时发布全部内容；编辑：撰写草稿并提交审核；报名管理员：仅报名与签到；检票员：仅在 /checkin 检票入场',
      },
    },
  ],
}

import type { CollectionConfig } from 'payload'

import { admins, hiddenFromNonAdmins } from '@/accounts/access'

import { AUDIT_ACTIONS, AUDIT_LOG_SLUG } from './actions'
import { exportAuditLog } from './export'

const nobody = () => false

/**
 * E6: who did what, when, from where. Written only by the server (record.ts), read only by
 * admins, never edited or deleted by anyone but the retention job (purge.ts).
 */
export const AuditLog: CollectionConfig = {
  slug: AUDIT_LOG_SLUG,
  labels: { singular: '审计日志', plural: '审计日志' },
  admin: {
    group: '系统',
    useAsTitle: 'title',
    defaultColumns: ['createdAt', 'action', 'userEmail', 'collectionSlug', 'title', 'ip'],
    description: '登录、修改、发布、删除等操作的记录，只读，保留至少 180 天。',
    hidden: hiddenFromNonAdmins,
    components: { beforeListTable: ['/audit-log/ExportButton#AuditExportButton'] },
    pagination: { defaultLimit: 50 },
  },
  defaultSort: '-createdAt',
  access: { read: admins, create: nobody, update: nobody, delete: nobody },
  endpoints: [{ path: '/export.csv', method: 'get', handler: exportAuditLog }],
  timestamps: true,
  fields: [
    {
      name: 'action',
      type: 'select',
      label: '操作',
      required: true,
      index: true,
      options: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
    },
    { name: 'user', type: 'relationship', relationTo: 'users', label: '用户' },
    { name: 'userEmail', type: 'text', label: '用户邮箱', index: true },
    {
      name: 'collectionSlug',
      type: 'text',
      label: '内容类型',
      admin: { components: { Cell: '/audit-log/ContentTypeCell#ContentTypeCell' } },
    },
    { name: 'documentId', type: 'text', label: '内容 ID' },
    { name: 'title', type: 'text', label: '标题' },
    { name: 'detail', type: 'text', label: '说明' },
    { name: 'ip', type: 'text', label: 'IP 地址' },
  ].map((field) => ({ ...field, admin: { ...field.admin, readOnly: true } }) as CollectionConfig['fields'][number]),
}

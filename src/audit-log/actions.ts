/** E6: what the audit log records, with the words an admin reads in the list and the CSV. */
export const AUDIT_ACTIONS = {
  login: '登录',
  'login-failed': '登录失败',
  lockout: '账号锁定',
  create: '新建',
  update: '修改',
  publish: '发布',
  unpublish: '撤销发布',
  trash: '删除（移入回收站）',
  restore: '从回收站恢复',
  delete: '永久删除',
  'role-change': '角色变更',
  export: '导出',
  'baidu-push': '百度推送',
  import: '导入',
} as const

export type AuditAction = keyof typeof AUDIT_ACTIONS

/** E6: entries are kept this long at least, then removed by the purgeAuditLog job. */
export const AUDIT_LOG_DAYS = 180

export const AUDIT_LOG_SLUG = 'audit-log'

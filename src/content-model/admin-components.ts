/**
 * Where the admin's own components plug into Payload's (paths as the import map names them).
 * The content model sets them on its collections and globals.
 */
export const adminComponents = {
  /** E2, E5: 发布 with the Chinese 定时发布 / 下线 drawer. */
  publishButton: '/admin/publish/PublishButton#PublishButton',
  /** E2: 恢复并发布 beside a version's 恢复为草稿, for reviewers and admins. */
  restoreAndPublish: '/admin/versions/RestoreAndPublish#RestoreAndPublish',
  /** E7: who holds the lock, told at once when taken over, unsaved text kept. */
  lockWatch: '/admin/lock/LockWatch#LockWatch',
} as const

import type { TaskConfig } from 'payload'

import { AUDIT_LOG_DAYS, AUDIT_LOG_SLUG } from './actions'

/** E6: removes entries older than AUDIT_LOG_DAYS. Daily, at 03:40, on the maintenance queue. */
export const purgeAuditLog: TaskConfig<{ input: { days?: number }; output: { purged: number } }> = {
  slug: 'purgeAuditLog',
  label: '删除超过 180 天的审计日志',
  inputSchema: [{ name: 'days', type: 'number' }],
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
  schedule: [{ cron: '40 3 * * *', queue: 'maintenance' }],
  retries: 2,
  handler: async ({ input, req }) => {
    const days = Math.max(input.days ?? AUDIT_LOG_DAYS, AUDIT_LOG_DAYS)
    const cutoff = new Date(Date.now() - days * 86_400_000).toISOString()
    const { docs } = await req.payload.delete({
      collection: AUDIT_LOG_SLUG,
      where: { createdAt: { less_than: cutoff } },
      overrideAccess: true,
      req,
    })
    req.payload.logger.info(
      { event: 'job', task: 'purgeAuditLog', purged: docs.length },
      `审计日志：删除了 ${docs.length} 条超过 ${days} 天的记录`,
    )
    return { output: { purged: docs.length } }
  },
}

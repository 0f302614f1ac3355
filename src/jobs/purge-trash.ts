import type { CollectionSlug, TaskConfig } from 'payload'

/** E8: what is deleted stays in the 回收站 this long, restorable, before the purge removes it. */
export const TRASH_DAYS = 30

/** The collections whose deletes go to the trash (`trash: true` in their config). */
export const TRASHED_COLLECTIONS = [
  'menus',
  'rotation-charts',
  'columns',
  'articles',
  'pictures',
  'information-items',
  'exhibitors',
  'downloads',
  'media',
  'documents',
] as const satisfies readonly CollectionSlug[]

/** E8: removes for good what has been in the trash longer than TRASH_DAYS. Daily, at 03:30. */
export const purgeTrash: TaskConfig<{ input: { days?: number }; output: { purged: number } }> = {
  slug: 'purgeTrash',
  label: '清空回收站中超过 30 天的内容',
  inputSchema: [{ name: 'days', type: 'number' }],
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
  schedule: [{ cron: '30 3 * * *', queue: 'maintenance' }],
  retries: 2,
  handler: async ({ input, req }) => {
    const cutoff = new Date(Date.now() - (input.days ?? TRASH_DAYS) * 86_400_000).toISOString()
    let purged = 0
    for (const collection of TRASHED_COLLECTIONS) {
      const { docs } = await req.payload.delete({
        collection,
        where: { deletedAt: { less_than: cutoff } },
        trash: true,
        overrideAccess: true,
        req,
      })
      purged += docs.length
    }
    req.payload.logger.info({ event: 'job', task: 'purgeTrash', purged }, `回收站：清除了 ${purged} 条超过期限的内容`)
    return { output: { purged } }
  },
}

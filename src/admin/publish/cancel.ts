import type { Endpoint } from 'payload'

import { canPublish } from '@/accounts/access'

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

/**
 * E5: `DELETE /api/scheduled-publish/<job id>` cancels a 定时发布 or 定时下线 that has not run yet;
 * for those who schedule them (reviewers and admins). The schedule drawer's 取消.
 */
export const cancelScheduledPublish: Endpoint = {
  path: '/scheduled-publish/:id',
  method: 'delete',
  handler: async (req) => {
    if (!canPublish(req.user)) return refuse(req.user ? 403 : 401, '只有审核员和管理员可以取消定时发布或下线')
    const { docs } = await req.payload.delete({
      collection: 'payload-jobs',
      where: { id: { equals: req.routeParams?.id }, taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false } },
      overrideAccess: true,
      req,
    })
    if (docs.length === 0) return refuse(404, '没有这项定时任务，或它已执行')
    return Response.json({ message: '已取消' })
  },
}

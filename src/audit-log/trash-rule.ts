import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { AUDIT_LOG_SLUG } from '@/audit-log/actions'

import { canPublish } from '@/accounts/access'
import { savedDraftOnly } from '@/content-model/drafts'
import { Refusal } from '@/content-model/refusals'

/** Whether the last move of this document to the 回收站 was this user's (the audit log says who did it). */
async function movedToTrashByUser(req: PayloadRequest, collection: string, id: number | string): Promise<boolean> {
  const { docs } = await req.payload.find({
    collection: AUDIT_LOG_SLUG,
    where: { collectionSlug: { equals: collection }, documentId: { equals: String(id) }, action: { equals: 'trash' } },
    sort: '-createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const user = docs[0]?.user
  return user !== undefined && user !== null && (typeof user === 'object' ? user.id : user) === req.user?.id
}

/**
 * E8: the 回收站. Editors move to it what they may edit, and take back out only what they moved
 * there themselves, as a draft waiting for review (待审核): a reviewer puts it back on the site.
 * Reviewers and admins restore anything, as a draft or published (the admin's 恢复 asks). A move
 * writes the document itself, never a draft version only (which would leave it half in the
 * 回收站), and changes nothing else of an editor's document: the status it carries is dropped.
 */
export const guardTrashMoves: CollectionBeforeChangeHook = async ({ collection, context, data, operation, originalDoc, req }) => {
  if (operation !== 'update') return data
  const doc = originalDoc as { id?: number | string; deletedAt?: string | null } | undefined
  const trashing = Boolean(data.deletedAt) && !doc?.deletedAt
  const restoring = Boolean(doc?.deletedAt) && 'deletedAt' in data && !data.deletedAt
  if (!trashing && !restoring) return data
  if (savedDraftOnly(context)) throw new Refusal('移入或移出回收站不能只保存为草稿：请不带 draft 参数提交', 400)
  if (!req.user || canPublish(req.user)) return data
  const move: Record<string, unknown> = { ...data }
  delete move._status
  if (trashing || doc?.id === undefined) return move
  if (!(await movedToTrashByUser(req, collection.slug, doc.id))) {
    throw new Refusal('编辑只能恢复自己移入回收站的内容；其他内容请审核员恢复')
  }
  return collection.versions?.drafts ? { ...move, _status: 'draft', reviewState: 'pending' } : move
}

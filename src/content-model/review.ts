import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import { canPublish } from '@/accounts/access'
import { RETURN_NEEDS_COMMENT, type ReviewState } from './fields'

const REVIEWERS_ONLY: ReviewState[] = ['published', 'returned']

/**
 * E3: keeps the review state true to what happened. Publishing (by hand or by the schedulePublish
 * job) sets 已发布; any other save cannot claim 已发布, so a state carried over from the published
 * version falls back to 草稿. Editors submit (待审核) but never return or publish; 退回 needs the
 * reviewer's comment.
 */
export const applyReviewState: CollectionBeforeChangeHook = ({ collection, data, originalDoc, req }) => {
  if (data._status === 'published') return { ...data, reviewState: 'published' }
  const previous = (originalDoc as { reviewState?: ReviewState } | undefined)?.reviewState
  let state = (data.reviewState as ReviewState | undefined) ?? previous ?? 'draft'
  const refuse = (path: string, message: string) =>
    new ValidationError({ collection: collection.slug, errors: [{ path, message }], req }, req.t)
  if (REVIEWERS_ONLY.includes(state) && !canPublish(req.user) && req.user && state !== previous) {
    throw refuse('reviewState', '编辑只能将审核状态设为“草稿”或“待审核”，发布与退回由审核员操作')
  }
  if (state === 'published' || (state === 'returned' && !canPublish(req.user) && req.user)) state = 'draft'
  if (
    state === 'returned' &&
    !String(data.reviewComment ?? (originalDoc as { reviewComment?: string } | undefined)?.reviewComment ?? '').trim()
  ) {
    throw refuse('reviewComment', RETURN_NEEDS_COMMENT)
  }
  return { ...data, reviewState: state }
}

import {
  Forbidden,
  type CollectionBeforeOperationHook,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
  type RequestContext,
} from 'payload'

import { canPublish, isStaffEditor } from '@/accounts/access'

/**
 * E2, E5: every save is a draft until published; the last 50 versions of a document are kept,
 * compared and restorable in the admin; 定时发布 queues Payload's schedulePublish job. Drafts are
 * validated like published documents, so that a hostile link (X4) is refused when it is typed,
 * not first when it is published, and previews never render it.
 */
export const draftVersions = { drafts: { schedulePublish: true, validate: true }, maxPerDoc: 50 } as const

/** Set by the operation, read by the afterChange hooks of the same request (Payload does not pass `draft` to them). */
const DRAFT_SAVE = 'expoDraftSave'

type OperationArgs = { draft?: boolean; data?: Record<string, unknown> }

/** What Payload does with a save: a draft save only adds a version; anything else writes the published document. */
const isDraftSave = (args: OperationArgs): boolean => args.draft === true && args.data?._status !== 'published'

/**
 * Only moving to the 回收站 and back (E8), as the admin does it (a restore names the status it
 * restores to): governed by the delete rule and `guardTrashMoves`, not by publishing.
 */
export const isTrashMove = (data: Record<string, unknown> | undefined): boolean =>
  data !== undefined &&
  'deletedAt' in data &&
  data._status !== 'published' &&
  Object.keys(data).every((key) => key === 'deletedAt' || key === '_status')

/** True when the operation of this request saved a draft only: nothing the public sees changed. */
export const savedDraftOnly = (context: RequestContext): boolean => context[DRAFT_SAVE] === true

/** Records whether this operation saves a draft only (read back by `savedDraftOnly`). */
export function markDraftSave(req: PayloadRequest, args: OperationArgs): void {
  req.context[DRAFT_SAVE] = isDraftSave(args)
}

/**
 * E1: someone who may not publish (an editor, or the user who scheduled a publish) saves drafts
 * only. A save that is not a draft save writes the published document (publish, unpublish, an
 * edit in place, restoring a version as published) and is refused. The access rule alone cannot
 * tell, as Payload does not pass it the `draft` flag.
 */
export const guardPublishing: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation !== 'create' && operation !== 'update' && operation !== 'restoreVersion') return args
  const saveArgs = args as OperationArgs
  if (operation === 'create' && !overrideAccess && !canPublish(req.user) && saveArgs.data?._status !== 'published') {
    // A new document (a duplicate too, whose status would otherwise come from a published
    // original) is a draft when someone who may not publish makes it.
    saveArgs.data = { ...saveArgs.data, _status: 'draft' }
    saveArgs.draft = true
  }
  // A trash move writes the document itself: as a draft save it would move only a new version,
  // leaving the document listed but impossible to open, or gone from the 回收站 but not back.
  if (operation === 'update' && isTrashMove(saveArgs.data)) saveArgs.draft = false
  markDraftSave(req, saveArgs)
  if (overrideAccess || canPublish(req.user)) return args
  const refused =
    operation === 'create'
      ? saveArgs.data?._status === 'published'
      : !isDraftSave(saveArgs) && !(operation === 'update' && isTrashMove(saveArgs.data))
  if (refused) throw new Forbidden(req.t)
  return args
}

/** E2: marks a draft save of a global, so that it does not clear the public caches. */
export const markGlobalDraftSave: GlobalBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'update') markDraftSave(req, args as OperationArgs)
  return args
}

/**
 * E2, X5: a visitor (or an account without content rights) asking for `?draft=true` reads what
 * it reads without: the published documents, never the latest drafts, nor a list that drops a
 * document because its newest version is a draft.
 */
export const publishedOnlyForVisitors: CollectionBeforeOperationHook = ({ args, operation, overrideAccess, req }) => {
  if (operation === 'read' && !overrideAccess && !isStaffEditor(req.user)) (args as OperationArgs).draft = false
  return args
}

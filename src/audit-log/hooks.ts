import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionConfig,
  CollectionSlug,
  GlobalAfterChangeHook,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { savedDraftOnly } from '@/content-model/drafts'

import { AUDIT_LOG_SLUG, type AuditAction } from './actions'
import { recordAudit } from './record'
import { auditRefusedSignIn, auditSignIn } from './sign-in'
import { guardTrashMoves } from './trash-rule'

type Doc = { id?: number | string; _status?: string | null; deletedAt?: string | null; role?: string | null } & Record<string, unknown>

/** Who acted: a person, or a job acting for one (scheduled publish); the seed and scripts are not audited. */
const audited = (req: PayloadRequest) => !req.context.disableRevalidate && Boolean(req.user)

function titleOf(collection: CollectionConfig, doc: Doc): string {
  const field = collection.admin?.useAsTitle ?? 'id'
  const value = doc[field]
  return typeof value === 'string' || typeof value === 'number' ? String(value) : String(doc.id ?? '')
}

/**
 * A save with `_status: 'draft'` that is not a draft save writes the document itself as a draft:
 * an unpublish when it had been published (a pending draft may stand between, so the previous
 * version does not tell).
 */
async function unpublished(req: PayloadRequest, collection: CollectionSlug, id: number | string): Promise<boolean> {
  if (savedDraftOnly(req.context)) return false
  const { totalDocs } = await req.payload.countVersions({
    collection,
    where: { parent: { equals: id }, 'version._status': { equals: 'published' } },
    req,
  })
  return totalDocs > 0
}

async function changeActions(
  collection: CollectionConfig,
  doc: Doc,
  previous: Doc,
  operation: 'create' | 'update',
  req: PayloadRequest,
): Promise<AuditAction[]> {
  if (operation === 'create') return doc._status === 'published' ? ['create', 'publish'] : ['create']
  if (!previous.deletedAt && doc.deletedAt) return ['trash']
  if (previous.deletedAt && !doc.deletedAt) return ['restore']
  const actions: AuditAction[] = []
  // Saving a published document as published puts new content in public: a publish too.
  if (doc._status === 'published') actions.push('publish')
  else if (doc._status === 'draft' && doc.id !== undefined && (await unpublished(req, collection.slug as CollectionSlug, doc.id)))
    actions.push('unpublish')
  else actions.push('update')
  if (collection.slug === 'users' && doc.role !== previous.role) actions.push('role-change')
  return actions
}

const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
  if (!audited(req)) return doc
  const current = doc as Doc
  const previous = (previousDoc ?? {}) as Doc
  for (const action of await changeActions(collection, current, previous, operation, req)) {
    const detail = action === 'role-change' ? `${previous.role ?? ''} → ${current.role ?? ''}` : undefined
    await recordAudit(req, { action, collection: collection.slug, documentId: current.id, title: titleOf(collection, current), detail })
  }
  return doc
}

const afterDelete: CollectionAfterDeleteHook = async ({ collection, doc, id, req }) => {
  if (audited(req))
    await recordAudit(req, { action: 'delete', collection: collection.slug, documentId: id, title: titleOf(collection, doc as Doc) })
  return doc
}

/**
 * E6: every create, update, publish, unpublish, delete, restore and role change of a collection
 * is recorded; for the accounts, sign-ins, refused sign-ins and lockouts too.
 */
export function withAuditLog(collection: CollectionConfig): CollectionConfig {
  if (collection.slug === AUDIT_LOG_SLUG) return collection
  const hooks = collection.hooks ?? {}
  const signIns = collection.auth
    ? { afterLogin: [...(hooks.afterLogin ?? []), auditSignIn], afterError: [...(hooks.afterError ?? []), auditRefusedSignIn] }
    : {}
  return {
    ...collection,
    hooks: {
      ...hooks,
      ...signIns,
      // E8: a collection with a 回收站 answers who may restore from it by what the log says.
      ...(collection.trash ? { beforeChange: [guardTrashMoves, ...(hooks.beforeChange ?? [])] } : {}),
      afterChange: [...(hooks.afterChange ?? []), afterChange],
      afterDelete: [...(hooks.afterDelete ?? []), afterDelete],
    },
  }
}

/** E6: a change of a global (the site settings), recorded as an update or a publish. */
export function withGlobalAuditLog(global: GlobalConfig): GlobalConfig {
  const recordChange: GlobalAfterChangeHook = async ({ doc, req }) => {
    if (!audited(req)) return doc
    const published = (doc as Doc)._status === 'published'
    const label = typeof global.label === 'string' ? global.label : global.slug
    await recordAudit(req, { action: published ? 'publish' : 'update', collection: global.slug, title: label })
    return doc
  }
  const hooks = global.hooks ?? {}
  return { ...global, hooks: { ...hooks, afterChange: [...(hooks.afterChange ?? []), recordChange] } }
}

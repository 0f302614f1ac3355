import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook, PayloadRequest } from 'payload'

import type { ContentKind } from './content-kinds'
import { contentChanged } from './content-changed'
import { savedDraftOnly } from './drafts'

/**
 * E2: whether a save changed what visitors see. A draft save (a new version beside the published
 * one) and a new document kept as a draft change nothing public; a publish, an unpublish, a trash
 * move and any save of a collection without drafts do.
 */
function changedPublicContent(req: PayloadRequest, operation: 'create' | 'update', doc: { _status?: unknown }): boolean {
  if (req.context.disableRevalidate) return false
  if (doc._status === undefined) return true
  if (operation === 'create') return doc._status === 'published'
  return !savedDraftOnly(req.context)
}

/**
 * Hooks that announce a change of public content (contentChanged: every cache of the site clears,
 * on every instance). Nothing is revalidated by tag. Seeding passes `context.disableRevalidate`
 * (the flag's name in Payload's template) because it changes everything at once.
 */
export function announceChanges(kind: ContentKind): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, operation, req }) => {
        if (changedPublicContent(req, operation, doc as { _status?: unknown })) await contentChanged(kind, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (!req.context.disableRevalidate) await contentChanged(kind, req)
        return doc
      },
    ],
  }
}

export function announceGlobalChanges(kind: ContentKind): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context.disableRevalidate && !savedDraftOnly(req.context)) await contentChanged(kind, req)
    return doc
  }
}

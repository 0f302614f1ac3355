import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { CacheTag } from './cache-tags'
import { contentChanged } from './content-changed'

/**
 * Hooks that tell the site a piece of content changed. Seeding passes
 * `context.disableRevalidate` because it changes everything at once.
 */
export function revalidateOnChange(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      async ({ doc, req }) => {
        if (!req.context.disableRevalidate) await contentChanged(tag, req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        if (!req.context.disableRevalidate) await contentChanged(tag, req)
        return doc
      },
    ],
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if (!req.context.disableRevalidate) await contentChanged(tag, req)
    return doc
  }
}

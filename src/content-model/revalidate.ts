import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import type { CacheTag } from './cache-tags'
import { contentChanged } from './content-changed'

/**
 * Hooks that tell the site a piece of content changed. Seeding passes
 * `context.disableRevalidate` because it runs outside Next and changes everything at once.
 */
export function revalidateOnChange(tag: CacheTag): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  return {
    afterChange: [
      ({ doc, req }) => {
        if (!req.context.disableRevalidate) contentChanged(tag)
        return doc
      },
    ],
    afterDelete: [
      ({ doc, req }) => {
        if (!req.context.disableRevalidate) contentChanged(tag)
        return doc
      },
    ],
  }
}

export function revalidateGlobal(tag: CacheTag): GlobalAfterChangeHook {
  return ({ doc, req }) => {
    if (!req.context.disableRevalidate) contentChanged(tag)
    return doc
  }
}

import { AsyncLocalStorage } from 'node:async_hooks'

import type { CollectionSlug, Payload, Sort, Where } from 'payload'

const draftScope = new AsyncLocalStorage<true>()

/** E4: runs a read that shows the latest drafts (a signed-in staff member's preview), never cached. */
export function readingDrafts<T>(read: () => Promise<T>): Promise<T> {
  return draftScope.run(true, read)
}

const inPreview = (): boolean => draftScope.getStore() === true

/**
 * E2: the public site and the content API read published documents only. Payload's local API
 * reads the main documents (`draft: false`), but a document never published is a main document
 * with `_status: draft`: this filter leaves it out. Trashed documents are left out by Payload.
 * In a preview (E4) the latest versions are read, drafts included.
 */
export function published(where: Where = {}): Where {
  if (inPreview()) return where
  const onlyPublished: Where = { _status: { equals: 'published' } }
  return Object.keys(where).length === 0 ? onlyPublished : { and: [where, onlyPublished] }
}

/** The `draft` option of a read: the latest versions in a preview, the published documents otherwise. */
export const versions = (): { draft: boolean } => ({ draft: inPreview() })

/** A collection's documents that visitors see (E2), their uploads populated, in full: these lists are short. */
export async function findPublished<Slug extends CollectionSlug>(payload: Payload, collection: Slug, where: Where, sort: Sort) {
  const { docs } = await payload.find({ collection, ...versions(), where: published(where), depth: 1, limit: 0, pagination: false, sort })
  return docs
}

/** One document that visitors see (E2), its uploads populated; undefined when there is none by this id. */
export async function findPublishedById<Slug extends CollectionSlug>(payload: Payload, collection: Slug, id: number) {
  const { docs } = await payload.find({ collection, ...versions(), where: published({ id: { equals: id } }), depth: 1, limit: 1, pagination: false })
  return docs[0]
}

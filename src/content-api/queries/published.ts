import type { Where } from 'payload'

/**
 * E2: the public site and the content API read published documents only. Payload's local API
 * reads the main documents (`draft: false`), but a document never published is a main document
 * with `_status: draft`: this filter leaves it out. Trashed documents are left out by Payload.
 */
export function published(where: Where = {}): Where {
  const onlyPublished: Where = { _status: { equals: 'published' } }
  return Object.keys(where).length === 0 ? onlyPublished : { and: [where, onlyPublished] }
}

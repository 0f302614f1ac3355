import { AsyncLocalStorage } from 'node:async_hooks'

import type { CollectionSlug, DataFromCollectionSlug, Payload, SelectType, Sort, Where } from 'payload'

import { DEFAULT_LOCALE, type Locale } from '@/locales/languages'

/** How the reads in this async scope see content: drafts or not (E4), in which language (G5). */
type ReadScope = { drafts: boolean; locale: Locale }

const readScope = new AsyncLocalStorage<ReadScope>()

const currentScope = (): ReadScope => readScope.getStore() ?? { drafts: false, locale: DEFAULT_LOCALE }

/** E4: runs a read that shows the latest drafts (a signed-in staff member's preview), never cached. */
export function readingDrafts<T>(read: () => Promise<T>): Promise<T> {
  return readScope.run({ ...currentScope(), drafts: true }, read)
}

/** G5: runs a read in that language (the English edition, the content API's `lang=en`). */
export function readingLocale<T>(locale: Locale, read: () => Promise<T>): Promise<T> {
  return readScope.run({ ...currentScope(), locale }, read)
}

const inPreview = (): boolean => currentScope().drafts

/** The language of the reads in this scope. */
export const readLocale = (): Locale => currentScope().locale

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

/**
 * G5: in a language other than the default, a list shows only what has that language's text in
 * `field` (an English news list lists the news written in English, never Chinese titles).
 */
export function writtenIn(field: string, where: Where = {}): Where {
  if (readLocale() === DEFAULT_LOCALE) return where
  const hasText: Where = { and: [{ [field]: { exists: true } }, { [field]: { not_equals: '' } }] }
  return Object.keys(where).length === 0 ? hasText : { and: [where, hasText] }
}

/**
 * The options of every public read: the latest versions in a preview, the published documents
 * otherwise (E4), in the scope's language with no fallback (G5).
 */
export const readOptions = (): { draft: boolean; locale: Locale; fallbackLocale: false } => ({
  draft: inPreview(),
  locale: readLocale(),
  fallbackLocale: false,
})

/** A collection's documents that visitors see (E2), their uploads populated, in full: these lists are short. */
export async function findPublished<Slug extends CollectionSlug>(payload: Payload, collection: Slug, where: Where, sort: Sort) {
  const { docs } = await payload.find({
    collection,
    ...readOptions(),
    where: published(where),
    depth: 1,
    limit: 0,
    pagination: false,
    sort,
  })
  return docs
}

/** One document that visitors see (E2), its uploads populated; undefined when there is none by this id. */
export async function findPublishedById<Slug extends CollectionSlug>(payload: Payload, collection: Slug, id: number) {
  const { docs } = await payload.find({
    collection,
    ...readOptions(),
    where: published({ id: { equals: id } }),
    depth: 1,
    limit: 1,
    pagination: false,
  })
  return docs[0]
}

/**
 * Z1: many documents that visitors see, their own columns only (nothing populated), read by the
 * database adapter: the Local API's find runs its per-field afterRead work on every document (most
 * of a big show's first floor plan or directory search), and is kept for fields a hook changes on
 * read; these collections' read fields have none. The adapter does not leave out the 回收站 by
 * itself, and answers `localized` fields in every language: both are done here as the Local API
 * does them. A preview (E4) reads the latest drafts through the Local API.
 */
export async function findPublishedColumns<Slug extends CollectionSlug>(
  payload: Payload,
  collection: Slug,
  { where, sort, select, localized = [] }: { where: Where; sort: Sort; select?: SelectType; localized?: readonly string[] },
): Promise<DataFromCollectionSlug<Slug>[]> {
  if (inPreview()) {
    const { docs } = await payload.find<CollectionSlug, SelectType, true>({
      collection,
      ...readOptions(),
      draft: true,
      where: published(where),
      sort,
      depth: 0,
      pagination: false,
      showHiddenFields: true,
      select,
    })
    return docs as DataFromCollectionSlug<Slug>[]
  }
  const { docs } = await payload.db.find<DataFromCollectionSlug<Slug>>({
    collection,
    where: { and: [published(where), { deletedAt: { exists: false } }] },
    sort,
    pagination: false,
    locale: readLocale(),
    select,
  })
  // The adapter answers a localized field in every language; the Local API, in the read's (G5: no fallback).
  const locale = readLocale()
  for (const doc of docs as unknown as Record<string, unknown>[])
    for (const field of localized) {
      const value = doc[field]
      if (value !== null && typeof value === 'object') doc[field] = (value as Record<string, unknown>)[locale] ?? null
    }
  return docs
}

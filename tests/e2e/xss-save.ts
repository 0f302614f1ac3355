/**
 * X7: how tests/e2e/xss-fixtures.ts saves vectors through Payload's local API: a value the CMS
 * refuses with a validation message is recorded (kept out: a pass for that field), replaced so
 * the rest of the record is saved, and then written straight to the database, as an import could.
 */
import { ValidationError, type CollectionSlug, type FlattenedField, type Payload } from 'payload'

import type { XssFixtures } from './xss-fixture-data'

export type Data = Record<string, unknown>
export type Upload = { data: Buffer; mimetype: string; name: string; size: number }

export const options = { context: { disableRevalidate: true }, overrideAccess: true } as const
const TEXT_TYPES = new Set(['text', 'textarea', 'richText', 'email'])
const COPIED_TYPES = new Set(['relationship', 'upload', 'select', 'radio', 'number', 'date', 'checkbox', 'point'])
const UPLOAD_SYSTEM_FIELDS = new Set(['focalX', 'focalY', 'sizes'])
const TIMESTAMPS = new Set(['createdAt', 'updatedAt', 'deletedAt'])

export const refusals: XssFixtures['refusals'] = []
let standIns = 0

const editable = (field: FlattenedField) =>
  !('hidden' in field && field.hidden) && !(field.admin && 'readOnly' in field.admin && field.admin.readOnly)

export function vectorFields(fields: FlattenedField[]): FlattenedField[] {
  return fields.filter((field) => TEXT_TYPES.has(field.type) && editable(field))
}

/** A value the CMS accepts in place of a refused vector, so the rest of the record is saved. */
function standIn(field: FlattenedField | undefined): string | null {
  if (field?.type === 'email') return `x7-${(standIns += 1)}@e2e.example`
  return field?.type === 'richText' ? null : 'X7'
}

/** Tries the save, replaces what validation refuses, and writes the refused vectors past it. */
export async function saveWithRefusals(
  target: string,
  fields: FlattenedField[],
  vectors: Data,
  save: (data: Data) => Promise<void>,
  writeRaw: (data: Data) => Promise<void>,
  base: Data,
): Promise<void> {
  const data: Data = { ...base, ...vectors }
  const refused: Data = {}
  for (;;) {
    try {
      await save(data)
      if (Object.keys(refused).length > 0) await writeRaw(refused)
      return
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error
      // One field may be named several times (`detail`, `detail.url`…): once is enough.
      const named = new Map(error.data.errors.map(({ path, message }) => [path.split('.')[0] ?? path, { path, message }]))
      for (const [name, { path, message }] of named) {
        if (!(name in vectors) || (name in refused && data[name] === undefined)) {
          throw new Error(`${target}: the CMS refused ${path} (${message}) with no vector left in it`, { cause: error })
        }
        if (!(name in refused)) refusals.push({ collection: target, field: name, message })
        data[name] = name in refused ? undefined : standIn(fields.find((field) => field.name === name))
        refused[name] = vectors[name]
      }
    }
  }
}

export async function createRecord(
  payload: Payload,
  slug: CollectionSlug,
  fields: FlattenedField[],
  vectors: Data,
  base: Data,
  file?: Upload,
) {
  let id: number | undefined
  await saveWithRefusals(
    slug,
    fields,
    vectors,
    async (data) => {
      id = Number((await payload.create({ collection: slug, data: data as never, file, ...options })).id)
    },
    async (data) => {
      await payload.db.updateOne({ collection: slug, id: id ?? 0, data })
    },
    base,
  )
  if (id === undefined) throw new Error(`${slug}: nothing saved`)
  return id
}

/** The non-text fields of the collection's first seeded record: whatever a record needs besides text. */
export async function template(payload: Payload, slug: CollectionSlug, fields: FlattenedField[]): Promise<Data> {
  const kept = new Set(
    fields
      .filter((f) => COPIED_TYPES.has(f.type) && editable(f) && !UPLOAD_SYSTEM_FIELDS.has(f.name) && !TIMESTAMPS.has(f.name))
      .map((f) => f.name),
  )
  const { docs } = await payload.find({ collection: slug, limit: 1, depth: 0, sort: 'id' })
  return Object.fromEntries(Object.entries(docs[0] ?? {}).filter(([name]) => kept.has(name)))
}

import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type CollectionSlug,
  type Payload,
  type PayloadRequest,
  type RequiredDataFromCollectionSlug,
} from 'payload'

import { recordAudit } from '@/audit-log'

import { sha256 } from './media-library'
import { reasonOf } from './origin'
import { KIND_LABELS, type ImportReport, type Outcome } from './report'

/**
 * The collections whose documents remember where they came from (src/content-model/import-source.ts),
 * in the order `--prune` moves them to the 回收站: what refers to a document before it.
 */
export const IMPORTED_COLLECTIONS = [
  'downloads',
  'exhibitors',
  'rotation-charts',
  'pictures',
  'information-items',
  'articles',
  'menus',
  'columns',
] as const

export type ImportedSlug = (typeof IMPORTED_COLLECTIONS)[number]

type Imported = { id: number; importSourceId?: string | null; importHash?: string | null; deletedAt?: string | null }

/** A source id this site can take as the document's own: a positive whole number (both backends number their items). */
export const keepableId = (sourceId: string): number | null => (/^[1-9]\d{0,9}$/.test(sourceId) ? Number(sourceId) : null)

/** What a document is called in a message: its title or name, else its id. */
export const titleOf = (doc: { id: number } & Record<string, unknown>): string => String(doc.title ?? doc.nameCN ?? doc.name ?? doc.id)

/** The same data hashes the same whatever the order its keys were written in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).filter(([, field]) => field !== undefined)
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([key, field]) => `${JSON.stringify(key)}:${stableJson(field)}`)
      .join(',')}}`
  }
  return JSON.stringify(value)
}

/** Rich text carries ids Lexical makes up on every conversion; they are not what the item is. */
const withoutNodeIds = (key: string, value: unknown): unknown => (key === 'id' && typeof value === 'string' ? undefined : value)

const importHash = (data: object): string => sha256(stableJson(JSON.parse(JSON.stringify(data, withoutNodeIds))))

/** Runs the writes of one item in one transaction (Postgres; SQLite writes each at once). */
export async function inTransaction<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>): Promise<T> {
  const req = await createLocalReq({ context: {} }, payload)
  const owned = await initTransaction(req)
  try {
    const result = await work(req)
    if (owned) await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/**
 * Every document of the collection an import saved (those in the 回收站 too with `trash`): whole,
 * or only their ids and source ids with `sourceIdsOnly`.
 */
export async function findImportedDocs(
  payload: Payload,
  collection: ImportedSlug,
  { trash = false, sourceIdsOnly = false } = {},
): Promise<Imported[]> {
  const { docs } = await payload.find({
    collection,
    where: { importSourceId: { exists: true } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    trash,
    ...(sourceIdsOnly ? { select: { importSourceId: true } } : {}),
  })
  return docs as unknown as Imported[]
}

/**
 * I2: saves one item of the origin: found by its source id, created when new, updated only when
 * the hash of what it is made from changed, unchanged otherwise, never duplicated. It is
 * published (it was public at the source), through the local API as an editor's save (so every
 * instance's caches are cleared), with an audit-log entry 导入 in the same transaction. A
 * document an editor moved to the 回收站 stays there.
 */
export function createSaver(payload: Payload, report: ImportReport, { dryRun, source }: { dryRun: boolean; source: string }) {
  const seen = new Map<ImportedSlug, Set<string>>()
  let placeholder = 0

  async function findImported(collection: ImportedSlug, sourceId: string): Promise<Imported | undefined> {
    const { docs } = await payload.find({
      collection,
      where: { importSourceId: { equals: sourceId } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      trash: true,
      select: { importSourceId: true, importHash: true, deletedAt: true },
    })
    return docs[0] as Imported | undefined
  }

  async function occupant(collection: ImportedSlug, id: number): Promise<({ id: number } & Record<string, unknown>) | undefined> {
    const { docs } = await payload.find({
      collection,
      where: { id: { equals: id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      trash: true,
    })
    return docs[0] as unknown as ({ id: number } & Record<string, unknown>) | undefined
  }

  const markSeen = (collection: ImportedSlug, sourceId: string): void => {
    const ids = seen.get(collection) ?? new Set<string>()
    ids.add(sourceId)
    seen.set(collection, ids)
  }

  return {
    seen,
    markSeen,
    /** The local ids of every item of the collection an earlier run saved, by their source ids. */
    async importedIds(collection: ImportedSlug): Promise<Map<string, number>> {
      const docs = await findImportedDocs(payload, collection, { trash: true, sourceIdsOnly: true })
      return new Map(docs.flatMap((doc) => (doc.importSourceId ? [[doc.importSourceId, doc.id] as const] : [])))
    },
    /** The local id of an item saved (or found) in this run or an earlier one, or null. */
    async localId(collection: ImportedSlug, sourceId: string | undefined): Promise<number | null> {
      if (sourceId === undefined) return null
      return (await findImported(collection, sourceId))?.id ?? null
    },
    /** The document (in the 回收站 too) that already has this id here, if any. */
    occupant,

    async save<S extends ImportedSlug>(
      collection: S,
      sourceId: string,
      label: string,
      data: Partial<RequiredDataFromCollectionSlug<S>>,
      /**
       * `again`: saved once already in this run (its links completed): counted once, not twice.
       * `english`: its texts in the English edition (J5), saved in the same transaction.
       */
      { again = false, english }: { again?: boolean; english?: Partial<RequiredDataFromCollectionSlug<S>> } = {},
    ): Promise<{ id: number | null; outcome: Outcome | 'failed' }> {
      markSeen(collection, sourceId)
      const count = (outcome: Outcome) => again || report.count(collection, outcome)
      // Without English the hash is what it was before the English edition was carried.
      const hash = importHash(english ? { ...data, english } : data)
      const existing = await findImported(collection, sourceId)
      if (existing && (existing.importHash === hash || existing.deletedAt)) {
        count('unchanged')
        return { id: existing.id, outcome: 'unchanged' }
      }
      const outcome: Outcome = existing ? 'updated' : 'created'
      // J5: a new document takes the source's id, so the old site's links (/news-detail?id=22,
      // /showDetail?id=7, ?menuId=3) open the same item here. An id already taken by something
      // else is refused: a new id would make the old link open that other item.
      const keptId = existing ? null : keepableId(sourceId)
      if (keptId !== null) {
        const other = await occupant(collection, keptId)
        if (other) {
          report.fail(
            label,
            `原站 ID ${sourceId} 在本站已被「${titleOf(other)}」（${KIND_LABELS[collection]}）占用，旧链接会打开它：未导入。请导入到空的数据库（新的 DATA_DIR 或 DATABASE_URL）`,
          )
          return { id: null, outcome: 'failed' }
        }
      }
      if (dryRun) {
        count(outcome)
        // What refers to a document a real run would create refers to a stand-in, as it would to it.
        placeholder -= 1
        return { id: existing?.id ?? keptId ?? placeholder, outcome }
      }
      const full = {
        ...data,
        ...(keptId === null ? {} : { id: keptId }),
        importSourceId: sourceId,
        importHash: hash,
        _status: 'published',
      } as RequiredDataFromCollectionSlug<S>
      try {
        const id = await inTransaction(payload, async (req) => {
          const options = { collection: collection as CollectionSlug, overrideAccess: true, draft: false, depth: 0, req } as const
          const doc = existing
            ? await payload.update({ ...options, id: existing.id, data: full })
            : await payload.create({ ...options, data: full })
          if (english) await payload.update({ ...options, id: doc.id, locale: 'en', data: { ...english, _status: 'published' } })
          await recordAudit(req, {
            action: 'import',
            collection,
            documentId: doc.id,
            title: label,
            detail: `${outcome === 'created' ? '新建' : '更新'}：${source}，来源 ID ${sourceId}`,
          })
          return doc.id
        })
        count(outcome)
        return { id, outcome }
      } catch (error) {
        report.fail(label, reasonOf(error))
        return { id: existing?.id ?? null, outcome: 'failed' }
      }
    },
  }
}

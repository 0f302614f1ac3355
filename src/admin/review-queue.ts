import type { Payload, Where } from 'payload'

import { AUDIT_LOG_SLUG } from '@/audit-log/actions'
import { canPublish, isStaffEditor } from '@/accounts/access'

/** The collections with drafts and review (E2, E3), in the admin's order. */
export const REVIEWED_COLLECTIONS = [
  'articles',
  'exhibitors',
  'downloads',
  'menus',
  'rotation-charts',
  'columns',
  'pictures',
  'information-items',
  'halls',
] as const
type Reviewed = (typeof REVIEWED_COLLECTIONS)[number]

export type QueueItem = {
  collection: Reviewed
  collectionLabel: string
  id: number
  title: string
  /** When: saved (waiting), due (scheduled) or published. */
  at: string
  /** The editor's note (waiting), the reviewer's comment (returned), 定时发布/定时下线 (scheduled). */
  note: string
}

export type ReviewQueue = { waiting: QueueItem[]; returned: QueueItem[]; scheduled: QueueItem[]; recent: QueueItem[] }

const LIST_LENGTH = 10

function describe(payload: Payload, collection: Reviewed) {
  const config = payload.collections[collection].config
  const label = config.labels.plural
  return {
    label: typeof label === 'string' ? label : collection,
    /** What a list item shows: its title, when, and the review's notes; nothing else is read (the dashboard opens often). */
    select: { [config.admin.useAsTitle ?? 'id']: true, updatedAt: true, reviewNote: true, reviewComment: true } as const,
    titleOf: (doc: Record<string, unknown>): string => {
      const title = doc[config.admin.useAsTitle ?? 'id']
      return typeof title === 'string' && title ? title : `#${String(doc.id)}`
    },
  }
}

async function latest(payload: Payload, collection: Reviewed, where: Where, sort: string, draft: boolean) {
  const { select } = describe(payload, collection)
  const { docs } = await payload.find({ collection, where, sort, limit: LIST_LENGTH, depth: 0, draft, overrideAccess: true, select })
  return docs as unknown as Record<string, unknown>[]
}

const newestFirst = (a: QueueItem, b: QueueItem) => b.at.localeCompare(a.at)

/**
 * E3: the returned drafts an editor wrote or edited (the audit log says who saved them); a
 * reviewer or admin sees every returned draft, as they wait on the editors.
 */
async function returnedTo(payload: Payload, user: unknown, returned: QueueItem[]): Promise<QueueItem[]> {
  if (reviewsFor(user) || returned.length === 0) return returned
  const { docs } = await payload.find({
    collection: AUDIT_LOG_SLUG,
    where: {
      user: { equals: (user as { id?: unknown }).id },
      action: { in: ['create', 'update'] },
      or: returned.map((item) => ({ collectionSlug: { equals: item.collection }, documentId: { equals: String(item.id) } })),
    },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  const edited = new Set(docs.map((entry) => `${entry.collectionSlug}:${entry.documentId}`))
  return returned.filter((item) => edited.has(`${item.collection}:${item.id}`))
}

/**
 * E3: what the dashboard lists for content staff: drafts waiting for review (待审核), drafts
 * returned with the reviewer's comment (退回), publishes and unpublishes scheduled on the jobs
 * queue, and what was published recently. Nothing for an account without content rights (报名管理员).
 */
export async function getReviewQueue(payload: Payload, user: unknown): Promise<ReviewQueue | null> {
  if (!isStaffEditor(user)) return null
  const waiting: QueueItem[] = []
  const returned: QueueItem[] = []
  const recent: QueueItem[] = []
  const titles = new Map<string, string>()
  for (const collection of REVIEWED_COLLECTIONS) {
    const { label, titleOf } = describe(payload, collection)
    for (const doc of await latest(payload, collection, { reviewState: { equals: 'pending' } }, '-updatedAt', true)) {
      waiting.push({
        collection,
        collectionLabel: label,
        id: Number(doc.id),
        title: titleOf(doc),
        at: String(doc.updatedAt),
        note: String(doc.reviewNote ?? ''),
      })
    }
    for (const doc of await latest(payload, collection, { reviewState: { equals: 'returned' } }, '-updatedAt', true)) {
      returned.push({
        collection,
        collectionLabel: label,
        id: Number(doc.id),
        title: titleOf(doc),
        at: String(doc.updatedAt),
        note: String(doc.reviewComment ?? ''),
      })
    }
    for (const doc of await latest(payload, collection, { _status: { equals: 'published' } }, '-updatedAt', false)) {
      recent.push({ collection, collectionLabel: label, id: Number(doc.id), title: titleOf(doc), at: String(doc.updatedAt), note: '' })
    }
  }

  const { docs: jobs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'schedulePublish' }, completedAt: { exists: false }, hasError: { not_equals: true } },
    sort: 'waitUntil',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const scheduled: QueueItem[] = []
  for (const job of jobs) {
    const input = job.input as { type?: string; doc?: { relationTo?: string; value?: unknown } } | null
    const collection = REVIEWED_COLLECTIONS.find((slug) => slug === input?.doc?.relationTo)
    const id = Number(input?.doc?.value)
    if (!collection || !Number.isSafeInteger(id) || !job.waitUntil) continue
    const { label, titleOf } = describe(payload, collection)
    const key = `${collection}:${id}`
    if (!titles.has(key)) {
      const doc = await payload.findByID({ collection, id, draft: true, depth: 0, overrideAccess: true, disableErrors: true })
      titles.set(key, doc ? titleOf(doc as unknown as Record<string, unknown>) : `#${id}`)
    }
    scheduled.push({
      collection,
      collectionLabel: label,
      id,
      title: titles.get(key) ?? `#${id}`,
      at: job.waitUntil,
      note: input?.type === 'unpublish' ? '定时下线' : '定时发布',
    })
  }

  return {
    waiting: waiting.sort(newestFirst).slice(0, LIST_LENGTH * 2),
    returned: (await returnedTo(payload, user, returned)).sort(newestFirst).slice(0, LIST_LENGTH * 2),
    scheduled: scheduled.slice(0, LIST_LENGTH * 2),
    recent: recent.sort(newestFirst).slice(0, LIST_LENGTH),
  }
}

/** Whether the dashboard offers the reviewer's actions (a hint in the heading only: the server decides). */
export const reviewsFor = (user: unknown): boolean => canPublish(user)

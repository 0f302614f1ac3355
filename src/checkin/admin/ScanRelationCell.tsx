import type { DefaultServerCellComponentProps, Payload } from 'payload'
import { cache } from 'react'

import { REGISTRATIONS_SLUG } from '@/registration'

import { DEVICES_SLUG, GATES_SLUG } from '../slugs'

type Related = typeof REGISTRATIONS_SLUG | typeof GATES_SLUG | typeof DEVICES_SLUG | 'users'

/** What a row shows of each related record: the visitor's number and name, the staff's name (their e-mail only when unnamed). */
const TITLES: Record<Related, { select: Record<string, true>; title: (doc: Record<string, unknown>) => string }> = {
  [REGISTRATIONS_SLUG]: {
    select: { registrationNumber: true, name: true },
    title: (doc) => [doc.registrationNumber, doc.name].filter(Boolean).join(' '),
  },
  [GATES_SLUG]: { select: { name: true }, title: (doc) => String(doc.name ?? '') },
  [DEVICES_SLUG]: { select: { name: true }, title: (doc) => String(doc.name ?? '') },
  users: { select: { name: true, email: true }, title: (doc) => String(doc.name || doc.email || '') },
}

/**
 * Per request, the titles of the records the page's rows point to, read in one query per
 * collection: every cell asks while the table renders, and the asks of one pass are answered together.
 */
const titleLoader = cache((payload: Payload) => {
  const pending = new Map<Related, Map<number, ((title: string | null) => void)[]>>()
  let scheduled = false
  const flush = async () => {
    scheduled = false
    const batches = [...pending]
    pending.clear()
    await Promise.all(
      batches.map(async ([collection, waiting]) => {
        const ids = [...waiting.keys()]
        const titles = new Map<number, string>()
        try {
          const { docs } = await payload.find({
            collection,
            where: { id: { in: ids } },
            select: TITLES[collection].select,
            limit: ids.length,
            depth: 0,
            overrideAccess: true,
          })
          for (const doc of docs) titles.set(doc.id, TITLES[collection].title(doc as unknown as Record<string, unknown>))
        } finally {
          for (const [id, resolvers] of waiting) for (const resolve of resolvers) resolve(titles.get(id) ?? null)
        }
      }),
    )
  }
  return (collection: Related, id: number): Promise<string | null> =>
    new Promise((resolve) => {
      const waiting = pending.get(collection) ?? new Map<number, ((title: string | null) => void)[]>()
      waiting.set(id, [...(waiting.get(id) ?? []), resolve])
      pending.set(collection, waiting)
      if (!scheduled) {
        scheduled = true
        setTimeout(() => void flush(), 0)
      }
    })
})

/**
 * J3: a scan's visitor, gate, device and staff in the list (检票记录), rendered with the page.
 * Payload's own relationship cell fetches each title from the browser only once its row has
 * scrolled into view, so rows below the first screen showed ‹没有 …› (and the staff's e-mail,
 * the users' title); here every row has them, whatever the page size.
 */
export async function ScanRelationCell({ cellData, field, payload }: DefaultServerCellComponentProps) {
  const collection = 'relationTo' in field && typeof field.relationTo === 'string' ? (field.relationTo as Related) : null
  const id = typeof cellData === 'object' && cellData ? (cellData as { id?: unknown }).id : cellData
  if (!collection || !(collection in TITLES) || typeof id !== 'number') return <span className="scan-cell scan-cell--none">—</span>
  const title = await titleLoader(payload)(collection, id)
  return <span className="scan-cell">{title ?? `（已删除 #${id}）`}</span>
}

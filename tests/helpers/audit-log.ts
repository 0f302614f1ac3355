import type { Payload } from 'payload'

/** The audit log's export entries whose title names this, newest first. */
export async function exportEntries(payload: Payload, title: string) {
  const { docs } = await payload.find({
    collection: 'audit-log',
    where: { and: [{ action: { equals: 'export' } }, { title: { contains: title } }] },
    sort: '-createdAt',
    overrideAccess: true,
    pagination: false,
  })
  return docs
}

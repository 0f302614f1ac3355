import type { Payload } from 'payload'

import type { Exhibitor } from '@/payload-types'

import type { FloorPlan, FloorPlanHall } from '../types'
import { findPublishedColumns, published, readOptions } from './published'

/**
 * B5: the published halls, in order, each with its plan's SVG (inspected on upload, read on save)
 * and its booths: the printed number, and the published exhibitor let it (an exhibitor not
 * published, or in the 回收站, leaves the booth shown unlet). Z1: the halls' own columns, then the
 * names of their tenants in one read: no exhibitor populated booth by booth.
 */
export async function getFloorPlan(payload: Payload): Promise<FloorPlan> {
  // The plan's markup is a hidden field: no API answer carries it; the page reads it here.
  const halls = await findPublishedColumns(payload, 'halls', { where: {}, sort: ['sortOrder', 'id'], localized: ['name'] })
  const tenantIds = [...new Set(halls.flatMap((hall) => (hall.booths ?? []).map((booth) => idOf(booth.exhibitor))))].filter(
    (id): id is number => id !== null,
  )
  const tenants = new Map(
    tenantIds.length === 0
      ? []
      : (
          await findPublishedColumns(payload, 'exhibitors', {
            where: { id: { in: tenantIds } },
            sort: 'id',
            select: { nameCN: true, nameEN: true },
          })
        ).map((exhibitor) => [exhibitor.id, exhibitor]),
  )
  return {
    halls: halls.map((hall): FloorPlanHall => ({
      id: hall.id,
      name: hall.name ?? '',
      svg: hall.planMarkup ?? '',
      viewBox: hall.planViewBox ?? '',
      booths: (hall.booths ?? []).map((row) => {
        const tenantId = idOf(row.exhibitor)
        const exhibitor = tenantId === null ? undefined : tenants.get(tenantId)
        return {
          boothId: row.boothId,
          number: row.number,
          exhibitor: exhibitor ? { id: exhibitor.id, nameCN: exhibitor.nameCN, nameEN: exhibitor.nameEN ?? '' } : null,
        }
      }),
    })),
  }
}

/** A relationship's id, whether the read left it an id or a document. */
const idOf = (value: number | Exhibitor | null | undefined): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' ? value.id : null

/** B5: whether the show has a published hall (the sitemap lists /floorplan then), counted, not read. */
export async function hasFloorPlan(payload: Payload): Promise<boolean> {
  const { locale } = readOptions()
  const { totalDocs } = await payload.count({ collection: 'halls', locale, where: published() })
  return totalDocs > 0
}

/**
 * B5: the number of the booth let to this exhibitor on the published plan (the first, in the
 * plan's order), or null. Z1: an exhibitor's profile reads the one hall that has it, booths'
 * numbers and tenants only, not the whole plan with every tenant's names.
 */
export async function getBoothOnPlan(payload: Payload, exhibitorId: number): Promise<string | null> {
  const { docs } = await payload.find({
    collection: 'halls',
    ...readOptions(),
    where: published({ 'booths.exhibitor': { equals: exhibitorId } }),
    sort: ['sortOrder', 'id'],
    depth: 0,
    limit: 1,
    pagination: false,
    select: { booths: { number: true, exhibitor: true } },
  })
  const booth = docs[0]?.booths?.find((row) => row.exhibitor === exhibitorId)
  return booth?.number ?? null
}

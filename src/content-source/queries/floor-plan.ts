import type { Payload } from 'payload'

import type { Exhibitor, Hall } from '@/payload-types'

import type { FloorPlan, FloorPlanHall } from '../types'
import { published, readOptions } from './published'

type BoothRow = NonNullable<Hall['booths']>[number]

const exhibitorOf = (row: BoothRow): Exhibitor | null =>
  typeof row.exhibitor === 'object' && row.exhibitor !== null ? row.exhibitor : null

/**
 * B5: the published halls, in order, each with its plan's SVG (inspected on upload, read on save)
 * and its booths: the printed number, and the published exhibitor let it (an exhibitor not
 * published, or in the 回收站, leaves the booth shown unlet).
 */
export async function getFloorPlan(payload: Payload): Promise<FloorPlan> {
  const { docs: halls } = await payload.find({
    collection: 'halls',
    ...readOptions(),
    where: published(),
    sort: ['sortOrder', 'id'],
    depth: 1,
    // Z1: of each booth's exhibitor, only its names: the plan names the booths, it does not show the profiles.
    populate: { exhibitors: { nameCN: true, nameEN: true } },
    pagination: false,
    // The plan's markup is a hidden field: no API answer carries it; the page reads it here.
    showHiddenFields: true,
  })
  return {
    halls: halls.map((hall): FloorPlanHall => ({
      id: hall.id,
      name: hall.name ?? '',
      svg: hall.planMarkup ?? '',
      viewBox: hall.planViewBox ?? '',
      booths: (hall.booths ?? []).map((row) => {
        const exhibitor = exhibitorOf(row)
        return {
          boothId: row.boothId,
          number: row.number,
          exhibitor: exhibitor ? { id: exhibitor.id, nameCN: exhibitor.nameCN, nameEN: exhibitor.nameEN ?? '' } : null,
        }
      }),
    })),
  }
}

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

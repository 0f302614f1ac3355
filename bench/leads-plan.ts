import { randomUUID } from 'node:crypto'

/** One scan of bench:leads: when it is due (ms from the start), its id, the visitor's badge and the booth. */
export type PlannedScan = { at: number; scanId: string; badge: number; booth: number }

/**
 * L7: the online scans in order, `rate` a second, the booths in turn; a booth meets a new
 * visitor each time except every tenth of its scans, which is the visitor it met just before (a second
 * visit, which must add a visit, not a lead).
 */
export function planScans({
  total,
  rate,
  booths,
  visitors,
}: {
  total: number
  rate: number
  booths: number
  visitors: number
}): PlannedScan[] {
  const scans: PlannedScan[] = []
  const met = Array.from({ length: booths }, () => -1)
  const next = Array.from({ length: booths }, (_, booth) => (booth * 37) % visitors)
  const made = Array.from({ length: booths }, () => 0)
  for (let index = 0; index < total; index += 1) {
    const booth = index % booths
    // The booth's own tenth, twentieth… scan.
    const again = (made[booth] ?? 0) % 10 === 9
    made[booth] = (made[booth] ?? 0) + 1
    const badge = again ? (met[booth] ?? 0) : (next[booth] ?? 0)
    if (!again) next[booth] = (badge + 1) % visitors
    met[booth] = badge
    scans.push({ at: (index * 1000) / rate, scanId: randomUUID(), badge, booth })
  }
  return scans
}

/** Logos per partners slide are ROWS × partnerColumns(body width) (S23). */
export const PARTNER_ROWS = 3

/** S23: > 940 → 7; 801–940 → 6; 681–800 → 5; 541–680 → 4; otherwise 3. */
export function partnerColumns(bodyWidth: number): number {
  if (bodyWidth > 940) return 7
  if (bodyWidth > 800) return 6
  if (bodyWidth > 680) return 5
  if (bodyWidth > 540) return 4
  return 3
}

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = []
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size))
  return chunks
}

import { describe, expect, it } from 'vitest'

import { planScans } from '../../bench/leads-plan'

describe('L7 bench:leads’s plan', () => {
  it('L7 50 scans a second across 20 booths for 60 s: each id once, the booths in turn, one scan in ten a second visit', () => {
    const scans = planScans({ total: 50 * 60, rate: 50, booths: 20, visitors: 1000 })
    expect(scans).toHaveLength(3000)
    expect(scans.at(-1)?.at).toBeCloseTo(59_980)
    expect(new Set(scans.map((scan) => scan.scanId)).size).toBe(3000)
    for (let booth = 0; booth < 20; booth += 1) expect(scans.filter((scan) => scan.booth === booth)).toHaveLength(150)
    const pairs = new Set(scans.map((scan) => `${scan.booth}:${scan.badge}`))
    // Every tenth scan meets a visitor its booth met before: those are visits, not leads.
    expect(pairs.size).toBe(3000 - 300)
  })
})

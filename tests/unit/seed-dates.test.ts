import { describe, expect, it } from 'vitest'

import { inThePast } from '@/seed/context'

describe('E5 SPEC §7 demo dates relative to the day of seeding', () => {
  const now = Date.parse('2026-11-23T08:00:00Z')

  it('E5 the newest demo date becomes the day before seeding; the spacing stays', () => {
    const dated = inThePast(['2027-03-28', '2027-03-20', '2026-12-01'], now)
    expect(dated('2027-03-28')).toBe('2026-11-22')
    expect(dated('2027-03-20')).toBe('2026-11-14')
    expect(dated('2026-12-01')).toBe('2026-07-28')
  })

  it('E5 dates already in the past are kept', () => {
    const dated = inThePast(['2026-10-01', '2026-09-15'], now)
    expect(dated('2026-10-01')).toBe('2026-10-01')
    expect(dated('2026-09-15')).toBe('2026-09-15')
  })
})

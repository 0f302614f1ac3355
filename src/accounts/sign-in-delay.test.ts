import { describe, expect, test } from 'vitest'

import { signInDelayMs } from './account-hooks'

describe('X11 an account under attack is slowed', () => {
  test('X11 no wait for the first 5 failures on an account, then 0.5 s doubling, 4 s at most', () => {
    expect([0, 1, 4, 5, 6, 7, 8, 9, 50].map(signInDelayMs)).toEqual([0, 0, 0, 500, 1_000, 2_000, 4_000, 4_000, 4_000])
  })
})

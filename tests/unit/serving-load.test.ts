import { afterEach, describe, expect, test, vi } from 'vitest'

import { backgroundTurn, requestBegins, requestsInFlight } from '@/operations/serving-load'

/** As many turns of the event loop as a page render takes, and more. */
async function loopTurns(count: number): Promise<void> {
  for (let turn = 0; turn < count; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

afterEach(() => {
  vi.useRealTimers()
})

describe('Z5 background work takes its turns between requests', () => {
  test('Z5 a turn waits while a request is being answered and comes once it has ended', async () => {
    // The patience's clock stands still: only the request's end can let the work go on.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const ended = requestBegins()
    let turned = false
    const turn = backgroundTurn(100).then(() => (turned = true))
    await loopTurns(200)
    expect(turned).toBe(false)
    ended()
    ended() // Said twice (answered, then the connection closed): counted once.
    expect(requestsInFlight()).toBe(0)
    await turn
    expect(turned).toBe(true)
  })

  test('Z5 under steady traffic a turn comes after its patience, not never', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] })
    const ended = requestBegins()
    let turned = false
    const turn = backgroundTurn(100).then(() => (turned = true))
    await loopTurns(10)
    await vi.advanceTimersByTimeAsync(50)
    await loopTurns(10)
    expect(turned).toBe(false)
    await vi.advanceTimersByTimeAsync(60)
    await turn
    expect(turned).toBe(true)
    expect(requestsInFlight()).toBe(1)
    ended()
  })

  test('Z5 with no request in flight a turn is the next turn of the event loop', async () => {
    expect(requestsInFlight()).toBe(0)
    let turned = false
    const turn = backgroundTurn(60_000).then(() => (turned = true))
    expect(turned).toBe(false)
    await turn
    expect(turned).toBe(true)
  })
})

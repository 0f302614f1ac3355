/**
 * Z5: how many requests this process is answering now, so that background work (the search
 * index's build) takes its turns between requests rather than in the middle of one: a page render
 * yields to the event loop many times, and a slice of background work at each of those turns
 * would add up to seconds. Held on globalThis: the HTTP server (server.ts's bundle) counts, and
 * Next's bundles, where the background work runs, each load their own copy of this module.
 */
type Load = { inFlight: number; waiters: Set<() => void> }

const holderKey = Symbol.for('nuclear-expo.serving-load')
const holder = globalThis as typeof globalThis & { [holderKey]?: Load }
const load = (): Load => (holder[holderKey] ??= { inFlight: 0, waiters: new Set() })

/** A request is being answered; the returned function says it ended (answered, refused or abandoned: once is enough). */
export function requestBegins(): () => void {
  const state = load()
  state.inFlight += 1
  let ended = false
  return () => {
    if (ended) return
    ended = true
    state.inFlight -= 1
    if (state.inFlight === 0) for (const wake of [...state.waiters]) wake()
  }
}

/** How many requests are being answered now. */
export const requestsInFlight = (): number => load().inFlight

/** How many pieces of background work are waiting for their turn now. */
export const backgroundWaiting = (): number => load().waiters.size

/**
 * Background work's next turn: once no request is being answered, or after `patienceMs` of
 * waiting (steady traffic or a long download must not stall the work for ever), and in any case
 * after the I/O already waiting (a setImmediate), so that a request that has just arrived is
 * taken in before the work goes on.
 */
export function backgroundTurn(patienceMs: number): Promise<void> {
  const state = load()
  const deadline = performance.now() + patienceMs
  return new Promise((resolve) => {
    const check = () => {
      const left = deadline - performance.now()
      if (state.inFlight === 0 || left <= 0) return resolve()
      const wake = () => {
        clearTimeout(timer)
        state.waiters.delete(wake)
        // Requests that arrived meanwhile are counted by the time this runs.
        setImmediate(check)
      }
      const timer = setTimeout(wake, left)
      state.waiters.add(wake)
    }
    setImmediate(check)
  })
}

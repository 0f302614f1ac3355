/**
 * Runs a script's main work with the event loop held open. Some database drivers resolve their
 * promises from native threads without keeping the loop alive; under load Node could then find
 * nothing pending and exit with code 13 ("unfinished top-level await") before they answer.
 */
export async function withLoopHeld<T>(work: () => Promise<T>): Promise<T> {
  const hold = setInterval(() => {}, 60_000)
  try {
    return await work()
  } finally {
    clearInterval(hold)
  }
}

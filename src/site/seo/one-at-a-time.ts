type Turns = { last: Promise<void> }

const holderKey = Symbol.for('nuclear-expo.sitemap-builds')
// On globalThis: Next bundles each route apart, each with its own copy of this module.
const holder = globalThis as typeof globalThis & { [holderKey]?: Turns }

/**
 * Z2: the sitemap's documents are built one after another in this process, never side by side,
 * and streamed as they are built. A build waits for the turn of the one before it (whatever its
 * file: a second request for the same file waits too, and the response cache in front gives the
 * waiters the first one's answer), then `open` counts what the document holds (null: no such
 * document) and the stream carries its text a page of rows at a time.
 *
 * The turn is held while the database is read, not while the client reads: the pages are read
 * at the database's pace and what the client has not taken yet waits in the stream (at most the
 * one file, as a whole build held before), so a slow client never keeps the next build waiting.
 * It ends with the last page, a failure, or the client going away (the reading stops there).
 */
export async function oneBuildAtATime(
  what: string,
  open: () => Promise<AsyncIterable<string> | null>,
): Promise<ReadableStream<Uint8Array> | null> {
  const turns = (holder[holderKey] ??= { last: Promise.resolve() })
  let release = () => {}
  const mine = new Promise<void>((resolve) => (release = resolve))
  const before = turns.last
  turns.last = before.then(() => mine)
  await before
  let chunks: AsyncIterable<string> | null
  try {
    chunks = await open()
  } catch (error) {
    release()
    throw error
  }
  if (chunks === null) {
    release()
    return null
  }
  const iterator = chunks[Symbol.asyncIterator]()
  const encoder = new TextEncoder()
  let cancelled = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      // Not awaited: the stream is handed out at once and fills while the pages are read.
      void (async () => {
        try {
          for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
            if (cancelled) return
            controller.enqueue(encoder.encode(next.value))
            // SQLite answers on this thread without waiting: a turn of the event loop between pages lets
            // the page written go out and other requests in, instead of one long stretch for the file.
            await new Promise((resolve) => setImmediate(resolve))
            if (cancelled) return
          }
          controller.close()
        } catch (error) {
          // The answer's head is gone already: the stream fails, and its connection is closed unfinished (no cache keeps it).
          if (cancelled) return
          console.error(`[site] ${what} could not be generated to its end`, error)
          controller.error(error)
        } finally {
          release()
          if (cancelled) await iterator.return?.(undefined)
        }
      })()
    },
    cancel() {
      cancelled = true
    },
  })
}

import { describe, expect, it } from 'vitest'

import { oneBuildAtATime } from './one-at-a-time'

/** A document whose text waits, after its first chunk, until `finish` is called. */
function gatedDocument(name: string) {
  const events: string[] = []
  let finish = () => {}
  const gate = new Promise<void>((resolve) => (finish = resolve))
  async function* chunks(): AsyncGenerator<string> {
    try {
      events.push(`${name} first`)
      yield `${name}:1 `
      await gate
      events.push(`${name} last`)
      yield `${name}:2`
    } finally {
      events.push(`${name} ended`)
    }
  }
  return { events, finish, open: async () => chunks() }
}

const decoder = new TextDecoder()
const readChunk = async (reader: ReadableStreamDefaultReader<Uint8Array>) => {
  const { value, done } = await reader.read()
  return done ? null : decoder.decode(value)
}
/** The turns of the event loop that pending callbacks take to run (the build is never this slow to start: nothing waits on a clock). */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve))
}

describe('Z2 the sitemap is streamed, one build at a time', () => {
  it('Z2 the first chunk reaches the reader before the last is read', async () => {
    const document = gatedDocument('a')
    const stream = await oneBuildAtATime('test', document.open)
    const reader = stream?.getReader()
    if (!reader) throw new Error('a stream')
    expect(await readChunk(reader)).toBe('a:1 ')
    expect(document.events).toEqual(['a first'])
    document.finish()
    expect(await readChunk(reader)).toBe('a:2')
    expect(await readChunk(reader)).toBeNull()
  })

  it('Z2 between two pages the event loop takes a turn, even when the database answers at once (SQLite on this thread)', async () => {
    let turns = 0
    const seen: number[] = []
    async function* atOnce(): AsyncGenerator<string> {
      for (let page = 0; page < 3; page += 1) {
        seen.push(turns)
        setImmediate(() => (turns += 1))
        yield `page ${page} `
      }
    }
    const stream = await oneBuildAtATime('test', async () => atOnce())
    expect(await new Response(stream).text()).toBe('page 0 page 1 page 2 ')
    expect(seen).toEqual([0, 1, 2])
  })

  it('Z2 a second build, of any file, waits until the first has read its last page, not until its client has read it', async () => {
    const first = gatedDocument('first')
    const second = gatedDocument('second')
    const firstStream = await oneBuildAtATime('test', first.open)
    let secondOpened = false
    const secondStream = oneBuildAtATime('test', async () => ((secondOpened = true), second.open()))
    await settle()
    expect(secondOpened).toBe(false)
    // The first one's client reads nothing meanwhile: its pages wait in its stream.
    first.finish()
    second.finish()
    const reader = (await secondStream)?.getReader()
    expect(secondOpened).toBe(true)
    expect(first.events).toEqual(['first first', 'first last', 'first ended'])
    if (!reader) throw new Error('a stream')
    expect(await readChunk(reader)).toBe('second:1 ')
    expect(await new Response(firstStream).text()).toBe('first:1 first:2')
  })

  it('Z2 a client that goes away ends the reading after the page being read and frees the turn; no document (null) holds none', async () => {
    const gone = gatedDocument('gone')
    const pages: string[] = []
    async function* longer(): AsyncGenerator<string> {
      yield* await gone.open()
      for (let page = 3; page < 100; page += 1) {
        pages.push(`gone:${page}`)
        yield `gone:${page}`
      }
    }
    const stream = await oneBuildAtATime('test', async () => longer())
    const reader = stream?.getReader()
    if (!reader) throw new Error('a stream')
    expect(await readChunk(reader)).toBe('gone:1 ')
    // The next page's read is under way (waiting for the gate) when the client goes away.
    await settle()
    await reader.cancel()
    gone.finish()
    expect(await oneBuildAtATime('test', async () => null)).toBeNull()
    const next = gatedDocument('next')
    next.finish()
    expect(await new Response(await oneBuildAtATime('test', next.open)).text()).toBe('next:1 next:2')
    // The page being read when the client left was finished; none after it.
    expect(gone.events).toEqual(['gone first', 'gone last', 'gone ended'])
    expect(pages).toEqual([])
  })

  it('Z2 a client that goes away between two pages: no page more is read', async () => {
    let read = 0
    async function* atOnce(): AsyncGenerator<string> {
      for (let page = 0; page < 10; page += 1) {
        read += 1
        yield `page ${page} `
      }
    }
    const reader = (await oneBuildAtATime('test', async () => atOnce()))?.getReader()
    if (!reader) throw new Error('a stream')
    expect(await readChunk(reader)).toBe('page 0 ')
    await reader.cancel()
    expect(await new Response(await oneBuildAtATime('test', async () => atOnce())).text()).toContain('page 9')
    expect(read).toBe(1 + 10)
  })

  it('Z2 a build that fails after its first chunk fails its stream, and the next build runs', async () => {
    async function* failing(): AsyncGenerator<string> {
      yield 'ok '
      throw new Error('the database went away')
    }
    const errors: unknown[] = []
    const original = console.error
    console.error = (...args: unknown[]) => void errors.push(args)
    try {
      const stream = await oneBuildAtATime('test', async () => failing())
      await expect(new Response(stream).text()).rejects.toThrow('the database went away')
      expect(errors).toHaveLength(1)
    } finally {
      console.error = original
    }
    const next = gatedDocument('after')
    next.finish()
    expect(await new Response(await oneBuildAtATime('test', next.open)).text()).toBe('after:1 after:2')
  })
})

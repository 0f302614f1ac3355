import fs from 'node:fs'

import pg from 'pg'

import { changesFileOf, CONTENT_CHANNEL, emitContentChanged, type ContentChange } from '@/content-model/content-events'

import type { Logger } from '@/logging/log'

const RETRY_MS = [250, 500, 1000, 2000, 5000]

/**
 * O2: hears the content changes every instance announces on Postgres (NOTIFY, sent by the
 * saving transaction: src/content-model/content-changed.ts) and tells this process's caches.
 * One dedicated connection; when it is lost, it reconnects and clears everything, since
 * changes may have been announced meanwhile.
 */
export function listenForContentChanges(databaseUrl: string, log: Logger): { close: () => Promise<void> } {
  let client: pg.Client | undefined
  let closed = false
  let failures = 0
  let retry: NodeJS.Timeout | undefined

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000 })
    next.on('notification', (message) => {
      if (message.channel === CONTENT_CHANNEL) emitContentChanged((message.payload || 'all') as ContentChange)
    })
    next.on('error', (error) => lost(next, error))
    next.on('end', () => lost(next, new Error('connection ended')))
    try {
      await next.connect()
      await next.query(`LISTEN ${CONTENT_CHANNEL}`)
    } catch (error) {
      lost(next, error)
      return
    }
    if (closed) return void next.end()
    client = next
    if (failures > 0) {
      log.info({ event: 'content-bus' }, 'content change notifications: reconnected, caches cleared')
      emitContentChanged('all')
    }
    failures = 0
  }

  function lost(which: pg.Client, error: unknown): void {
    if (closed || (client !== undefined && client !== which) || retry) return
    client = undefined
    which.removeAllListeners('end')
    void which.end().catch(() => {})
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)] ?? 5000
    failures += 1
    if (failures === 1) log.warn({ event: 'content-bus', err: error }, 'content change notifications lost; reconnecting')
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
  }

  void connect()
  return {
    close: async () => {
      closed = true
      clearTimeout(retry)
      await client?.end().catch(() => {})
    },
  }
}

/** How often the server looks at the changes file, and how long a writer gets to commit. */
const CHANGES_FILE_POLL_MS = 500
const COMMIT_GRACE_MS = 1000

/**
 * O2 on SQLite: one machine, but other processes write the database (the import, the seed, a
 * script): each process marks its content changes in the changes file beside it
 * (content-changed.ts). A change of the file clears this process's caches a second after it was
 * seen, once the writer's transaction has committed; a burst (an import) clears once a second.
 * Which process wrote it is not asked: this one's own saves, already cleared at once, clear again.
 */
export function watchContentChanges(sqliteUrl: string): { close: () => void } {
  const file = changesFileOf(sqliteUrl)
  let pending: NodeJS.Timeout | undefined
  const changed = (now: fs.Stats, before: fs.Stats) => {
    if (now.mtimeMs === before.mtimeMs) return
    pending ??= setTimeout(() => {
      pending = undefined
      emitContentChanged('all')
    }, COMMIT_GRACE_MS)
  }
  fs.watchFile(file, { interval: CHANGES_FILE_POLL_MS, persistent: false }, changed)
  return {
    close: () => {
      fs.unwatchFile(file, changed)
      clearTimeout(pending)
    },
  }
}

import fs from 'node:fs/promises'

import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'

import { getEnv } from '@/config/env'

import type { CacheTag } from './cache-tags'
import { changesFileOf, CONTENT_CHANNEL, emitContentChanged } from './content-events'

/**
 * A collection or the settings changed: this instance's caches are cleared at once; on Postgres
 * every instance hears of it (O2) through a NOTIFY sent inside the saving transaction, which
 * Postgres delivers when it commits (and drops on rollback), so no instance re-reads too early.
 * This instance hears it too, and clears again once the change is committed. On SQLite the
 * change is written to the database's changes file, which the server watches (content-bus.ts):
 * the import or a script writing beside a running server is heard too.
 */
export async function contentChanged(tag: CacheTag, req: PayloadRequest): Promise<void> {
  emitContentChanged(tag)
  const env = getEnv()
  if (env.databaseDialect === 'postgres') await notifyInstances(tag, req)
  else await markChanged(changesFileOf(env.DATABASE_URL), tag)
}

/** A save never fails for its mark: without it, other processes' caches expire on their own. */
async function markChanged(file: string, tag: CacheTag): Promise<void> {
  try {
    await fs.writeFile(file, `${process.pid} ${tag}\n`)
  } catch (error) {
    console.error(`content change not marked in ${file}: other processes will not hear of it`, error)
  }
}

async function notifyInstances(tag: CacheTag, req: PayloadRequest): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = req.transactionID ? adapter.sessions[await req.transactionID] : undefined
  await (transaction?.db ?? adapter.drizzle).execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${tag})`)
}

import fs from 'node:fs/promises'

import type { PostgresAdapter } from '@payloadcms/db-postgres'
// drizzle's own `sql`, which the adapter's index re-exports: not the adapter itself, which every
// module that marks a change (collections' hooks, jobs) would load, on SQLite too.
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { PayloadRequest } from 'payload'

import { getEnv } from '@/config/env'

import type { ContentKind } from './content-kinds'
import { changesFileOf, CONTENT_CHANNEL, emitContentChanged } from './content-events'

/**
 * A collection or the settings changed: this instance's caches are cleared at once (all of
 * them: `kind` is for the listeners that read only a few kinds); on Postgres
 * every instance hears of it (O2) through a NOTIFY sent inside the saving transaction, which
 * Postgres delivers when it commits (and drops on rollback), so no instance re-reads too early.
 * This instance hears it too, and clears again once the change is committed. On SQLite the
 * change is written to the database's changes file, which the server watches (content-bus.ts):
 * the import or a script writing beside a running server is heard too.
 */
export async function contentChanged(kind: ContentKind, req: PayloadRequest): Promise<void> {
  emitContentChanged(kind)
  const env = getEnv()
  if (env.databaseDialect === 'postgres') await notifyInstances(kind, req)
  else await markChanged(changesFileOf(env.DATABASE_URL), kind)
}

/** A save never fails for its mark: without it, other processes' caches expire on their own. */
async function markChanged(file: string, kind: ContentKind): Promise<void> {
  try {
    await fs.writeFile(file, `${process.pid} ${kind}\n`)
  } catch (error) {
    console.error(`content change not marked in ${file}: other processes will not hear of it`, error)
  }
}

async function notifyInstances(kind: ContentKind, req: PayloadRequest): Promise<void> {
  const adapter = req.payload.db as unknown as PostgresAdapter
  const transaction = req.transactionID ? adapter.sessions[await req.transactionID] : undefined
  await (transaction?.db ?? adapter.drizzle).execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${kind})`)
}

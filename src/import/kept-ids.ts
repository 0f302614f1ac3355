import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { IMPORTED_COLLECTIONS } from './write'

const snakeCase = (slug: string) => slug.replaceAll('-', '_')

/**
 * J5: lets the import give a new document the source's id (write.ts), for the time of the run
 * and in its own process only: the adapter's `allowIDOnCreate`, which the site never turns on
 * (an editor's save never chooses an id). The returned function turns it off again and, on
 * Postgres, moves each imported table's id sequence past the highest id: an insert with an id
 * of its own leaves a `serial` sequence where it was, and the next editor's new article would
 * collide with an imported one. SQLite needs nothing: a row without an id gets the highest + 1.
 */
export function allowKeptIds(payload: Payload): () => Promise<void> {
  const before = payload.db.allowIDOnCreate
  payload.db.allowIDOnCreate = true
  return async () => {
    payload.db.allowIDOnCreate = before
    if (payload.db.name !== 'postgres') return
    const adapter = payload.db as unknown as PostgresAdapter
    for (const collection of IMPORTED_COLLECTIONS) {
      const table = adapter.tableNameMap.get(snakeCase(collection)) ?? snakeCase(collection)
      // Not a document's write, so no hooks: the sequence is the database's, not Payload's.
      await adapter.drizzle.execute(
        sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.identifier(table)}), false)`,
      )
    }
  }
}

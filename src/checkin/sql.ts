import { sql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'

export { sql }
export type Query = ReturnType<typeof sql>

/** What both Payload SQL adapters (SQLite and Postgres) offer for a statement of our own. */
type SqlAdapter = { drizzle: unknown; execute: (args: { drizzle: unknown; sql: Query }) => Promise<{ rows: unknown[] }> }

/**
 * Z4: rows of a query that reads only the columns the door needs, for the counts and sets over
 * every badge (tens of thousands) that Payload's find would load as whole documents. Written in
 * the SQL SQLite and Postgres share; the tables and columns are those the migrations create.
 */
export async function sqlRows<Row>(payload: Payload, query: Query): Promise<Row[]> {
  const adapter = payload.db as unknown as SqlAdapter
  const { rows } = await adapter.execute({ drizzle: adapter.drizzle, sql: query })
  return rows as Row[]
}

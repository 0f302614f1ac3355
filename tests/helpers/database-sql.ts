import type { Payload } from 'payload'

type Adapter = { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }> }

/**
 * Raw SQL on the test database, for bulk fixtures the Local API would take minutes to write, in a
 * form both dialects run: `sql(text)`, a recursive counter `n(i)` of 1…count to INSERT … SELECT
 * from, now as Payload writes a date, and a table's largest id. Payload is asked for when a
 * statement runs (a test file's `beforeAll` starts it).
 */
export function databaseSql(payloadOf: () => Payload) {
  const adapter = () => payloadOf().db as unknown as Adapter
  const sql = (raw: string) => adapter().execute({ drizzle: adapter().drizzle, raw })
  return {
    sql,
    counter: (count: number) => `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})`,
    /** Now, as Payload writes a date: ISO 8601 text on SQLite, a timestamp on Postgres. */
    now: () => ('client' in (payloadOf().db as object) ? `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` : 'CURRENT_TIMESTAMP'),
    maxId: async (table: string) => Number((await sql(`SELECT COALESCE(MAX(id), 0) AS "max" FROM "${table}"`)).rows[0]?.max ?? 0),
  }
}

type Client = {
  execute?: (...args: unknown[]) => Promise<{ rows?: unknown[] } | undefined>
  query?: (...args: unknown[]) => Promise<{ rows?: unknown[] } | undefined>
}

/** `bytes`: the rows' size as JSON, for reads whose rows carry arrays aggregated in SQL (SQLite's json). */
export type WatchedStatements = { statements: string[]; rows: number; mostRows: number; bytes: number; stop: () => void }

/**
 * Every statement the database client runs (libsql's `execute`, pg's `query`) from now until
 * `stop`, with the rows they return: what a read costs the database, whoever makes it.
 */
export function watchStatements(payload: Payload): WatchedStatements {
  const db = payload.db as unknown as { client?: Client; pool?: Client }
  const client = db.client ?? db.pool
  const method = db.client ? 'execute' : 'query'
  const original = client?.[method]
  if (!client || !original) throw new Error('no database client to watch')
  const watched: WatchedStatements = { statements: [], rows: 0, mostRows: 0, bytes: 0, stop: () => (client[method] = original) }
  client[method] = async (...args: unknown[]) => {
    const [statement] = args
    watched.statements.push(
      typeof statement === 'string'
        ? statement
        : String((statement as { sql?: unknown; text?: unknown })?.sql ?? (statement as { text?: unknown })?.text ?? ''),
    )
    const answer = await original.apply(client, args)
    watched.rows += answer?.rows?.length ?? 0
    watched.mostRows = Math.max(watched.mostRows, answer?.rows?.length ?? 0)
    watched.bytes += JSON.stringify(answer?.rows ?? []).length
    return answer
  }
  return watched
}

/** `watchStatements` around one read. */
export async function statementsOf<T>(payload: Payload, read: () => Promise<T>): Promise<{ result: T } & Omit<WatchedStatements, 'stop'>> {
  const watched = watchStatements(payload)
  try {
    const result = await read()
    return { result, statements: watched.statements, rows: watched.rows, mostRows: watched.mostRows, bytes: watched.bytes }
  } finally {
    watched.stop()
  }
}

/**
 * SQLite: backup and restore through SQLite itself, so both are safe while instances have the
 * database open.
 *
 * Backup is `VACUUM INTO`: it copies the database inside one read transaction, a consistent
 * snapshot even while instances write. In the default rollback-journal mode a commit waits for
 * the copy to end (tens of milliseconds for the demo database), as long as the writer's
 * busy_timeout allows. The page-by-page online backup API would do as well, but the libsql
 * binding that @libsql/client (Payload's SQLite driver) runs on does not implement it
 * (`Database.backup()` throws "not implemented"), Node 20 has no node:sqlite, and the sqlite3
 * program is not a dependency.
 *
 * Restore replaces every table, index, trigger and view of the live database with the
 * snapshot's inside one write transaction: a failure anywhere rolls back to the old data, and
 * no instance is left holding a file that was renamed away under it.
 */
import fs from 'node:fs'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'

import { BackupError } from './errors'

const BUSY_TIMEOUT_MS = 30_000

/** The file a `file:` DATABASE_URL names (`file:data/site.db`, `file:/abs.db`, `file:///abs.db`). */
export function sqliteFile(databaseUrl: string): string {
  const rest = databaseUrl.slice('file:'.length).replace(/[?#].*$/, '')
  return path.resolve(decodeURIComponent(rest.startsWith('//') ? rest.replace(/^\/\/(localhost)?/, '') : rest))
}

async function open(file: string): Promise<Client> {
  const client = createClient({ url: `file:${file}` })
  await client.execute(`PRAGMA busy_timeout = ${BUSY_TIMEOUT_MS}`)
  return client
}

export async function snapshotSqlite(databaseUrl: string, target: string): Promise<void> {
  const file = sqliteFile(databaseUrl)
  if (!fs.existsSync(file)) throw new BackupError(`there is no SQLite database at ${file} (DATABASE_URL): nothing to back up`)
  const client = await open(file)
  try {
    await client.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    client.close()
  }
}

/** The tables of the database, none when its file does not exist (which this never creates). */
export async function sqliteTableCount(databaseUrl: string): Promise<number> {
  const file = sqliteFile(databaseUrl)
  if (!fs.existsSync(file)) return 0
  const client = await open(file)
  try {
    const result = await client.execute(
      "SELECT count(*) AS tables FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )
    return Number(result.rows[0]?.tables ?? 0)
  } finally {
    client.close()
  }
}

/** Refuses a snapshot SQLite cannot read from end to end. */
export async function checkSqliteSnapshot(snapshot: string): Promise<void> {
  const client = await open(snapshot)
  try {
    const result = await client.execute('PRAGMA quick_check')
    const verdict = result.rows.map((row) => String(row[0])).join('; ')
    if (verdict !== 'ok') throw new BackupError(`its SQLite database fails SQLite's check: ${verdict}`)
  } catch (error) {
    if (error instanceof BackupError) throw error
    throw new BackupError(`its SQLite database cannot be read (${error instanceof Error ? error.message : String(error)})`, {
      cause: error,
    })
  } finally {
    client.close()
  }
}

type SchemaObject = { type: string; name: string; sql: string }

async function schemaOf(db: Client, database: 'main' | 'snapshot'): Promise<SchemaObject[]> {
  const result = await db.execute(
    `SELECT type, name, sql FROM ${database}.sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY rowid`,
  )
  return result.rows.map((row) => ({ type: String(row.type), name: String(row.name), sql: String(row.sql) }))
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`

async function replaceContents(db: Client): Promise<void> {
  const order = ['trigger', 'view', 'index', 'table']
  const existing = (await schemaOf(db, 'main')).sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type))
  for (const object of existing) await db.execute(`DROP ${object.type.toUpperCase()} IF EXISTS main.${quoted(object.name)}`)

  const wanted = await schemaOf(db, 'snapshot')
  const tables = wanted.filter((object) => object.type === 'table')
  for (const table of tables) {
    // A virtual table creates its shadow tables itself; their rows are copied like any others.
    const exists = await db.execute({ sql: "SELECT 1 FROM main.sqlite_master WHERE type = 'table' AND name = ?", args: [table.name] })
    if (exists.rows.length === 0) await db.execute(table.sql)
  }
  for (const table of tables) {
    if (/^CREATE\s+VIRTUAL\s/i.test(table.sql)) continue
    await db.execute(`INSERT INTO main.${quoted(table.name)} SELECT * FROM snapshot.${quoted(table.name)}`)
  }
  const sequences = await db.execute("SELECT 1 FROM snapshot.sqlite_master WHERE name = 'sqlite_sequence'")
  if (sequences.rows.length > 0) {
    await db.execute('DELETE FROM main.sqlite_sequence')
    await db.execute('INSERT INTO main.sqlite_sequence SELECT * FROM snapshot.sqlite_sequence')
  }
  // Indexes, triggers and views after the rows: triggers must not fire on the copy.
  for (const object of wanted.filter((item) => item.type !== 'table')) await db.execute(object.sql)
}

export async function restoreSqlite(databaseUrl: string, snapshot: string): Promise<void> {
  const file = sqliteFile(databaseUrl)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const client = await open(file)
  try {
    // ATTACH and the foreign-key switch cannot happen inside a transaction. BEGIN goes through
    // execute(): client.transaction() would move to a connection without the attachment.
    await client.execute({ sql: 'ATTACH ? AS snapshot', args: [snapshot] })
    await client.execute('PRAGMA foreign_keys = OFF')
    await client.execute('BEGIN IMMEDIATE')
    try {
      await replaceContents(client)
      await client.execute('COMMIT')
    } catch (error) {
      // SQLite may have rolled back on its own already (a full disk, for one).
      await client.execute('ROLLBACK').catch(() => undefined)
      throw error
    }
  } finally {
    client.close()
  }
}

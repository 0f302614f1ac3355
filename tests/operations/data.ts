/**
 * What the backup tests compare and change: every row of every table (SQLite or Postgres,
 * through their own drivers, not the app) and every media file's checksum.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { ROOT } from '../e2e/server'

export type DataSnapshot = { tables: Record<string, string[]>; media: Record<string, string> }

const isSqlite = (databaseUrl: string) => databaseUrl.startsWith('file:')

/** Runs SQL (several statements allowed) on the database. */
export async function execute(databaseUrl: string, sql: string): Promise<void> {
  if (isSqlite(databaseUrl)) {
    const client = createClient({ url: databaseUrl })
    await client.executeMultiple(sql).finally(() => client.close())
    return
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query(sql).finally(() => client.end())
}

async function tableRows(databaseUrl: string): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {}
  if (isSqlite(databaseUrl)) {
    const client = createClient({ url: databaseUrl })
    try {
      const names = await client.execute("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")
      for (const { name } of names.rows) {
        const result = await client.execute(`SELECT * FROM "${String(name)}"`)
        tables[String(name)] = result.rows.map((row) => JSON.stringify(result.columns.map((column, index) => [column, row[index]]))).sort()
      }
    } finally {
      client.close()
    }
    return tables
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const names = await client.query<{ tablename: string }>("SELECT tablename FROM pg_tables WHERE schemaname = 'public'")
    for (const { tablename } of names.rows) {
      const result = await client.query<{ row: string }>(`SELECT to_jsonb(t)::text AS row FROM "${tablename}" t`)
      tables[tablename] = result.rows.map(({ row }) => row).sort()
    }
    // The next id of every table must come back too, or the first new document would collide.
    const sequences = await client.query<{ row: string }>(
      "SELECT concat(sequencename, '=', last_value) AS row FROM pg_sequences WHERE schemaname = 'public'",
    )
    tables['(sequences)'] = sequences.rows.map(({ row }) => row).sort()
  } finally {
    await client.end()
  }
  return tables
}

function mediaChecksums(mediaDir: string): Record<string, string> {
  const media: Record<string, string> = {}
  if (!fs.existsSync(mediaDir)) return media
  for (const entry of fs.readdirSync(mediaDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    media[path.relative(mediaDir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex')
  }
  return media
}

export async function snapshot(databaseUrl: string, dataDir: string): Promise<DataSnapshot> {
  return { tables: await tableRows(databaseUrl), media: mediaChecksums(path.join(dataDir, 'media')) }
}

/** Changes rows, the schema and the media: all of it must be undone by a restore. */
export async function changeData(databaseUrl: string, dataDir: string, label: string): Promise<void> {
  await execute(
    databaseUrl,
    `UPDATE articles_locales SET title = title || ' (${label})';
     CREATE TABLE IF NOT EXISTS added_after_backup (id integer);
     INSERT INTO added_after_backup VALUES (1);
     ${isSqlite(databaseUrl) ? '' : "SELECT setval('articles_id_seq', 100000);"}`,
  )
  const images = path.join(dataDir, 'media', 'images')
  const [first, second] = fs.readdirSync(images).sort()
  if (!first || !second) throw new Error(`the seed left fewer than two images in ${images}`)
  fs.writeFileSync(path.join(images, first), `overwritten (${label})`)
  fs.rmSync(path.join(images, second))
  fs.writeFileSync(path.join(images, `added-${label}.png`), 'added after the backup')
}

/** Begins a transaction that changes every article's title and stays open until rollback(). */
export async function openWriteTransaction(databaseUrl: string): Promise<{ rollback(): Promise<void> }> {
  const change = "UPDATE articles_locales SET title = 'uncommitted'"
  if (isSqlite(databaseUrl)) {
    const client = createClient({ url: databaseUrl })
    await client.execute('BEGIN IMMEDIATE')
    await client.execute(change)
    return {
      rollback: async () => {
        await client.execute('ROLLBACK')
        client.close()
      },
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  await client.query('BEGIN')
  await client.query(change)
  return {
    rollback: async () => {
      await client.query('ROLLBACK')
      await client.end()
    },
  }
}

export type ScriptRun = { status: number | null; output: string; lastLine: string }

/**
 * Runs `npm run backup|restore`, or its script with tsx directly (no npm on PATH needed, and
 * faster) when `via` is 'tsx'.
 */
export function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: NodeJS.ProcessEnv,
  via: 'npm' | 'tsx' = 'tsx',
): Promise<ScriptRun> {
  const [command, ...commandArgs] =
    via === 'npm'
      ? ['npm', 'run', '--silent', script, '--', ...args]
      : [process.execPath, path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), `scripts/${script}.ts`, ...args]
  return new Promise((resolve, reject) => {
    const child = spawn(command ?? 'npm', commandArgs, {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.once('error', reject)
    child.once('close', (status) => resolve({ status, output, lastLine: output.trim().split('\n').at(-1) ?? '' }))
  })
}

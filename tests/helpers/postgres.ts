import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * A Postgres server for tests that need one: TEST_DATABASE_URL when set (CI), else a throwaway
 * cluster on loopback started by scripts/postgres-test-server.sh (PostgreSQL must be installed).
 */
export function postgresServer(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL
  return startCluster(process.env.PGDATA_DIR ?? '/tmp/expo-site-pg', 54329)
}

/** Starts (or finds running) a cluster in `dir` on `port`; returns its URL. */
export function startCluster(dir: string, port: number): string {
  try {
    return execFileSync(path.join(ROOT, 'scripts/postgres-test-server.sh'), [String(port)], {
      env: { ...process.env, PGDATA_DIR: dir },
      encoding: 'utf8',
    }).trim()
  } catch (error) {
    // pg_ctl says only "examine the log output": the log says why.
    const log = fs.existsSync(path.join(dir, 'server.log'))
      ? fs.readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-2000)
      : '(no log)'
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- ${dir}/server.log ---\n${log}`, { cause: error })
  }
}

/** Stops the cluster in `dir` at once (connections are cut, as when the database goes away). */
export function stopCluster(dir: string): void {
  const bin = execFileSync('bash', ['-c', 'ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1'], { encoding: 'utf8' }).trim()
  const asPostgres = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : []
  const [command = '', ...args] = [...asPostgres, path.join(bin, 'pg_ctl'), '-D', dir, 'stop', '-m', 'immediate']
  execFileSync(command, args, { stdio: 'pipe' })
}

/** A new empty database on the server; returns its URL and how to drop it. */
export async function createDatabase(serverUrl: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${process.pid}_${Date.now()}`
  await query(serverUrl, `create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => query(serverUrl, `drop database if exists ${name} with (force)`).then(() => undefined) }
}

/** Runs one statement on its own connection. */
export async function query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<Row>(sql, values)).rows
  } finally {
    await client.end()
  }
}

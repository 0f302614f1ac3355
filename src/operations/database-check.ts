import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@libsql/client'
import pg from 'pg'

import type { Env } from '@/config/env'

export type DatabaseState = { ready: true } | { ready: false; reason: string }

const TIMEOUT_MS = 3000

/**
 * Whether the database answers and has every committed migration applied (O4 `/readyz`, and the
 * start-up check). One small connection kept for the probes; a failure never throws.
 */
export function createDatabaseCheck(env: Env, migrationsDir = path.resolve('src/migrations', env.databaseDialect)) {
  const expected = committedMigrations(migrationsDir)
  const appliedNames = env.databaseDialect === 'postgres' ? postgresMigrations(env.DATABASE_URL) : sqliteMigrations(env.DATABASE_URL)

  async function check(): Promise<DatabaseState> {
    try {
      const applied = new Set(await withTimeout(appliedNames.read(), TIMEOUT_MS))
      const missing = expected.filter((name) => !applied.has(name))
      if (missing.length > 0) return { ready: false, reason: `migrations not applied: ${missing.join(', ')}` }
      return { ready: true }
    } catch (error) {
      return { ready: false, reason: `database unreachable: ${error instanceof Error ? error.message : String(error)}` }
    }
  }

  /** Whether the database answers at all (before migrations: the table may not exist yet). */
  async function reachable(): Promise<{ ok: true } | { ok: false; reason: string }> {
    if (env.databaseDialect === 'sqlite') return { ok: true }
    const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 10_000 })
    try {
      await client.connect()
      await client.query('select 1')
      return { ok: true }
    } catch (error) {
      return {
        ok: false,
        reason: `database unreachable at ${redacted(env.DATABASE_URL)}: ${error instanceof Error ? error.message : String(error)}`,
      }
    } finally {
      await client.end().catch(() => {})
    }
  }

  return { check, reachable, close: appliedNames.close }
}

/** The database URL without its password, for messages. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return url.replace(/:[^:@/]*@/, ':***@')
  }
}

export type DatabaseCheck = ReturnType<typeof createDatabaseCheck>

/** Waits until the database is ready, or gives the last reason it is not after `timeoutMs`. */
export async function waitForDatabase(database: DatabaseCheck, timeoutMs: number): Promise<DatabaseState> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const state = await database.check()
    if (state.ready || Date.now() + 1000 > deadline) return state
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/** The names of the migrations in the code (`<timestamp>_<name>.ts`, Payload's own naming). */
function committedMigrations(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{8}_\d{6}_[\w-]+\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
}

type MigrationReader = { read: () => Promise<string[]>; close: () => Promise<void> }

function postgresMigrations(url: string): MigrationReader {
  const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: TIMEOUT_MS, idleTimeoutMillis: 30_000 })
  // An idle connection dropped by the server is an 'error' on the pool; the next check reconnects.
  pool.on('error', () => {})
  return {
    read: async () => (await pool.query<{ name: string }>('select name from payload_migrations')).rows.map((row) => row.name),
    close: () => pool.end(),
  }
}

function sqliteMigrations(url: string): MigrationReader {
  // Opened on first use: opening creates the file, which is the migrations' job.
  let client: ReturnType<typeof createClient> | undefined
  return {
    read: async () => {
      client ??= createClient({ url })
      return (await client.execute('select name from payload_migrations')).rows.map((row) => String(row.name))
    },
    close: async () => client?.close(),
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

import pg from 'pg'

import type { Env } from '@/config/env'

/** Any number; the same for every instance of this product on one database. */
const PREPARE_LOCK_ID = 7_310_512_026

/**
 * Runs `work` while holding a Postgres advisory lock, so that N instances starting at once on
 * one database migrate and seed it exactly once, one after the other (the later ones find it
 * done). SQLite serves one instance: no lock.
 */
export async function underStartupLock<T>(env: Env, work: () => Promise<T>, log: (message: string) => void): Promise<T> {
  if (env.databaseDialect !== 'postgres') return work()
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [PREPARE_LOCK_ID])
    if (!rows[0]?.locked) {
      log('Another instance is preparing the database: waiting for it…')
      await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_ID])
    }
    return await work()
  } finally {
    // Ending the session releases the lock even if the unlock is never sent.
    await client.end().catch(() => {})
  }
}

import pg from 'pg'

import type { Env } from '@/config/env'

/** The lock ids of this product: any numbers, the same for every instance on one database. */
export const LOCK_IDS = {
  /** Migrating and seeding at start-up (scripts/prepare.ts). */
  prepare: 7_310_512_026,
  /** The background jobs' leader (src/jobs/runner.ts holds it for as long as it leads). */
  jobsLeader: 7_310_512_027,
  /** Renewing WeChat's access token and jsapi ticket (src/site/wechat/shared-credentials.ts). */
  wechatRenewal: 7_310_512_028,
} as const

/**
 * Runs `work` while this instance holds a Postgres advisory lock: instances on one database take
 * turns. The lock lives in a session of its own, so ending it releases the lock even when the
 * process dies. SQLite serves one instance: `work` runs at once. `onWait` is called when another
 * instance holds the lock.
 */
export async function underAdvisoryLock<T>(env: Env, lockId: number, work: () => Promise<T>, onWait?: () => void): Promise<T> {
  if (env.databaseDialect !== 'postgres') return work()
  const client = new pg.Client({ connectionString: env.DATABASE_URL, connectionTimeoutMillis: 10_000 })
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [lockId])
    if (!rows[0]?.locked) {
      onWait?.()
      await client.query('select pg_advisory_lock($1)', [lockId])
    }
    return await work()
  } finally {
    await client.end().catch(() => {})
  }
}

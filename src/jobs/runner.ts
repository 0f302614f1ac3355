import pg from 'pg'
import type { Payload } from 'payload'

import type { Env } from '@/config/env'
import { LOCK_IDS } from '@/locks/advisory-lock'

/** How often the runner looks for jobs that are due: a scheduled item goes live within this. */
export const JOBS_INTERVAL_MS = 15_000

/**
 * O3: runs Payload's job queue (scheduled tasks, then queued jobs) inside the server. With
 * several instances on one Postgres, only the instance holding an advisory lock (the leader)
 * runs jobs, so each runs exactly once; when the leader dies its session ends, the lock frees
 * and another instance takes over at its next tick. SQLite serves one instance: it leads.
 */
export function startJobRunner(payload: Payload, env: Env, intervalMs = JOBS_INTERVAL_MS): { stop: () => Promise<void> } {
  const leadership =
    env.databaseDialect === 'postgres'
      ? postgresLeadership(env.DATABASE_URL, payload)
      : { isLeader: async () => true, release: async () => {} }
  let stopped = false
  let running: Promise<void> | undefined

  async function tick(): Promise<void> {
    if (stopped || !(await leadership.isLeader())) return
    await payload.jobs.handleSchedules({ allQueues: true })
    await payload.jobs.run({ allQueues: true, limit: 100, silent: { info: true } })
  }

  const timer = setInterval(() => {
    if (running) return
    running = tick()
      .catch((error: unknown) => payload.logger.error({ err: error, event: 'jobs' }, 'job runner tick failed'))
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()

  return {
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await running
      await leadership.release()
    },
  }
}

function postgresLeadership(databaseUrl: string, payload: Payload) {
  let client: pg.Client | undefined
  let leader = false

  async function isLeader(): Promise<boolean> {
    if (leader && client) return true
    try {
      if (!client) {
        const next = new pg.Client({ connectionString: databaseUrl, keepAlive: true, connectionTimeoutMillis: 5000 })
        const lost = () => {
          if (client === next) [client, leader] = [undefined, false]
        }
        next.on('error', lost)
        next.on('end', lost)
        await next.connect()
        client = next
      }
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [LOCK_IDS.jobsLeader])
      leader = rows[0]?.locked === true
      if (leader) payload.logger.info({ event: 'jobs' }, 'this instance now runs the background jobs')
      return leader
    } catch (error) {
      payload.logger.warn({ err: error, event: 'jobs' }, 'job runner: cannot reach the database to elect a leader')
      await client?.end().catch(() => {})
      ;[client, leader] = [undefined, false]
      return false
    }
  }

  return { isLeader, release: async () => void (await client?.end().catch(() => {})) }
}

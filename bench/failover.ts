/**
 * npm run loadtest:failover: SPEC O6 on this machine. Two instances of the production server on
 * one Postgres behind nginx (deploy/nginx.conf.template), wrk through nginx for 60 s at 200
 * connections while instance 1 is SIGKILLed at 15 s and restarted at 30 s. PASS only when no
 * request failed and the restarted instance took traffic again; exits 1 otherwise.
 *
 * Options: --database postgres://… (a server to create the database on; default
 * TEST_DATABASE_URL, else a throwaway cluster), --seconds, --connections, --threads, --timeout
 * (seconds wrk waits for an answer before counting the request as lost; default 10),
 * --kill-at, --restart-at (seconds into the load), --after-back (seconds the load goes on once the
 * restarted instance is ready, past --seconds if need be; default 10), --signal KILL|TERM (TERM:
 * the instance drains, as in a rolling restart).
 */
import { parseArgs } from 'node:util'

import { cleanupAll } from './cleanup'
import { closeAgent } from './util'

import { printFailoverRun } from './failover/report'
import type { StopSignal } from './failover/instances'
import { runFailover } from './failover/run'

function positive(name: string, text: string): number {
  const value = Number(text)
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number, not "${text}"`)
  return value
}

function stopSignal(text: string): StopSignal {
  const name = text.toUpperCase().replace(/^SIG/, '')
  if (name === 'KILL' || name === 'TERM') return `SIG${name}`
  throw new Error(`--signal must be KILL or TERM, not "${text}"`)
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      database: { type: 'string' },
      seconds: { type: 'string', default: '60' },
      connections: { type: 'string', default: '200' },
      threads: { type: 'string', default: '2' },
      timeout: { type: 'string', default: '10' },
      'kill-at': { type: 'string', default: '15' },
      'restart-at': { type: 'string', default: '30' },
      'after-back': { type: 'string', default: '10' },
      signal: { type: 'string', default: 'KILL' },
    },
  })
  const settings = {
    seconds: positive('seconds', values.seconds),
    connections: positive('connections', values.connections),
    threads: positive('threads', values.threads),
    timeoutSeconds: positive('timeout', values.timeout),
    killAtSeconds: positive('kill-at', values['kill-at']),
    restartAtSeconds: positive('restart-at', values['restart-at']),
    afterBackSeconds: positive('after-back', values['after-back']),
    databaseServer: values.database ?? (process.env.TEST_DATABASE_URL || undefined),
    stopSignal: stopSignal(values.signal),
  }
  if (!(settings.killAtSeconds < settings.restartAtSeconds && settings.restartAtSeconds < settings.seconds)) {
    throw new Error('--kill-at < --restart-at < --seconds is needed: the instance is killed and restarted during the load')
  }
  const run = await runFailover(settings, (line) => console.log(line))
  printFailoverRun(run, (line) => console.log(line))
  return run.problems.length === 0 ? 0 : 1
}

let stopping = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // tsx forwards the terminal's Ctrl-C, so one press can arrive twice.
    if (stopping) return
    stopping = true
    console.error(`\n${signal}: stopping what the load test started…`)
    void cleanupAll().finally(() => process.exit(130))
  })
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  // After Ctrl-C the children's deaths are expected, not worth a report.
  if (!stopping) {
    console.error(`\nFAIL: ${error instanceof Error ? error.message : String(error)}`)
    if (error instanceof Error && error.cause) console.error('cause:', error.cause)
  }
} finally {
  await cleanupAll()
  closeAgent()
}
process.exit(exitCode)

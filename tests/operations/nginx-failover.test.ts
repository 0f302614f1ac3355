import { afterAll, describe, expect, it } from 'vitest'

import { cleanupAll } from '../../bench/cleanup'
import { closeAgent } from '../../bench/util'
import { runFailover } from '../../bench/failover/run'

// `npm run loadtest:failover` in small: the same database, instances, nginx configuration and wrk.
describe('O6 nginx in front of two instances', () => {
  afterAll(async () => {
    await cleanupAll()
    closeAgent()
  })

  it('O6 failover: an instance SIGKILLed under 50 connections loses no request, and takes traffic again once restarted', async () => {
    const run = await runFailover(
      {
        seconds: 20,
        connections: 50,
        threads: 2,
        timeoutSeconds: 10,
        killAtSeconds: 3,
        restartAtSeconds: 6,
        // Past nginx's fail_timeout (5 s), however long the restart takes on a loaded machine.
        afterBackSeconds: 8,
        stopSignal: 'SIGKILL',
        databaseServer: process.env.TEST_DATABASE_URL || undefined,
      },
      (line) => console.log(line),
    )
    const [killed, survivor] = run.instances.map((instance) => run.accessLog.perInstance.get(instance.address))

    expect(run.problems, run.diagnostics).toEqual([])
    expect(run.wrk.requests).toBeGreaterThan(1_000)
    expect(run.wrk.errors).toBe(0)
    expect(run.accessLog.serverErrors).toBe(0)
    // The kill hit requests in flight or idle connections: nginx sent those to the other instance.
    expect(run.accessLog.retried).toBeGreaterThan(0)
    expect(killed?.beforeKill).toBeGreaterThan(0)
    expect(killed?.afterRestart).toBeGreaterThan(0)
    expect(survivor?.whileDown).toBeGreaterThan(0)
  }, 180_000)
})

/**
 * The failover run behind `npm run loadtest:failover` and tests/operations: one Postgres
 * database, two instances of the production server, nginx with deploy/nginx.conf.template in
 * front, wrk through nginx while instance 1 is killed (SIGKILL, or SIGTERM for a drain) and restarted.
 */
import fs from 'node:fs'

import { sleep, tempDir } from '../util'
import { WRK, WRK_MISSING, type WrkResult } from '../wrk'

import { type AccessLogSummary, summarizeAccessLog, type Timeline } from './access-log'
import { startDeployment } from './deployment'
import { type AppInstance, type StopSignal } from './instances'
import { failoverPaths, loadThrough, warmPaths, writeRotationScript } from './load'

export type FailoverSettings = {
  seconds: number
  connections: number
  threads: number
  /** wrk gives up on a request after this long: it then counts as lost. */
  timeoutSeconds: number
  killAtSeconds: number
  restartAtSeconds: number
  /**
   * The load goes on at least this long after the restarted instance is ready, however late that
   * is on a loaded machine: nginx tries an instance it took out again only after fail_timeout (5 s).
   */
  afterBackSeconds: number
  /** SIGKILL: the instance dies on the spot; SIGTERM: it drains (a rolling restart). */
  stopSignal: StopSignal
  /** A Postgres server to create the database on; without it, a throwaway cluster. */
  databaseServer: string | undefined
}

export type FailoverRun = {
  settings: FailoverSettings
  nginxVersion: string
  instances: { name: string; address: string }[]
  paths: string[]
  /** Epoch ms; backAt is instance 1's first /readyz 200 after its restart. */
  timeline: Timeline & { backAt: number }
  wrk: WrkResult
  accessLog: AccessLogSummary
  /** nginx's error log lines by message (client and request details left out). */
  nginxErrors: Map<string, number>
  /** Why the run failed, each with what was seen; empty when it passed. */
  problems: string[]
  /** When it failed: the end of each instance's output and of nginx's error log. */
  diagnostics: string
}

/** Longer than an instance may take to be ready (instances.ts waits 60 s), so wrk outlasts any restart. */
const RESTART_BOUND_SECONDS = 90

const until = (epochMs: number) => sleep(Math.max(0, epochMs - Date.now()))

function errorLogMessages(file: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const line of fs.readFileSync(file, { encoding: 'utf8', flag: 'a+' }).split('\n').filter(Boolean)) {
    // "2026/11/23 11:20:01 [error] 123#123: *45 connect() failed (111: …) while connecting to upstream, client: …"
    const message = /\[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: .*)?$/.exec(line)
    const key = message ? `[${message[1]}] ${message[2]}` : line
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** What the instances said beyond their request lines (warnings, errors, starts), and nginx's errors. */
function diagnosticsOf(instances: readonly AppInstance[], errorLog: string): string {
  const notable = (output: string) =>
    output
      .split('\n')
      .filter((line) => line && !/"level":"(info|debug|trace)"/.test(line))
      .slice(-30)
      .join('\n')
  return [
    ...instances.map((instance) => `--- ${instance.name}: its last lines other than info ---\n${notable(instance.output())}`),
    `--- nginx error log (end) ---\n${fs.readFileSync(errorLog, 'utf8').slice(-3_000)}`,
  ].join('\n')
}

function problemsOf(result: WrkResult, log: AccessLogSummary, killed: AppInstance): string[] {
  const problems: string[] = []
  const { connect, read, write, timeout } = result.socketErrors
  if (connect + read + write + timeout > 0)
    problems.push(`wrk socket errors: connect ${connect}, read ${read}, write ${write}, timeout ${timeout}`)
  if (result.badStatus > 0) problems.push(`wrk counted ${result.badStatus} responses that were not 2xx or 3xx`)
  if (log.serverErrors > 0) problems.push(`nginx logged ${log.serverErrors} responses with status 5xx (${log.badGateway} of them 502)`)
  const afterRestart = log.perInstance.get(killed.address)?.afterRestart ?? 0
  if (afterRestart === 0) problems.push(`${killed.name} (${killed.address}) answered no request after its restart`)
  if (log.requests < result.requests) problems.push(`nginx logged ${log.requests} requests, fewer than wrk's ${result.requests}`)
  return problems
}

export async function runFailover(settings: FailoverSettings, log: (line: string) => void): Promise<FailoverRun> {
  if (!fs.existsSync(WRK)) throw new Error(WRK_MISSING)
  const { instances, nginx } = await startDeployment({ purpose: 'loadtest:failover', databaseServer: settings.databaseServer }, log)
  const paths = await failoverPaths(nginx.baseURL)
  log(`nginx on ${nginx.baseURL}; warming ${paths.length} paths on each instance and through nginx…`)
  await warmPaths([...instances.map((instance) => instance.baseURL), nginx.baseURL], paths)
  const script = writeRotationScript(tempDir('expo-failover-wrk-'), paths)

  const [killed] = instances
  const { seconds, connections, threads, timeoutSeconds, killAtSeconds, restartAtSeconds, stopSignal } = settings
  log(
    `wrk: ${seconds} s (and at least ${settings.afterBackSeconds} s after the restart is ready), ${connections} connections, ${threads} threads, ${timeoutSeconds} s timeout; ${stopSignal} to ${killed.name} at ${killAtSeconds} s, restart at ${restartAtSeconds} s…`,
  )
  const loadStart = Date.now()
  let endLoad = () => {}
  const loadEnds = new Promise<void>((resolve) => (endLoad = resolve))
  const timeline = async () => {
    try {
      await until(loadStart + killAtSeconds * 1000)
      const killedAt = Date.now()
      await killed.kill(stopSignal)
      log(`  ${((Date.now() - loadStart) / 1000).toFixed(1)} s: ${killed.name} gone (${stopSignal} to its process group)`)
      await until(loadStart + restartAtSeconds * 1000)
      const restartedAt = Date.now()
      await killed.start()
      const backAt = Date.now()
      log(
        `  ${((backAt - loadStart) / 1000).toFixed(1)} s: ${killed.name}, restarted at ${((restartedAt - loadStart) / 1000).toFixed(1)} s, is ready again`,
      )
      await until(Math.max(loadStart + seconds * 1000, backAt + settings.afterBackSeconds * 1000))
      return { killedAt, restartedAt, backAt }
    } finally {
      endLoad()
    }
  }
  // wrk's own duration is only a bound: the timeline ends the load.
  const load = { seconds: seconds + RESTART_BOUND_SECONDS, connections, threads, timeoutSeconds, script }
  const [result, moments] = await Promise.all([loadThrough(nginx.baseURL, load, loadEnds), timeline()])
  // A graceful stop writes out the buffered access log.
  await nginx.quit()

  const accessLog = await summarizeAccessLog(nginx.accessLog, { loadStart, ...moments })
  const problems = problemsOf(result, accessLog, killed)
  const diagnostics = problems.length === 0 ? '' : diagnosticsOf(instances, nginx.errorLog)
  return {
    settings,
    nginxVersion: nginx.version,
    instances: instances.map(({ name, address }) => ({ name, address })),
    paths,
    timeline: { loadStart, ...moments },
    wrk: result,
    accessLog,
    nginxErrors: errorLogMessages(nginx.errorLog),
    problems,
    diagnostics,
  }
}

/** Warm-up and measured wrk load of each target, with the server's CPU use during each run. */
import { cpuMs, machineJiffies, processTree, type RssSampler } from './rss'
import type { Target } from './targets'
import { type CacheCheck, wrk, wrkCheck, type WrkResult } from './wrk'
import { round, warm } from './util'

export type LoadSettings = { seconds: number; connections: number; threads: number; warmRequests: number; checkSeconds: number; checkScript: string }
/** What the client accepts: a browser's `br, gzip`, or `identity` (uncompressed bodies). */
export type Encoding = 'br, gzip' | 'identity'

export type LoadRun = WrkResult & {
  url: string
  /** CPU the served process tree used, in % of one core (200 = both cores of a 2-core box). */
  serverCpuPct: number | null
  /** The whole machine's busy share over the run, % of all cores (wrk and everything else included). */
  machineBusyPct: number
  /** Peak RSS of the served process tree during this target's warm-up, run and check (app only). */
  rssPeakMiB?: number
  /** App only: a separate short run counting X-Cache answers and non-2xx statuses. */
  cacheCheck?: CacheCheck
}

async function measured(url: string, settings: LoadSettings, serverPid: number | null, encoding: Encoding): Promise<LoadRun> {
  const pids = serverPid === null ? [] : processTree(serverPid)
  const cpuBefore = cpuMs(pids)
  const machineBefore = machineJiffies()
  const started = Date.now()
  const { result } = await wrk(url, { seconds: settings.seconds, connections: settings.connections, threads: settings.threads, encoding })
  const wallMs = Date.now() - started
  const machineAfter = machineJiffies()
  return {
    ...result,
    url,
    serverCpuPct: serverPid === null ? null : round(((cpuMs(pids) - cpuBefore) / wallMs) * 100, 0),
    machineBusyPct: round(((machineAfter.busy - machineBefore.busy) / Math.max(1, machineAfter.total - machineBefore.total)) * 100, 0),
  }
}

/**
 * Loads each target in turn: `warmRequests` GETs, the measured run, then (app only) the
 * X-Cache check. `serverPid` is the process tree whose CPU is counted (null: not counted).
 */
export async function loadTargets(
  label: string,
  baseURL: string,
  targets: readonly Target[],
  pathOf: (target: Target) => string,
  settings: LoadSettings,
  serverPid: number | null,
  options: { cacheCheck: boolean; rss?: RssSampler; encoding?: Encoding },
  log: (line: string) => void,
): Promise<Partial<Record<Target['name'], LoadRun>>> {
  const runs: Partial<Record<Target['name'], LoadRun>> = {}
  options.rss?.takeWindowPeakMiB()
  for (const target of targets) {
    const url = `${baseURL}${pathOf(target)}`
    const encoding = options.encoding ?? 'br, gzip'
    const failed = await warm(url, settings.warmRequests, 8, { 'Accept-Encoding': encoding })
    if (failed > 0) log(`  ${label} ${target.name}: ${failed} of ${settings.warmRequests} warm-up requests were not 200`)
    const run = await measured(url, settings, serverPid, encoding)
    if (options.cacheCheck) {
      run.cacheCheck = await wrkCheck(url, {
        seconds: settings.checkSeconds,
        connections: settings.connections,
        threads: settings.threads,
        script: settings.checkScript,
        encoding,
      })
    }
    if (options.rss) run.rssPeakMiB = round(options.rss.takeWindowPeakMiB(), 1)
    const check = run.cacheCheck
      ? `; X-Cache HIT ${run.cacheCheck.hit}/${run.cacheCheck.hit + run.cacheCheck.miss + run.cacheCheck.none}, non-2xx ${run.cacheCheck.non2xx}`
      : ''
    log(
      `  ${label} ${target.name}: ${round(run.rps, 0)} req/s, p50 ${round(run.p50Ms, 2)} ms, p99 ${round(run.p99Ms, 2)} ms, ` +
        `errors ${run.errors}, ${round(run.bytesPerSecond / run.rps / 1024, 1)} KiB/resp, server CPU ${run.serverCpuPct ?? '–'} %${run.rssPeakMiB ? `, RSS ≤ ${run.rssPeakMiB} MiB` : ''}${check}`,
    )
    runs[target.name] = run
  }
  return runs
}

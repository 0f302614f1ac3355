/**
 * The measured load: each target from the app and from nginx side by side, in alternating turns,
 * with the server's CPU use during each turn.
 */
import { cpuMs, machineJiffies, processTree, type RssSampler } from './rss'
import type { Target } from './targets'
import { type CacheCheck, wrk, wrkCheck, type WrkResult } from './wrk'
import { median, round, warm } from './util'

export type LoadSettings = {
  /** Load per target and server, in seconds, split into `turns` turns. */
  seconds: number
  turns: number
  connections: number
  threads: number
  warmRequests: number
  checkSeconds: number
  checkScript: string
}
/** What the client accepts: a browser's `br, gzip`, or `identity` (uncompressed bodies). */
export type Encoding = 'br, gzip' | 'identity'

export type LoadRun = WrkResult & {
  url: string
  /** req/s of each turn (their median is `rps`). */
  turnRps: number[]
  /** CPU the served process tree used, in % of one core (200 = both cores of a 2-core box). */
  serverCpuPct: number | null
  /** The whole machine's busy share over the turns, % of all cores (wrk and everything else included). */
  machineBusyPct: number
  /** Peak RSS of the served process tree during this target's warm-up, turns and check (app only). */
  rssPeakMiB?: number
  /** App only: a separate short run counting X-Cache answers and non-2xx statuses. */
  cacheCheck?: CacheCheck
}

/** How long one turn lasts: BENCH_DURATION split among the turns, whole seconds (wrk's unit), at least 2. */
export const turnSeconds = (settings: Pick<LoadSettings, 'seconds' | 'turns'>): number => Math.max(2, Math.round(settings.seconds / settings.turns))

/** A server under load: where it answers, what path a target has there, whose CPU to count. */
export type Side = { label: string; baseURL: string; pathOf: (target: Target) => string; pid: number | null }

export type SideBySide = {
  app: Partial<Record<Target['name'], LoadRun>>
  nginx: Partial<Record<Target['name'], LoadRun>> | null
  /** Per target, app req/s ÷ nginx req/s of each turn pair, in %. */
  ratios: Partial<Record<Target['name'], number[]>>
}

type Turn = WrkResult & { cpuMs: number | null; wallMs: number; busy: number; total: number }

async function turn(url: string, seconds: number, settings: LoadSettings, pid: number | null, encoding: Encoding): Promise<Turn> {
  const pids = pid === null ? [] : processTree(pid)
  const cpuBefore = cpuMs(pids)
  const machineBefore = machineJiffies()
  const started = Date.now()
  const { result } = await wrk(url, { seconds, connections: settings.connections, threads: settings.threads, encoding })
  const machineAfter = machineJiffies()
  return {
    ...result,
    cpuMs: pid === null ? null : cpuMs(pids) - cpuBefore,
    wallMs: Date.now() - started,
    busy: machineAfter.busy - machineBefore.busy,
    total: machineAfter.total - machineBefore.total,
  }
}

/** The turns of one server as one run: medians for rates, the worst p99, every error. */
function combined(url: string, turns: readonly Turn[]): LoadRun {
  const sum = (pick: (turn: Turn) => number) => turns.reduce((total, each) => total + pick(each), 0)
  const cpu = turns.every((each) => each.cpuMs !== null) ? sum((each) => each.cpuMs ?? 0) : null
  const socketErrors = { connect: 0, read: 0, write: 0, timeout: 0 }
  for (const each of turns) for (const key of Object.keys(socketErrors) as (keyof typeof socketErrors)[]) socketErrors[key] += each.socketErrors[key]
  return {
    url,
    requests: sum((each) => each.requests),
    seconds: sum((each) => each.seconds),
    rps: median(turns.map((each) => each.rps)),
    turnRps: turns.map((each) => round(each.rps, 0)),
    p50Ms: median(turns.map((each) => each.p50Ms)),
    p75Ms: median(turns.map((each) => each.p75Ms)),
    p90Ms: median(turns.map((each) => each.p90Ms)),
    p99Ms: Math.max(...turns.map((each) => each.p99Ms)),
    maxMs: Math.max(...turns.map((each) => each.maxMs)),
    bytesPerSecond: median(turns.map((each) => each.bytesPerSecond)),
    socketErrors,
    badStatus: sum((each) => each.badStatus),
    errors: sum((each) => each.errors),
    serverCpuPct: cpu === null ? null : round((cpu / sum((each) => each.wallMs)) * 100, 0),
    machineBusyPct: round((sum((each) => each.busy) / Math.max(1, sum((each) => each.total))) * 100, 0),
  }
}

function describe(label: string, name: string, run: LoadRun): string {
  const check = run.cacheCheck
    ? `; X-Cache HIT ${run.cacheCheck.hit}/${run.cacheCheck.hit + run.cacheCheck.miss + run.cacheCheck.none}, non-2xx ${run.cacheCheck.non2xx}`
    : ''
  return (
    `  ${label} ${name}: ${round(run.rps, 0)} req/s (turns ${run.turnRps.join(', ')}), p50 ${round(run.p50Ms, 2)} ms, p99 ${round(run.p99Ms, 2)} ms, ` +
    `errors ${run.errors}, ${round(run.bytesPerSecond / run.rps / 1024, 1)} KiB/resp, server CPU ${run.serverCpuPct ?? '–'} %${run.rssPeakMiB ? `, RSS ≤ ${run.rssPeakMiB} MiB` : ''}${check}`
  )
}

/**
 * Loads each target from the app and (unless null) nginx in `settings.turns` turn pairs, which
 * side goes first alternating, after `warmRequests` GETs to each. On a shared virtual machine the
 * same server's req/s move by a third from one few-second stretch to the next; a turn of each
 * side, back to back, meets the same stretch, so the ratio is the median of the pairs' ratios.
 * Then (app only) the X-Cache check.
 */
export async function loadSideBySide(
  targets: readonly Target[],
  app: Side,
  nginx: Side | null,
  settings: LoadSettings,
  options: { rss?: RssSampler; encoding: Encoding },
  log: (line: string) => void,
): Promise<SideBySide> {
  const result: SideBySide = { app: {}, nginx: nginx ? {} : null, ratios: {} }
  const seconds = turnSeconds(settings)
  const headers = { 'Accept-Encoding': options.encoding }
  options.rss?.takeWindowPeakMiB()
  for (const target of targets) {
    const sides = nginx ? [app, nginx] : [app]
    for (const side of sides) {
      const failed = await warm(`${side.baseURL}${side.pathOf(target)}`, settings.warmRequests, 8, headers)
      if (failed > 0) log(`  ${side.label} ${target.name}: ${failed} of ${settings.warmRequests} warm-up requests were not 200`)
    }
    const turns = new Map<Side, Turn[]>(sides.map((side) => [side, []]))
    for (let pair = 0; pair < settings.turns; pair += 1) {
      for (const side of pair % 2 === 0 ? sides : [...sides].reverse()) {
        turns.get(side)?.push(await turn(`${side.baseURL}${side.pathOf(target)}`, seconds, settings, side.pid, options.encoding))
      }
    }
    const appRun = combined(`${app.baseURL}${app.pathOf(target)}`, turns.get(app) ?? [])
    appRun.cacheCheck = await wrkCheck(`${app.baseURL}${app.pathOf(target)}`, {
      seconds: settings.checkSeconds,
      connections: settings.connections,
      threads: settings.threads,
      script: settings.checkScript,
      encoding: options.encoding,
    })
    if (options.rss) appRun.rssPeakMiB = round(options.rss.takeWindowPeakMiB(), 1)
    result.app[target.name] = appRun
    log(describe(app.label, target.name, appRun))
    if (nginx && result.nginx) {
      const nginxTurns = turns.get(nginx) ?? []
      const nginxRun = combined(`${nginx.baseURL}${nginx.pathOf(target)}`, nginxTurns)
      result.nginx[target.name] = nginxRun
      result.ratios[target.name] = (turns.get(app) ?? []).map((each, index) => round((each.rps / (nginxTurns[index]?.rps ?? Number.NaN)) * 100, 1))
      log(describe(nginx.label, target.name, nginxRun))
      log(`  app ÷ nginx, ${target.name}: ${round(median(result.ratios[target.name] ?? []), 1)} % (turn pairs ${result.ratios[target.name]?.join(', ')} %)`)
    }
  }
  return result
}

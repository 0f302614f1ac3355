/**
 * Two servers (or two ways of asking one) loaded side by side: an uncounted warm-up turn each,
 * then turn pairs in alternating order, with the CPU each side's processes used.
 */
import { cpuMs, processTree } from './rss'
import { median, round } from './util'
import { wrk, type WrkResult } from './wrk'

export type Side = {
  label: string
  url: string
  /** The processes serving this side (their trees' CPU is counted). */
  pids: readonly number[]
  /** A wrk Lua script that makes each request (bench/wrk.ts's writeScript). */
  script?: string
}

export type TurnSettings = {
  turns: number
  /** Seconds of each counted turn (whole seconds: wrk's unit). */
  turnSeconds: number
  /** Seconds of the uncounted first turn of each side (V8 optimizing the path, caches filled). */
  warmSeconds: number
  connections: number
  threads: number
  /** The core wrk is pinned to (taskset), when the servers are pinned to another one. */
  wrkCpu?: number
}

export type SideRun = WrkResult & {
  label: string
  url: string
  /** req/s of each counted turn; `rps` is their median. */
  turnRps: number[]
  /** CPU of the side's processes a request, in µs (null without processes to count). */
  cpuUsPerRequest: number | null
}

export type SideBySide = {
  first: SideRun
  second: SideRun
  /** first req/s ÷ second req/s of each turn pair, in %. */
  pairRatiosPct: number[]
  /** Their median. */
  ratioPct: number
}

type Turn = WrkResult & { cpuMs: number | null }

async function turn(side: Side, seconds: number, settings: TurnSettings): Promise<Turn> {
  const pids = side.pids.flatMap((pid) => processTree(pid))
  const before = cpuMs(pids)
  const { result } = await wrk(side.url, {
    seconds,
    connections: settings.connections,
    threads: settings.threads,
    script: side.script,
    cpu: settings.wrkCpu,
  })
  return { ...result, cpuMs: pids.length > 0 ? cpuMs(pids) - before : null }
}

/** A side's turns as one run: medians for rates and p50, the worst turn's p99 and max, every error. */
function combined(side: Side, turns: readonly Turn[]): SideRun {
  const sum = (pick: (turn: Turn) => number) => turns.reduce((total, each) => total + pick(each), 0)
  const socketErrors = { connect: 0, read: 0, write: 0, timeout: 0 }
  for (const each of turns)
    for (const key of Object.keys(socketErrors) as (keyof typeof socketErrors)[]) socketErrors[key] += each.socketErrors[key]
  const requests = sum((each) => each.requests)
  const cpu = turns.every((each) => each.cpuMs !== null) ? sum((each) => each.cpuMs ?? 0) : null
  return {
    label: side.label,
    url: side.url,
    requests,
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
    cpuUsPerRequest: cpu === null || requests === 0 ? null : round((cpu * 1000) / requests, 1),
  }
}

export function describeRun(run: SideRun): string {
  const cpu = run.cpuUsPerRequest === null ? '' : `, ${run.cpuUsPerRequest} µs CPU a request`
  return `${run.label}: ${round(run.rps, 0)} req/s (turns ${run.turnRps.join(', ')}), p50 ${round(run.p50Ms, 2)} ms, p99 ${round(run.p99Ms, 2)} ms, errors ${run.errors}${cpu}`
}

/**
 * On this shared virtual machine the same server's req/s move by a third from one few-second
 * stretch to the next: a turn of each side, back to back, meets the same stretch, so the ratio is
 * the median of the pairs' ratios. Which side goes first alternates.
 */
export async function sideBySide(first: Side, second: Side, settings: TurnSettings, log: (line: string) => void): Promise<SideBySide> {
  for (const side of [first, second]) await turn(side, settings.warmSeconds, settings)
  const turns = new Map<Side, Turn[]>([
    [first, []],
    [second, []],
  ])
  for (let pair = 0; pair < settings.turns; pair += 1) {
    for (const side of pair % 2 === 0 ? [first, second] : [second, first])
      turns.get(side)?.push(await turn(side, settings.turnSeconds, settings))
  }
  const firstTurns = turns.get(first) ?? []
  const secondTurns = turns.get(second) ?? []
  const pairRatiosPct = firstTurns.map((each, index) => round((each.rps / (secondTurns[index]?.rps ?? Number.NaN)) * 100, 1))
  const result = {
    first: combined(first, firstTurns),
    second: combined(second, secondTurns),
    pairRatiosPct,
    ratioPct: round(median(pairRatiosPct), 1),
  }
  log(`  ${describeRun(result.first)}`)
  log(`  ${describeRun(result.second)}`)
  log(`  ${first.label} ÷ ${second.label}: ${result.ratioPct} % (turn pairs ${pairRatiosPct.join(', ')} %)`)
  return result
}

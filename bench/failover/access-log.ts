/** Reads nginx's access log (the template's `expo_site` format) of the load: what failed, who answered when. */
import fs from 'node:fs'
import readline from 'node:readline'

export const PHASES = ['beforeKill', 'whileDown', 'afterRestart'] as const
export type Phase = (typeof PHASES)[number]

/** Epoch ms: the load's start, the signal that stops instance 1, and its restart. */
export type Timeline = { loadStart: number; killedAt: number; restartedAt: number }

export type AccessLogSummary = {
  /** Lines logged from the load's start on. */
  requests: number
  serverErrors: number
  badGateway: number
  /** 499: wrk closing its connections at the end of the run with requests in flight. */
  clientClosed: number
  /** Answered by an instance after a failed try on another one. */
  retried: number
  /** Requests per answering instance (`host:port`, or `nginx cache`) and phase. */
  perInstance: Map<string, Record<Phase, number>>
  /** The first lines that failed (status ≥ 400 other than 499), as logged. */
  failures: string[]
  /** The 5 slowest requests (nginx's request time), slowest first: when they ended (epoch ms), as logged. */
  slowest: { seconds: number; endedAt: number; line: string }[]
}

const LINE = /^\S+ - \S+ \[[^\]]*\] "[^"]*" (\d{3}) .* rt=([\d.]+) upstream="([^"]*)" upstream_status="[^"]*" request_id=\S+ msec=([\d.]+)$/

function phaseOf(ms: number, timeline: Timeline): Phase {
  if (ms < timeline.killedAt) return 'beforeKill'
  return ms < timeline.restartedAt ? 'whileDown' : 'afterRestart'
}

export async function summarizeAccessLog(file: string, timeline: Timeline): Promise<AccessLogSummary> {
  const summary: AccessLogSummary = {
    requests: 0,
    serverErrors: 0,
    badGateway: 0,
    clientClosed: 0,
    retried: 0,
    perInstance: new Map(),
    failures: [],
    slowest: [],
  }
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })
  for await (const line of lines) {
    const match = LINE.exec(line)
    if (!match) throw new Error(`${file}: a line not in the expo_site format: ${line}`)
    const [, statusText = '', requestTime = '', upstream = '', seconds = ''] = match
    const ms = Number(seconds) * 1000
    if (ms < timeline.loadStart) continue
    const status = Number(statusText)
    summary.requests += 1
    if (status >= 500) summary.serverErrors += 1
    if (status === 502) summary.badGateway += 1
    if (status === 499) summary.clientClosed += 1
    else if (status >= 400 && summary.failures.length < 10) summary.failures.push(line)
    const took = Number(requestTime)
    if (summary.slowest.length < 5 || took > (summary.slowest.at(-1)?.seconds ?? 0)) {
      summary.slowest = [...summary.slowest, { seconds: took, endedAt: ms, line }].sort((a, b) => b.seconds - a.seconds).slice(0, 5)
    }
    // "a, b" (or "a : b" across an internal redirect): every instance tried, the last one answered.
    const tried = upstream.split(/\s*[,:]\s+/)
    if (tried.length > 1) summary.retried += 1
    const answered = upstream === '-' ? 'nginx cache' : (tried.at(-1) ?? upstream)
    const counts = summary.perInstance.get(answered) ?? { beforeKill: 0, whileDown: 0, afterRestart: 0 }
    counts[phaseOf(ms, timeline)] += 1
    summary.perInstance.set(answered, counts)
  }
  return summary
}

/** Verdicts against the goals, the printed tables and bench/results/latest.json. */
import fs from 'node:fs'
import path from 'node:path'

import type { EdgeComparison } from './edge'
import type { FirstLoadJs } from './first-load-js'
import type { HitComparison } from './hits'
import type { LighthouseSummary } from './lighthouse'
import type { SideRun } from './load'
import type { MissResult } from './misses'
import { GOALS } from './targets'
import { round } from './util'

export type Verdict = { name: string; value: string; goal: string; pass: boolean }

export const passMiss = (pass: boolean) => (pass ? 'PASS' : 'MISS')

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

const ms = (value: number) => (Number.isFinite(value) ? round(value, 2).toFixed(2) : '–')
const count = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–')
/** Errors of the measured turns and of the check run (socket errors, statuses ≥ 400 or outside 2xx). */
const errorsOf = (run: SideRun, comparison: HitComparison) => run.errors + comparison.check.non2xx

/**
 * One table for a side-by-side step: both sides' req/s, latencies, bytes an answer and CPU a
 * request; then what the check run of the first side saw (`cacheHeader`: the header it counted).
 */
export function printComparison(comparison: HitComparison, cacheHeader = 'X-Cache'): string {
  const sides = [
    [comparison.first, comparison.firstWireBytes],
    [comparison.second, comparison.secondWireBytes],
  ] as const
  const figures = table(
    ['', 'req/s', 'turns', 'p50 ms', 'p99 ms', 'B an answer', 'CPU µs/req', 'errors'],
    sides.map(([run, bytes]) => [
      run.label,
      count(run.rps),
      run.turnRps.join(', '),
      ms(run.p50Ms),
      ms(run.p99Ms),
      String(bytes),
      run.cpuUsPerRequest === null ? '–' : String(run.cpuUsPerRequest),
      String(run.errors),
    ]),
  )
  const check = comparison.check
  return `${figures}\ncheck run, ${comparison.first.label}: ${cacheHeader} HIT ${check.hit}, MISS ${check.miss}, other or none ${check.none}; outside 2xx ${check.non2xx}`
}

/** `sent`: per URL, the body the uncached server sent to `Accept-Encoding: br, gzip` (what wrk received). */
/** A CPU time a render; none when there was no render to divide by. */
const cpu = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '–')

export function printMisses(misses: readonly MissResult[], sent: ReadonlyMap<string, string> = new Map()): string {
  return table(
    ['page', 'renders/s', 'p50 ms', 'p99 ms', 'CPU ms (thread / process)', 'HTML B', 'br B', 'sent', 'url'],
    misses.map((miss) => [
      miss.page,
      round(miss.rendersPerSecond, 1).toFixed(1),
      ms(miss.p50Ms),
      ms(miss.p99Ms),
      `${cpu(miss.threadCpuMs)} / ${cpu(miss.processCpuMs)}`,
      String(miss.htmlBytes),
      String(miss.brotliBytes),
      sent.get(miss.url) ?? '–',
      miss.url,
    ]),
  )
}

/**
 * The check run's answers that were not cache hits: a render (X-Cache: MISS) is expected once a
 * minute per page, when the entry's 60 s are over and one request refreshes it; one without the
 * header did not come from the cache at all.
 */
function rendersVerdict(name: string, comparison: HitComparison): Verdict {
  const { hit, miss, none } = comparison.check
  return {
    name: `${name}: answers not from the cache`,
    value: `MISS ${miss}, no X-Cache ${none} (of ${hit + miss + none})`,
    goal: 'MISS ≤ 1, none without',
    pass: miss <= 1 && none === 0,
  }
}

export function hitVerdicts(hits: HitComparison): Verdict[] {
  const errors = errorsOf(hits.first, hits)
  return [
    {
      name: 'W2 /home hits: app ÷ bare Node',
      value: `${hits.ratioPct} %`,
      goal: `≥ ${GOALS.minHitRatioPct} %`,
      pass: hits.ratioPct >= GOALS.minHitRatioPct,
    },
    {
      name: 'W2 /home hits: app p99',
      value: `${ms(hits.first.p99Ms)} ms`,
      goal: `≤ ${GOALS.maxHitP99Ms} ms`,
      pass: hits.first.p99Ms <= GOALS.maxHitP99Ms,
    },
    { name: 'W2 /home hits: app errors', value: String(errors), goal: String(GOALS.maxErrors), pass: errors <= GOALS.maxErrors },
    rendersVerdict('W2 /home hits', hits),
  ]
}

export function edgeVerdicts(edge: EdgeComparison): Verdict[] {
  const errors = errorsOf(edge.first, edge)
  return [
    {
      name: "W2 /home through the guide's nginx ÷ nginx from a file",
      value: `${edge.ratioPct} %`,
      goal: `≥ ${GOALS.minEdgeRatioPct} %`,
      pass: edge.ratioPct >= GOALS.minEdgeRatioPct,
    },
    {
      name: "W2 /home through the guide's nginx: errors",
      value: String(errors),
      goal: String(GOALS.maxErrors),
      pass: errors <= GOALS.maxErrors,
    },
  ]
}

export function bustingVerdicts(busting: HitComparison, page: string): Verdict[] {
  const errors = errorsOf(busting.first, busting)
  return [
    {
      name: `W3 ${page}&r=<random> ÷ plain hit`,
      value: `${busting.ratioPct} %`,
      goal: `≥ ${GOALS.minBustingRatioPct} %`,
      pass: busting.ratioPct >= GOALS.minBustingRatioPct,
    },
    {
      name: 'W3 random parameter: p99',
      value: `${ms(busting.first.p99Ms)} ms`,
      goal: `≤ ${GOALS.maxHitP99Ms} ms`,
      pass: busting.first.p99Ms <= GOALS.maxHitP99Ms,
    },
    rendersVerdict('W3 random parameter', busting),
    { name: 'W3 random parameter: errors', value: String(errors), goal: String(GOALS.maxErrors), pass: errors <= GOALS.maxErrors },
  ]
}

export function missVerdicts(misses: readonly MissResult[]): Verdict[] {
  return misses
    .filter((miss) => (GOALS.missPages as readonly string[]).includes(miss.page))
    .flatMap((miss) => [
      {
        name: `W4 ${miss.page} misses: renders/s`,
        value: round(miss.rendersPerSecond, 1).toFixed(1),
        goal: `≥ ${GOALS.minRendersPerSecond}`,
        pass: miss.rendersPerSecond >= GOALS.minRendersPerSecond,
      },
      {
        name: `W4 ${miss.page} misses: CPU a render, serving thread`,
        value: `${cpu(miss.threadCpuMs)} ms (whole process ${cpu(miss.processCpuMs)} ms)`,
        goal: `≤ ${GOALS.maxRenderCpuMs} ms`,
        pass: miss.threadCpuMs <= GOALS.maxRenderCpuMs,
      },
      {
        name: `W4 ${miss.page} misses: p99`,
        value: `${ms(miss.p99Ms)} ms`,
        goal: `≤ ${GOALS.maxMissP99Ms} ms`,
        pass: miss.p99Ms <= GOALS.maxMissP99Ms,
      },
    ])
}

export function lighthouseVerdicts(summaries: readonly LighthouseSummary[]): Verdict[] {
  return summaries.flatMap((summary) => {
    const performanceGoal = summary.formFactor === 'mobile' ? GOALS.mobilePerformance : GOALS.desktopPerformance
    const categories = [
      ['performance', summary.median.performance, performanceGoal],
      ['accessibility', summary.median.accessibility, GOALS.otherCategories],
      ['best-practices', summary.median.bestPractices, GOALS.otherCategories],
      ['SEO', summary.median.seo, GOALS.otherCategories],
    ] as const
    return categories.map(([name, value, goal]) => ({
      name: `Lighthouse ${summary.page} ${summary.formFactor} ${name}`,
      value: String(value),
      goal: goal === 100 ? '100' : `≥ ${goal}`,
      pass: value >= goal,
    }))
  })
}

export function printLighthouse(summaries: readonly LighthouseSummary[]): string {
  return table(
    ['page', 'form factor', 'perf', 'a11y', 'best-pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS'],
    summaries.map(({ page, formFactor, median }) => [
      page,
      formFactor,
      String(median.performance),
      String(median.accessibility),
      String(median.bestPractices),
      String(median.seo),
      count(median.lcpMs),
      count(median.tbtMs),
      median.cls.toFixed(3),
    ]),
  )
}

export function printFirstLoadJs(result: FirstLoadJs): string {
  const kB = (bytes: number) => (bytes / 1000).toFixed(1)
  return table(
    ['chunk', 'raw kB', 'gzip kB'],
    [
      ...result.chunks.map((chunk) => [chunk.url, kB(chunk.rawBytes), kB(chunk.gzipBytes)]),
      ['total', kB(result.rawBytes), kB(result.gzipBytes)],
      ...result.noModule.map((chunk) => [`not counted (nomodule): ${chunk.url}`, kB(chunk.rawBytes), kB(chunk.gzipBytes)]),
    ],
  )
}

export function printVerdicts(verdicts: readonly Verdict[]): string {
  return table(
    ['goal', 'value', 'target', 'verdict'],
    verdicts.map((verdict) => [verdict.name, verdict.value, verdict.goal, passMiss(verdict.pass)]),
  )
}

export function writeResults(file: string, results: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
}

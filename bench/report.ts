/** Verdicts against issue 6's goals, the printed tables and bench/results/latest.json. */
import fs from 'node:fs'
import path from 'node:path'

import type { FirstLoadJs } from './first-load-js'
import type { LighthouseSummary } from './lighthouse'
import type { SideBySide } from './load'
import { GOALS, type Target } from './targets'
import { median, round } from './util'

export type Verdict = { name: string; value: string; goal: string; pass: boolean }

export type ComparisonRow = {
  target: Target['name']
  path: string
  appRps: number
  nginxRps: number | null
  /** Median of `turnRatiosPct`. */
  ratioPct: number | null
  turnRatiosPct: number[]
  appP50Ms: number
  appP99Ms: number
  nginxP50Ms: number | null
  nginxP99Ms: number | null
  appErrors: number
  nginxErrors: number | null
  xCacheHitPct: number | null
}

export const passMiss = (pass: boolean) => (pass ? 'PASS' : 'MISS')

export function table(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)))
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join('  ')
  return [line(headers), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n')
}

const ms = (value: number | null) => (value === null || !Number.isFinite(value) ? '–' : round(value, 2).toFixed(2))
const count = (value: number | null) => (value === null || !Number.isFinite(value) ? '–' : String(Math.round(value)))

/** One row per target; the ratio is the median of the turn pairs' ratios (bench/load.ts). */
export function compare(targets: readonly Target[], load: SideBySide): ComparisonRow[] {
  return targets.flatMap((target) => {
    const own = load.app[target.name]
    if (!own) return []
    const reference = load.nginx?.[target.name] ?? null
    const ratios = load.ratios[target.name] ?? []
    const check = own.cacheCheck
    const checked = check ? check.hit + check.miss + check.none : 0
    return [
      {
        target: target.name,
        path: target.path,
        appRps: own.rps,
        nginxRps: reference?.rps ?? null,
        ratioPct: reference && ratios.length > 0 ? round(median(ratios), 1) : null,
        turnRatiosPct: ratios,
        appP50Ms: own.p50Ms,
        appP99Ms: own.p99Ms,
        nginxP50Ms: reference?.p50Ms ?? null,
        nginxP99Ms: reference?.p99Ms ?? null,
        appErrors: own.errors + (check?.non2xx ?? 0),
        nginxErrors: reference?.errors ?? null,
        xCacheHitPct: checked > 0 && check ? round((check.hit / checked) * 100, 1) : null,
      },
    ]
  })
}

export function loadVerdicts(rows: readonly ComparisonRow[]): Verdict[] {
  return rows.flatMap((row) => {
    const verdicts: Verdict[] = [
      {
        name: `${row.target} req/s vs nginx`,
        value: row.ratioPct === null ? 'no nginx' : `${row.ratioPct} %`,
        goal: `≥ ${GOALS.minRatioPct} %`,
        pass: row.ratioPct !== null && row.ratioPct >= GOALS.minRatioPct,
      },
    ]
    verdicts.push({ name: `${row.target} p99`, value: `${ms(row.appP99Ms)} ms`, goal: `≤ ${GOALS.maxP99Ms} ms`, pass: row.appP99Ms <= GOALS.maxP99Ms })
    verdicts.push({ name: `${row.target} errors`, value: String(row.appErrors), goal: '0', pass: row.appErrors <= GOALS.maxErrors })
    return verdicts
  })
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

export function printComparison(rows: readonly ComparisonRow[]): string {
  return table(
    ['target', 'app req/s', 'nginx req/s', 'app/nginx', 'pairs', 'app p50', 'app p99', 'nginx p50', 'nginx p99', 'app err', 'nginx err', 'X-Cache HIT'],
    rows.map((row) => [
      row.target,
      count(row.appRps),
      count(row.nginxRps),
      row.ratioPct === null ? '–' : `${row.ratioPct.toFixed(1)} %`,
      row.turnRatiosPct.length === 0 ? '–' : `${Math.min(...row.turnRatiosPct)}–${Math.max(...row.turnRatiosPct)} %`,
      ms(row.appP50Ms),
      ms(row.appP99Ms),
      ms(row.nginxP50Ms),
      ms(row.nginxP99Ms),
      String(row.appErrors),
      count(row.nginxErrors),
      row.xCacheHitPct === null ? '–' : `${row.xCacheHitPct} %`,
    ]),
  )
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
    ['goal (issues 6, 14, 16)', 'value', 'target', 'verdict'],
    verdicts.map((verdict) => [verdict.name, verdict.value, verdict.goal, passMiss(verdict.pass)]),
  )
}

export function writeResults(file: string, results: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
}

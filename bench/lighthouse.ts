/** Lighthouse 12 (Node 20) against the running app, a fresh headless Chromium per run. */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/helpers/chromium'

import { isStopping, onCleanup } from './cleanup'
import { BROWSER_ENCODING, getRaw, median } from './util'

export type FormFactor = 'mobile' | 'desktop'

export type LighthouseScores = {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
}

export type LighthouseSummary = {
  /** Path and query of the page, e.g. /home. */
  page: string
  formFactor: FormFactor
  runs: LighthouseScores[]
  /** Each figure's own median over the runs. */
  median: LighthouseScores
  warnings: string[]
  /** Audits under 100 % in the median run of each category, to say what to fix. */
  failingAudits: string[]
  /** The median run's LCP element and its phases, and its largest savings opportunities. */
  diagnostics: string[]
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)
const numeric = (lhr: Lhr, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN

function scoresOf(lhr: Lhr): LighthouseScores {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  }
}

/** What an audit's details name first: an element's snippet, or a message and its URL. */
function detailOf(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null
  const record = item as Record<string, unknown>
  const node = record.node as Record<string, unknown> | undefined
  const location = record.sourceLocation as Record<string, unknown> | undefined
  const parts = [node?.snippet ?? record.description, record.url ?? location?.url].filter((part) => typeof part === 'string')
  return parts.length > 0 ? parts.join(' ').slice(0, 200) : null
}

/** Audits that lost points: "category: audit-id (score, value) [first items]". */
function failingAudits(lhr: Lhr): string[] {
  const failing: string[] = []
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id]
      if (!audit || audit.score === null || audit.score >= 1) continue
      if (audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'notApplicable') continue
      if (ref.weight === 0 && id === 'performance') continue
      const details = audit.details && 'items' in audit.details && Array.isArray(audit.details.items) ? audit.details.items : []
      const items = details
        .slice(0, 3)
        .map(detailOf)
        .filter((text) => text !== null)
      const value = audit.displayValue ? `, ${audit.displayValue}` : ''
      failing.push(`${id}: ${ref.id} (${Math.round(audit.score * 100)}${value})${items.length > 0 ? ` [${items.join(' | ')}]` : ''}`)
    }
  }
  return failing
}

const asRecords = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object') : []

/** "LCP element: <img …>; TTFB 12 ms, Load Delay …" and "opportunity: id ~ms, KiB" lines. */
function diagnosticsOf(lhr: Lhr): string[] {
  const lines: string[] = []
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as Record<string, unknown> | undefined
  const [elements, phases] = asRecords(lcp?.items)
  const node = asRecords(elements?.items)[0]?.node as Record<string, unknown> | undefined
  const timing = asRecords(phases?.items).map((phase) => `${String(phase.phase)} ${Math.round(Number(phase.timing))} ms`)
  if (node) lines.push(`LCP element: ${String(node.snippet).slice(0, 160)}${timing.length > 0 ? ` — ${timing.join(', ')}` : ''}`)
  const opportunities = Object.values(lhr.audits).flatMap((audit) => {
    const details = audit.details as Record<string, unknown> | undefined
    const ms = Number(details?.overallSavingsMs ?? 0)
    const bytes = Number(details?.overallSavingsBytes ?? 0)
    return details?.type === 'opportunity' && (ms > 0 || bytes > 0) ? [{ id: audit.id, ms, bytes }] : []
  })
  for (const { id, ms, bytes } of opportunities.sort((a, b) => b.ms - a.ms || b.bytes - a.bytes).slice(0, 5)) {
    lines.push(`opportunity: ${id} ~${Math.round(ms)} ms, ${Math.round(bytes / 1024)} KiB`)
  }
  return lines
}

async function runOnce(url: string, formFactor: FormFactor): Promise<Lhr> {
  // handleSIGINT off: chrome-launcher's own handler would exit before our cleanup ran.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  })
  const unregister = onCleanup(() => chrome.kill())
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      formFactor === 'desktop' ? desktopConfig : undefined,
    )
    if (!result) throw new Error('Lighthouse returned no result')
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    return result.lhr
  } finally {
    chrome.kill()
    unregister()
  }
}

export async function runLighthouse(
  baseURL: string,
  page: string,
  formFactor: FormFactor,
  runs: number,
  log: (line: string) => void,
): Promise<LighthouseSummary> {
  const reports: Lhr[] = []
  for (let run = 1; run <= runs; run += 1) {
    // As a visitor finds it on a site with traffic: in the response cache (an entry lives 60 s,
    // so one run's page may have expired by the next; a first visitor after an edit waits for
    // one render, which the load figures' warm-up excludes too).
    await getRaw(`${baseURL}${page}`, BROWSER_ENCODING)
    const lhr = await runOnce(`${baseURL}${page}`, formFactor).catch(async (error: unknown) => {
      // Lighthouse's own trace recording fails now and then (NO_NAVSTART, NO_FCP): one more try,
      // unless the bench is being stopped (its cleanup killed Chromium).
      if (isStopping()) throw error
      log(`  ${page} ${formFactor} run ${run}/${runs}: ${error instanceof Error ? error.message : String(error)}; running it again`)
      await getRaw(`${baseURL}${page}`, BROWSER_ENCODING)
      return runOnce(`${baseURL}${page}`, formFactor)
    })
    const scores = scoresOf(lhr)
    log(
      `  ${page} ${formFactor} run ${run}/${runs}: perf ${scores.performance}, a11y ${scores.accessibility}, bp ${scores.bestPractices}, ` +
        `seo ${scores.seo}, LCP ${Math.round(scores.lcpMs)} ms, TBT ${Math.round(scores.tbtMs)} ms, CLS ${scores.cls.toFixed(3)}`,
    )
    reports.push(lhr)
  }
  const all = reports.map(scoresOf)
  const pick = (key: keyof LighthouseScores) => median(all.map((scores) => scores[key]))
  const medianScores: LighthouseScores = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  }
  // The run whose performance score is the median one stands for the audit list.
  const order = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const typical = order[Math.floor(order.length / 2)]
  return {
    page,
    formFactor,
    runs: all,
    median: medianScores,
    warnings: [...new Set(reports.flatMap((lhr) => lhr.runWarnings.map(String)))],
    failingAudits: typical ? failingAudits(typical) : [],
    diagnostics: typical ? diagnosticsOf(typical) : [],
  }
}

/** Lighthouse 12 (Node 20) against the running app, a fresh headless Chromium per run. */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig } from 'lighthouse'

import { onCleanup } from './cleanup'
import { median } from './util'

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

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
  formFactor: FormFactor
  runs: LighthouseScores[]
  /** Each figure's own median over the runs. */
  median: LighthouseScores
  warnings: string[]
  /** Audits under 100 % in the median run of each category, to say what to fix. */
  failingAudits: string[]
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

/** What an audit's details name first: an element's snippet, a URL or a console message. */
function detailOf(item: unknown): string | null {
  if (!item || typeof item !== 'object') return null
  const record = item as Record<string, unknown>
  const node = record.node as Record<string, unknown> | undefined
  const text = node?.snippet ?? record.description ?? record.url ?? record.source
  return typeof text === 'string' ? text.slice(0, 160) : null
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
      const items = details.slice(0, 3).map(detailOf).filter((text) => text !== null)
      const value = audit.displayValue ? `, ${audit.displayValue}` : ''
      failing.push(`${id}: ${ref.id} (${Math.round(audit.score * 100)}${value})${items.length > 0 ? ` [${items.join(' | ')}]` : ''}`)
    }
  }
  return failing
}

async function runOnce(url: string, formFactor: FormFactor): Promise<Lhr> {
  // handleSIGINT off: chrome-launcher's own handler would exit before our cleanup ran.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS, handleSIGINT: false, logLevel: 'silent' })
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

export async function runLighthouse(url: string, formFactor: FormFactor, runs: number, log: (line: string) => void): Promise<LighthouseSummary> {
  const reports: Lhr[] = []
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await runOnce(url, formFactor)
    const scores = scoresOf(lhr)
    log(
      `  ${formFactor} run ${run}/${runs}: perf ${scores.performance}, a11y ${scores.accessibility}, bp ${scores.bestPractices}, ` +
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
    formFactor,
    runs: all,
    median: medianScores,
    warnings: [...new Set(reports.flatMap((lhr) => lhr.runWarnings.map(String)))],
    failingAudits: typical ? failingAudits(typical) : [],
  }
}

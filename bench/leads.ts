/**
 * npm run bench:leads (L7): the show floor's booths scanning badges. The production server on a
 * throwaway SQLite database with BENCH_LEADS_VISITORS (1000) visitors and BENCH_LEADS_EXHIBITORS
 * (20) exhibitors, each with a booth staff account on its own phone (two keep-alive
 * connections). Online: BENCH_LEADS_RATE (50) scans a second between the booths for
 * BENCH_LEADS_SECONDS (60) s, sent on time whether or not the ones before were answered; one
 * scan in ten is a visitor the booth met before (a second visit, not a second lead). Each scan
 * is timed from the moment it is due to its answer. Offline: one more booth's phone syncs 200
 * scans made without a network (150 visitors, 50 of them twice) in one batch, then sends the
 * same batch again, as a phone that lost the first answer would. Afterwards the database is
 * counted: every scan stored once, one lead per visitor per booth. The server's CPU time over the
 * online minute, divided by the scans, is the cost of a scan on any machine, busy or not.
 * Prints the figures and writes bench/results/leads.json; exits 0 whatever they are.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { prepareApp, ROOT, startApp } from './app'
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup'
import { type PlannedScan, planScans } from './leads-plan'
import { runChild } from './process'
import { cpuMs, mainThreadCpuMs, processTree } from './rss'
import { envNumber, percentile, round, sleep } from './util'

const VISITORS = envNumber('BENCH_LEADS_VISITORS', 1000)
const EXHIBITORS = envNumber('BENCH_LEADS_EXHIBITORS', 20)
const RATE = envNumber('BENCH_LEADS_RATE', 50)
const SECONDS = envNumber('BENCH_LEADS_SECONDS', 60)
const OFFLINE_SCANS = 200
const OFFLINE_VISITORS = 150
const GOAL_P99_MS = 150
const RESULTS = path.join(ROOT, 'bench/results/leads.json')

type Answered = PlannedScan & { ms: number; status: number; visit: string }
type Floor = { badges: string[]; accounts: { email: string; password: string; exhibitor: number }[] }

const log = (message: string) => console.log(`[bench:leads] ${message}`)

/** One request from a booth's phone over its own keep-alive connections. */
function post(agent: http.Agent, url: string, token: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const data = JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        timeout: 30_000,
        headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data) },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString()
          resolve({ status: response.statusCode ?? 0, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> })
        })
      },
    )
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')))
    request.on('error', reject)
    request.end(data)
  })
}

/** The outcomes of a sync's answer, counted by kind. */
function syncOutcomes(body: Record<string, unknown>): Record<string, number> {
  const results = (body.results ?? body.scans ?? []) as { outcome?: string; status?: string }[]
  const counts: Record<string, number> = {}
  for (const result of results) {
    const outcome = String(result.outcome ?? result.status ?? 'unknown')
    counts[outcome] = (counts[outcome] ?? 0) + 1
  }
  return counts
}

async function main() {
  installSignalHandlers()
  const app = await prepareApp(log)
  onCleanup(() => fs.rmSync(app.appDir, { recursive: true, force: true }))
  onCleanup(() => fs.rmSync(app.dataDir, { recursive: true, force: true }))
  const floorFile = path.join(app.dataDir, 'floor.json')
  log(`registering ${VISITORS} visitors and ${EXHIBITORS + 1} booths (bench/leads-visitors.ts)…`)
  await runChild('leads-visitors', 'npx', ['tsx', 'bench/leads-visitors.ts', floorFile], {
    cwd: app.appDir,
    env: { ...app.env, BENCH_LEADS_VISITORS: String(VISITORS), BENCH_LEADS_EXHIBITORS: String(EXHIBITORS + 1) },
  })
  const floor = JSON.parse(fs.readFileSync(floorFile, 'utf8')) as Floor

  const running = await startApp(app)
  onCleanup(() => running.child.stop())
  const { baseURL } = running
  const call = async (token: string, pathname: string, body?: unknown) => {
    const response = await fetch(baseURL + pathname, {
      method: body ? 'POST' : 'GET',
      headers: { ...(token ? { Authorization: `JWT ${token}` } : {}), 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const signIn = async (collection: string, email: string, password: string) =>
    (await call('', `/api/${collection}/login`, { email, password })).body.token as string
  const admin = await signIn('users', 'bench@example.com', 'Bench-password-123')
  const booths: { token: string; agent: http.Agent; exhibitor: number }[] = []
  for (const account of floor.accounts) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    onCleanup(() => agent.destroy())
    booths.push({ token: await signIn('exhibitor-accounts', account.email, account.password), agent, exhibitor: account.exhibitor })
  }
  const offlineBooth = booths.pop()
  if (!offlineBooth) throw new Error('no booth for the offline phone')

  const scans = planScans({ total: RATE * SECONDS, rate: RATE, booths: booths.length, visitors: VISITORS })
  const pairs = new Set(scans.map((scan) => `${scan.booth}:${scan.badge}`))
  log(
    `sending ${scans.length} scans at ${RATE}/s across ${booths.length} booths for ${SECONDS} s (load average ${os
      .loadavg()
      .map((n) => round(n, 2))
      .join(' ')})…`,
  )
  const loadBefore = os.loadavg()
  // The server's CPU over the online minute: what a scan costs, whatever the machine's load makes of the wait.
  const serverPids = processTree(running.child.pid)
  const cpuBefore = { all: cpuMs(serverPids), main: mainThreadCpuMs(running.child.pid) }
  const started = performance.now()
  const answered = await Promise.all(
    scans.map(async (scan): Promise<Answered> => {
      const due = started + scan.at
      await sleep(Math.max(0, due - performance.now()))
      const booth = booths[scan.booth]
      if (!booth) throw new Error(`no booth ${scan.booth}`)
      try {
        const { status, body } = await post(booth.agent, `${baseURL}/api/leads/scan`, booth.token, {
          code: floor.badges[scan.badge],
          via: 'camera',
          device: `展位${scan.booth}-手机`,
          scanId: scan.scanId,
        })
        return { ...scan, ms: performance.now() - due, status, visit: String(body.visit) }
      } catch {
        return { ...scan, ms: performance.now() - due, status: 0, visit: 'error' }
      }
    }),
  )
  const cpuAfter = { all: cpuMs(serverPids), main: mainThreadCpuMs(running.child.pid) }
  const loadAfter = os.loadavg()
  const wallSeconds = round((performance.now() - started) / 1000)

  // Offline: 200 scans queued on one phone (150 visitors, the first 50 met twice), synced, then the same batch again.
  const offlineStart = Date.now() - 3_600_000
  const queued = Array.from({ length: OFFLINE_SCANS }, (_, index) => ({
    code: floor.badges[(VISITORS - 1 - (index % OFFLINE_VISITORS)) % VISITORS],
    via: 'camera',
    scanId: randomUUID(),
    scannedAt: new Date(offlineStart + index * 1000).toISOString(),
  }))
  const syncStarted = performance.now()
  const firstSync = await post(offlineBooth.agent, `${baseURL}/api/leads/sync`, offlineBooth.token, { device: '离线手机', scans: queued })
  const syncMs = round(performance.now() - syncStarted)
  const replay = await post(offlineBooth.agent, `${baseURL}/api/leads/sync`, offlineBooth.token, { device: '离线手机', scans: queued })

  // In the database (the admin reads every lead and scan): each scan once, one lead per visitor per booth.
  const total = async (collection: string, where = '') =>
    (await call(admin, `/api/${collection}?limit=0&depth=0${where}`)).body.totalDocs as number
  const offlineWhere = `&where[exhibitor][equals]=${offlineBooth.exhibitor}`
  const [storedScans, storedLeads, offlineScans, offlineLeads] = await Promise.all([
    total('lead-scans'),
    total('leads'),
    total('lead-scans', offlineWhere),
    total('leads', offlineWhere),
  ])
  const latencies = answered.map((scan) => scan.ms).sort((a, b) => a - b)
  const visits = Object.fromEntries(
    [...new Set(answered.map((scan) => scan.visit))].map((visit) => [visit, answered.filter((scan) => scan.visit === visit).length]),
  )
  const results = {
    command: 'npm run bench:leads',
    source: app.source,
    visitors: VISITORS,
    booths: booths.length,
    rate: RATE,
    seconds: SECONDS,
    sent: scans.length,
    answered: answered.filter((scan) => scan.status === 200).length,
    errors: answered.filter((scan) => scan.status !== 200).length,
    visits,
    expectedLeads: pairs.size,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    wallSeconds,
    serverCpuMsPerScan: round((cpuAfter.all - cpuBefore.all) / scans.length, 2),
    serverMainThreadCpuMsPerScan: round((cpuAfter.main - cpuBefore.main) / scans.length, 2),
    offline: {
      queued: OFFLINE_SCANS,
      visitors: OFFLINE_VISITORS,
      syncStatus: firstSync.status,
      syncMs,
      first: syncOutcomes(firstSync.body),
      replayStatus: replay.status,
      replay: syncOutcomes(replay.body),
      storedScans: offlineScans,
      storedLeads: offlineLeads,
      lost: OFFLINE_SCANS - offlineScans,
      duplicated: Math.max(0, offlineScans - OFFLINE_SCANS) + Math.max(0, offlineLeads - OFFLINE_VISITORS),
    },
    storedScans: storedScans - offlineScans,
    storedLeads: storedLeads - offlineLeads,
    lost: scans.length - (storedScans - offlineScans),
    loadAverageBefore: loadBefore.map((n) => round(n, 2)),
    loadAverageAfter: loadAfter.map((n) => round(n, 2)),
    cpus: os.cpus().length,
  }
  const pass =
    results.p99 <= GOAL_P99_MS &&
    results.errors === 0 &&
    results.lost === 0 &&
    results.storedLeads === pairs.size &&
    results.offline.lost === 0 &&
    results.offline.duplicated === 0 &&
    offlineLeads === OFFLINE_VISITORS
  console.log(JSON.stringify(results, null, 2))
  console.log(
    `[bench:leads] p99 ${results.p99} ms (goal ≤ ${GOAL_P99_MS} ms), server CPU ${results.serverCpuMsPerScan} ms a scan (main thread ${results.serverMainThreadCpuMsPerScan} ms), ${results.storedScans}/${scans.length} scans stored, ${results.storedLeads}/${pairs.size} leads; offline ${offlineScans}/${OFFLINE_SCANS} scans, ${offlineLeads}/${OFFLINE_VISITORS} leads after a replayed sync: ${pass ? 'PASS' : 'MISS'}`,
  )
  fs.mkdirSync(path.dirname(RESULTS), { recursive: true })
  fs.writeFileSync(RESULTS, JSON.stringify({ ...results, pass }, null, 2))
}

try {
  await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  await cleanupAll()
}

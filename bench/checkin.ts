/**
 * npm run bench:checkin (K5): the door on the day the show opens. The production server on a
 * throwaway SQLite database with BENCH_CHECKIN_VISITORS (1000) visitors registered for today;
 * four gates, each its own device and 检票员, send BENCH_CHECKIN_RATE (20) scans a second
 * between them for BENCH_CHECKIN_SECONDS (60) s, on time whether or not the ones before were
 * answered (a device keeps at most two scans in flight, the others wait for it). Every visitor is
 * scanned once; one in five is scanned at a second gate at the same moment. Measures each scan
 * from the moment it is due (the badge under the camera) to the answer, then checks in
 * the database that no scan was lost or stored twice and that every visitor was admitted once.
 * Z4: BENCH_CHECKIN_ADMITTED (20 000) visitors are admitted already when the run starts; a
 * desk's offline kit is fetched before the scans (its time and size) and again with its ETag
 * (304), and once more during the scans, when every desk asks each minute.
 * Prints the figures and writes bench/results/checkin.json; exits 0 whatever they are.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { prepareApp, ROOT, startApp } from './app'
import { cleanupAll, installSignalHandlers, onCleanup } from './cleanup'
import { runChild } from './process'
import { envNumber, percentile, round, sleep } from './util'

const VISITORS = envNumber('BENCH_CHECKIN_VISITORS', 1000)
const RATE = envNumber('BENCH_CHECKIN_RATE', 20)
const SECONDS = envNumber('BENCH_CHECKIN_SECONDS', 60)
const ADMITTED = envNumber('BENCH_CHECKIN_ADMITTED', 20_000)
const GATES = 4
const GOAL_P99_MS = 150
const RESULTS = path.join(ROOT, 'bench/results/checkin.json')

type Planned = { at: number; scanId: string; badge: number; gate: number }
type Answered = Planned & { ms: number; status: number; outcome: string }

const log = (message: string) => console.log(`[bench:checkin] ${message}`)

/** The scans in order, RATE a second: each visitor once, one in five also at the next gate in the same instant. */
function plan(total: number): Planned[] {
  const scans: Planned[] = []
  for (let badge = 0; scans.length < total; badge += 1) {
    const at = (scans.length * 1000) / RATE
    const current = badge % VISITORS
    const gate = badge % GATES
    scans.push({ at, scanId: randomUUID(), badge: current, gate })
    if (current % 5 === 0 && scans.length < total) scans.push({ at, scanId: randomUUID(), badge: current, gate: (gate + 1) % GATES })
  }
  return scans
}

/** One scan from a gate's device: its own keep-alive connections, at most two scans in flight, as a phone would. */
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
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown> }),
        )
      },
    )
    request.on('timeout', () => request.destroy(new Error('no answer within 30 s')))
    request.on('error', reject)
    request.end(data)
  })
}

async function main() {
  installSignalHandlers()
  const app = await prepareApp(log)
  onCleanup(() => fs.rmSync(app.appDir, { recursive: true, force: true }))
  onCleanup(() => fs.rmSync(app.dataDir, { recursive: true, force: true }))
  const badgesFile = path.join(app.dataDir, 'badges.json')
  log(`registering ${VISITORS} visitors for today (bench/checkin-visitors.ts)…`)
  await runChild('checkin-visitors', 'npx', ['tsx', 'bench/checkin-visitors.ts', badgesFile], {
    cwd: app.appDir,
    env: { ...app.env, BENCH_CHECKIN_VISITORS: String(VISITORS), BENCH_CHECKIN_ADMITTED: String(ADMITTED) },
  })
  const badges = JSON.parse(fs.readFileSync(badgesFile, 'utf8')) as string[]

  const running = await startApp(app)
  onCleanup(() => running.child.stop())
  const { baseURL } = running
  const call = async (token: string, pathname: string, body?: unknown) => {
    const response = await fetch(baseURL + pathname, {
      method: body ? 'POST' : 'GET',
      headers: { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const signIn = async (email: string, password: string) => (await call('', '/api/users/login', { email, password })).body.token as string
  const admin = await signIn('bench@example.com', 'Bench-password-123')
  const gates: { gate: number; device: number; token: string; agent: http.Agent }[] = []
  for (let index = 1; index <= GATES; index += 1) {
    const gate = ((await call(admin, '/api/gates', { name: `${index}号门` })).body.doc as { id: number }).id
    const device = ((await call(admin, '/api/checkin-devices', { name: `${index}号门-A`, gate })).body.doc as { id: number }).id
    const email = `gate${index}@bench.example`
    await call(admin, '/api/users', { email, password: `Gate-bench-password-${index}`, role: 'checker', name: `检票员${index}` })
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 })
    onCleanup(() => agent.destroy())
    gates.push({ gate, device, token: await signIn(email, `Gate-bench-password-${index}`), agent })
  }

  // Z4: the offline kit a desk fetches each minute, with the show day's admissions in it.
  const kitOnce = async (etag?: string) => {
    const place = gates[0]
    if (!place) throw new Error('no gate')
    const started = performance.now()
    const response = await fetch(`${baseURL}/api/scans/kit`, {
      headers: { Authorization: `JWT ${place.token}`, ...(etag ? { 'If-None-Match': etag } : {}) },
    })
    const bytes = (await response.arrayBuffer()).byteLength
    return { status: response.status, ms: round(performance.now() - started), bytes, etag: response.headers.get('etag') ?? '' }
  }
  const kitFirst = await kitOnce()
  const kitUnchanged = await kitOnce(kitFirst.etag)
  log(`kit: ${kitFirst.bytes} bytes in ${kitFirst.ms} ms; unchanged ${kitUnchanged.status} in ${kitUnchanged.ms} ms`)

  const scans = plan(RATE * SECONDS)
  log(
    `sending ${scans.length} scans at ${RATE}/s across ${GATES} gates for ${SECONDS} s (load average ${os
      .loadavg()
      .map((n) => round(n, 2))
      .join(' ')})…`,
  )
  const started = performance.now()
  const kitDuringScans = sleep((SECONDS * 1000) / 2).then(() => kitOnce())
  const answered = await Promise.all(
    scans.map(async (scan): Promise<Answered> => {
      const due = started + scan.at
      await sleep(Math.max(0, due - performance.now()))
      const place = gates[scan.gate]
      if (!place) throw new Error(`no gate ${scan.gate}`)
      // From the moment the badge is scanned (its due time) to the answer, waiting for the device's connection included.
      try {
        const { status, body } = await post(place.agent, `${baseURL}/api/scans/check`, place.token, {
          code: badges[scan.badge],
          gate: place.gate,
          device: place.device,
          scanId: scan.scanId,
        })
        return { ...scan, ms: performance.now() - due, status, outcome: String(body.outcome) }
      } catch {
        return { ...scan, ms: performance.now() - due, status: 0, outcome: 'error' }
      }
    }),
  )
  const load = os.loadavg()
  const kitMidRun = await kitDuringScans

  const latencies = answered.map((scan) => scan.ms).sort((a, b) => a - b)
  const outcomes = Object.fromEntries(
    [...new Set(answered.map((scan) => scan.outcome))].map((outcome) => [
      outcome,
      answered.filter((scan) => scan.outcome === outcome).length,
    ]),
  )
  // In the database: every scan once (by its id), every visitor admitted once.
  const stored = (await call(admin, '/api/scans?limit=0&depth=0')).body.totalDocs as number
  const admissions = (await call(admin, '/api/scans?where[outcome][equals]=admitted&limit=0&depth=0')).body.totalDocs as number
  const results = {
    command: 'npm run bench:checkin',
    source: app.source,
    visitors: VISITORS,
    admittedBefore: ADMITTED,
    kit: { bytes: kitFirst.bytes, ms: kitFirst.ms, unchanged: kitUnchanged.status, unchangedMs: kitUnchanged.ms, midRunMs: kitMidRun.ms },
    rate: RATE,
    seconds: SECONDS,
    gates: GATES,
    sent: scans.length,
    answered: answered.filter((scan) => scan.status === 200).length,
    errors: answered.filter((scan) => scan.status !== 200).length,
    outcomes,
    storedScans: stored,
    admissions,
    lost: scans.length + ADMITTED - stored,
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    wallSeconds: round((performance.now() - started) / 1000),
    loadAverageAfter: load.map((n) => round(n, 2)),
    cpus: os.cpus().length,
  }
  const pass =
    results.p99 <= GOAL_P99_MS &&
    results.lost === 0 &&
    stored === scans.length + ADMITTED &&
    admissions === VISITORS + ADMITTED &&
    results.errors === 0
  console.log(JSON.stringify(results, null, 2))
  console.log(
    `[bench:checkin] p99 ${results.p99} ms (goal ≤ ${GOAL_P99_MS} ms) with ${ADMITTED} admitted before, kit ${kitFirst.bytes} bytes in ${kitFirst.ms} ms (unchanged: ${kitUnchanged.status}), ${stored - ADMITTED}/${scans.length} scans stored, ${admissions - ADMITTED}/${VISITORS} admitted once: ${pass ? 'PASS' : 'MISS'}`,
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

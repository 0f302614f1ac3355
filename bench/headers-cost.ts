/**
 * X1: what the security headers cost a cached page. One server (bench/headers-cost-server.ts)
 * holds the captured /home three times: as the app stored it without the security headers, with
 * them as on http, and with them as on https (HSTS added), and wrk asks for each in turn. The
 * server runs pinned to core 0 and wrk to core 1 (taskset), so the server alone is CPU-bound and
 * its req/s and CPU a request are those of its own code.
 *
 * On the development VM the same server's req/s move by ±15 % between turns a few seconds
 * apart, and two processes of the same code differ by as much (each has its own JIT luck): so
 * one process serves all three entries, the turns are short (2 s) and many, each round asks the
 * three entries back to back (the order rotating), and the cost is the median over the rounds of
 * 1 − req/s with ÷ req/s without. With one core only, both run unpinned.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build } from 'esbuild'

import { ROOT } from './app'
import { onCleanup } from './cleanup'
import { cpuMs } from './rss'
import { freePort, getRaw, median, round, warm, type RawResponse } from './util'
import { wrk } from './wrk'

const VARIANTS = [
  { name: 'without', query: 'x1=0' },
  { name: 'http', query: 'x1=1' },
  { name: 'https', query: 'x1=2' },
] as const
type Variant = (typeof VARIANTS)[number]['name']

export type HeadersCostOf = {
  /** Median req/s and CPU a request (µs) over the rounds. */
  rps: number
  cpuUs: number
  /** Bytes the security headers add to a response (names, values, ": " and CRLF). */
  headerBytes: number
  /** 1 − req/s with ÷ req/s without, median over the rounds, in %: the goal's figure. */
  costPct: number
  /** 1 − CPU a request without ÷ with, median over the rounds, in %. */
  cpuCostPct: number
  /** Each round's cost, in %. */
  rounds: number[]
}

export type HeadersCost = {
  withoutRps: number
  withoutCpuUs: number
  http: HeadersCostOf
  https: HeadersCostOf
  pinned: boolean
  bodyBytes: number
  turnSeconds: number
}

/** The page's own headers the response cache keeps (not the security ones, not per-response). */
const PAGE_HEADERS = ['content-type', 'content-language', 'link', 'x-robots-tag', 'vary'] as const

export async function measureHeadersCost(
  page: RawResponse,
  settings: { connections: number; threads: number; rounds: number },
  work: string,
  log: (line: string) => void,
): Promise<HeadersCost> {
  const bundle = path.join(work, 'headers-cost-server.mjs')
  await build({ absWorkingDir: ROOT, entryPoints: ['bench/headers-cost-server.ts'], outfile: bundle, bundle: true, packages: 'external', platform: 'node', format: 'esm', logLevel: 'warning' })
  // The bundle resolves packages from the project's node_modules.
  const runnable = path.join(ROOT, 'node_modules', '.bench-headers-cost.mjs')
  fs.copyFileSync(bundle, runnable)
  const bodyFile = path.join(work, 'home.html')
  fs.writeFileSync(bodyFile, page.body)
  const pageHeaders = Object.fromEntries(PAGE_HEADERS.flatMap((name) => (page.headers[name] === undefined ? [] : [[name, String(page.headers[name])]])))

  const pinned = os.availableParallelism() >= 2
  const port = await freePort()
  const command = pinned ? ['taskset', '-c', '0', 'node', runnable] : ['node', runnable]
  const env = { ...process.env, PORT: String(port), BODY_FILE: bodyFile, PAGE_HEADERS: JSON.stringify(pageHeaders), NODE_ENV: 'production' as const }
  const child = spawn(command[0] as string, command.slice(1), { env, stdio: ['ignore', 'pipe', 'inherit'] })
  const forget = onCleanup(() => void child.kill('SIGKILL'))
  try {
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
    const urlOf = (query: string) => `http://127.0.0.1:${port}/home?${query}`
    const headBytes: Partial<Record<Variant, number>> = {}
    for (const { name, query } of VARIANTS) {
      await warm(urlOf(query), 300)
      const sample = await getRaw(urlOf(query), { 'Accept-Encoding': 'br, gzip' })
      headBytes[name] = Object.entries(sample.headers).reduce((sum, [header, value]) => sum + header.length + String(value).length + 4, 0)
    }

    const turn = { connections: settings.connections, threads: settings.threads, ...(pinned ? { cpu: 1 } : {}) }
    // Uncounted first turns: until V8 has optimized the hit path, the first turns run slow.
    for (const { query } of VARIANTS) await wrk(urlOf(query), { ...turn, seconds: 2 })
    const rps: Record<Variant, number[]> = { without: [], http: [], https: [] }
    const cpu: Record<Variant, number[]> = { without: [], http: [], https: [] }
    const turnSeconds = 2
    for (let round = 0; round < settings.rounds; round += 1) {
      // Rotate the order, so a drift of the machine weighs on each alike.
      const order = VARIANTS.map((_, index) => VARIANTS[(index + round) % VARIANTS.length] ?? VARIANTS[0])
      for (const { name, query } of order) {
        const cpuBefore = cpuMs([child.pid ?? 0])
        const { result } = await wrk(urlOf(query), { ...turn, seconds: turnSeconds })
        rps[name].push(result.rps)
        cpu[name].push(((cpuMs([child.pid ?? 0]) - cpuBefore) * 1000) / result.requests)
        if (result.errors > 0) log(`  X1 turn ${name}: ${result.errors} errors`)
      }
    }
    const costOf = (name: 'http' | 'https'): HeadersCostOf => {
      const rounds = rps[name].map((withRps, round) => round1((1 - withRps / (rps.without[round] ?? Number.NaN)) * 100))
      const cpuCosts = cpu[name].map((withUs, round) => 1 - (cpu.without[round] ?? Number.NaN) / withUs)
      return {
        rps: round(median(rps[name]), 0),
        cpuUs: round(median(cpu[name]), 1),
        headerBytes: (headBytes[name] ?? 0) - (headBytes.without ?? 0),
        costPct: round1(median(rounds)),
        cpuCostPct: round1(median(cpuCosts) * 100),
        rounds,
      }
    }
    return {
      withoutRps: round(median(rps.without), 0),
      withoutCpuUs: round(median(cpu.without), 1),
      http: costOf('http'),
      https: costOf('https'),
      pinned,
      bodyBytes: page.body.length,
      turnSeconds,
    }
  } finally {
    child.kill('SIGKILL')
    forget()
    fs.rmSync(runnable, { force: true })
  }
}

const round1 = (value: number) => round(value, 1)

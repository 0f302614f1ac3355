/**
 * X1: what the security headers cost a cached page. The response cache's hit path serves the
 * same captured /home from two servers, its stored entry carrying the security headers or not.
 * Each server runs pinned to core 0 and wrk to core 1 (taskset), so neither shares a core with
 * the other, and the two are loaded in turns, alternately, each alone: a server alone on its
 * core is CPU-bound, and its req/s and CPU a request are those of its own code. The cost is the
 * median over the turn pairs of 1 − req/s with ÷ req/s without; the CPU a request is reported
 * beside it. With one core only, both run unpinned.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { build } from 'esbuild'

import { ROOT } from './app'
import { onCleanup } from './cleanup'
import { cpuMs } from './rss'
import { freePort, median, round, warm } from './util'
import { wrk } from './wrk'

export type HeadersCost = {
  /** req/s of each turn, and their medians. */
  withoutRps: number
  withRps: number
  turns: { withoutRps: number; withRps: number; costPct: number }[]
  /** Server CPU per request, µs (medians). */
  withoutCpuUs: number
  withCpuUs: number
  /** 1 − req/s with ÷ req/s without, median of the turn pairs, in %: the goal's figure. */
  costPct: number
  /** 1 − CPU a request without ÷ with, median of the turn pairs, in %. */
  cpuCostPct: number
  pinned: boolean
  headerBytes: number
  bodyBytes: number
}

const TURNS = 8

export async function measureHeadersCost(
  body: Buffer,
  settings: { seconds: number; connections: number; threads: number },
  work: string,
  log: (line: string) => void,
): Promise<HeadersCost> {
  const bundle = path.join(work, 'headers-cost-server.mjs')
  await build({ absWorkingDir: ROOT, entryPoints: ['bench/headers-cost-server.ts'], outfile: bundle, bundle: true, packages: 'external', platform: 'node', format: 'esm', logLevel: 'warning' })
  // The bundle resolves packages from the project's node_modules.
  const runnable = path.join(ROOT, 'node_modules', '.bench-headers-cost.mjs')
  fs.copyFileSync(bundle, runnable)
  const bodyFile = path.join(work, 'home.html')
  fs.writeFileSync(bodyFile, body)

  const pinned = os.availableParallelism() >= 2
  const variants = ['off', 'on'] as const
  const servers = await Promise.all(
    variants.map(async (variant) => {
      const port = await freePort()
      const command = pinned ? ['taskset', '-c', '0', 'node', runnable] : ['node', runnable]
      const child = spawn(command[0] as string, command.slice(1), { env: { ...process.env, PORT: String(port), HEADERS: variant, BODY_FILE: bodyFile, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] })
      const forget = onCleanup(() => void child.kill('SIGKILL'))
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
      const url = `http://127.0.0.1:${port}/home`
      await warm(url, 300)
      return { variant, child, forget, url }
    }),
  )
  const sample = await fetch(servers[1]?.url ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } })
  const headerBytes = [...sample.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)

  const seconds = Math.max(3, Math.round(settings.seconds / 3))
  // A first turn of each, not counted: until V8 has optimized the hit path, the first loaded
  // server answered 40 % below its later turns and decided the first pair alone.
  for (const { url } of servers) await wrk(url, { ...settings, seconds: 2, ...(pinned ? { cpu: 1 } : {}) })
  const turns: HeadersCost['turns'] = []
  const cpu: Record<'on' | 'off', number[]> = { on: [], off: [] }
  const rps: Record<'on' | 'off', number[]> = { on: [], off: [] }
  for (let turn = 0; turn < TURNS; turn += 1) {
    // Alternate which goes first, so a drift of the machine weighs on both alike.
    const order = turn % 2 === 0 ? servers : [...servers].reverse()
    const figures: Partial<Record<'on' | 'off', { rps: number; cpuUs: number }>> = {}
    for (const { variant, child, url } of order) {
      const cpuBefore = cpuMs([child.pid ?? 0])
      const { result } = await wrk(url, { ...settings, seconds, ...(pinned ? { cpu: 1 } : {}) })
      const cpuUs = ((cpuMs([child.pid ?? 0]) - cpuBefore) * 1000) / result.requests
      figures[variant] = { rps: result.rps, cpuUs }
      rps[variant].push(result.rps)
      cpu[variant].push(cpuUs)
      log(`  hit path, security headers ${variant}: ${round(result.rps, 0)} req/s, ${round(cpuUs, 1)} µs CPU a request, p99 ${round(result.p99Ms, 2)} ms, errors ${result.errors}`)
    }
    const withRps = figures.on?.rps ?? Number.NaN
    const withoutRps = figures.off?.rps ?? Number.NaN
    turns.push({ withRps, withoutRps, costPct: round((1 - withRps / withoutRps) * 100, 1) })
  }
  for (const { child, forget } of servers) {
    child.kill('SIGKILL')
    forget()
  }
  fs.rmSync(runnable, { force: true })
  const cpuCosts = cpu.on.map((withUs, turn) => 1 - (cpu.off[turn] ?? Number.NaN) / withUs)
  return {
    withoutRps: median(rps.off),
    withRps: median(rps.on),
    turns,
    withoutCpuUs: round(median(cpu.off), 1),
    withCpuUs: round(median(cpu.on), 1),
    costPct: round(median(turns.map((turn) => turn.costPct)), 1),
    cpuCostPct: round(median(cpuCosts) * 100, 1),
    pinned,
    headerBytes,
    bodyBytes: body.length,
  }
}

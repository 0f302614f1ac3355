/**
 * X1: what the security headers cost a cached page. The response cache's hit path serves the
 * same captured /home from two servers, its stored entry carrying the security headers or not,
 * both loaded by wrk at once (five turns) so that other work on the machine weighs on both
 * alike. The cost is read from the server's CPU per request, the median of the turns' costs:
 * on a shared machine req/s depend on the scheduler more than on the server.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { ROOT } from './app'
import { onCleanup } from './cleanup'
import { cpuMs } from './rss'
import { freePort, median, round, warm } from './util'
import { wrk } from './wrk'

export type HeadersCost = {
  withoutRps: number
  withRps: number
  /** 1 − req/s with ÷ req/s without, in %: the two servers share the machine, so the scheduler's favours show here. */
  rpsCostPct: number
  /** Server CPU per request, µs (medians). */
  withoutCpuUs: number
  withCpuUs: number
  /** 1 − CPU a request without ÷ with, median of the turns, in %: the throughput a CPU-bound server loses to the headers (the goal's figure). */
  costPct: number
  headerBytes: number
  bodyBytes: number
}

const TURNS = 5

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

  const variants = ['off', 'on'] as const
  const servers = await Promise.all(
    variants.map(async (variant) => {
      const port = await freePort()
      const child = spawn('node', [runnable], { env: { ...process.env, PORT: String(port), HEADERS: variant, BODY_FILE: bodyFile, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] })
      const forget = onCleanup(() => void child.kill('SIGKILL'))
      await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
      const url = `http://127.0.0.1:${port}/home`
      await warm(url, 300)
      return { variant, child, forget, url }
    }),
  )
  const sample = await fetch(servers[1]?.url ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } })
  const headerBytes = [...sample.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)

  const runs: Record<'on' | 'off', number[]> = { on: [], off: [] }
  const cpu: Record<'on' | 'off', number[]> = { on: [], off: [] }
  for (let turn = 0; turn < TURNS; turn += 1) {
    // Both at once: whatever else the machine does, both servers live through it together.
    const results = await Promise.all(
      servers.map(async ({ variant, child, url }) => {
        const cpuBefore = cpuMs([child.pid ?? 0])
        const { result } = await wrk(url, { ...settings, seconds: Math.max(3, Math.round(settings.seconds / 2)) })
        return { variant, result, cpuUs: ((cpuMs([child.pid ?? 0]) - cpuBefore) * 1000) / result.requests }
      }),
    )
    for (const { variant, result, cpuUs } of results) {
      runs[variant].push(result.rps)
      cpu[variant].push(cpuUs)
      log(`  hit path, security headers ${variant}: ${round(result.rps, 0)} req/s, ${round(cpuUs, 1)} µs CPU a request, p99 ${round(result.p99Ms, 2)} ms, errors ${result.errors}`)
    }
  }
  for (const { child, forget } of servers) {
    child.kill('SIGKILL')
    forget()
  }
  fs.rmSync(runnable, { force: true })
  const withoutRps = median(runs.off)
  const withRps = median(runs.on)
  const withoutCpuUs = median(cpu.off)
  const withCpuUs = median(cpu.on)
  // Each turn's two servers lived through the same moment: the cost is the median of the turns' own.
  const turnCosts = cpu.on.map((withUs, turn) => 1 - (cpu.off[turn] ?? Number.NaN) / withUs)
  return {
    withoutRps,
    withRps,
    rpsCostPct: round((1 - withRps / withoutRps) * 100, 1),
    withoutCpuUs: round(withoutCpuUs, 1),
    withCpuUs: round(withCpuUs, 1),
    // The throughput a CPU-bound server loses to them.
    costPct: round(median(turnCosts) * 100, 1),
    headerBytes,
    bodyBytes: body.length,
  }
}

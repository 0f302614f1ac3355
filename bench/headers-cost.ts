/**
 * X1: what the security headers cost a cached page. The response cache's hit path serves the
 * same captured /home with its stored entry carrying the security headers or not, loaded by wrk
 * in turns (off, on, three times each) with the same settings; the medians are compared. Beside
 * req/s it counts the server's CPU per request, which other work on the machine disturbs less.
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
  costPct: number
  /** Server CPU per request, µs (medians), and the extra share the headers take of it. */
  withoutCpuUs: number
  withCpuUs: number
  cpuCostPct: number
  headerBytes: number
  bodyBytes: number
}

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

  const runs: Record<'on' | 'off', number[]> = { on: [], off: [] }
  const cpu: Record<'on' | 'off', number[]> = { on: [], off: [] }
  let headerBytes = 0
  for (const variant of ['off', 'on', 'off', 'on', 'off', 'on'] as const) {
    const port = await freePort()
    const child = spawn('node', [runnable], { env: { ...process.env, PORT: String(port), HEADERS: variant, BODY_FILE: bodyFile, NODE_ENV: 'production' }, stdio: ['ignore', 'pipe', 'inherit'] })
    const forget = onCleanup(() => void child.kill('SIGKILL'))
    await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()))
    const url = `http://127.0.0.1:${port}/home`
    await warm(url, 300)
    const sample = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } })
    if (variant === 'on') headerBytes = [...sample.headers].reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)
    const cpuBefore = cpuMs([child.pid ?? 0])
    const { result } = await wrk(url, { ...settings, seconds: Math.max(3, Math.round(settings.seconds / 2)) })
    const cpuUs = ((cpuMs([child.pid ?? 0]) - cpuBefore) * 1000) / result.requests
    runs[variant].push(result.rps)
    cpu[variant].push(cpuUs)
    log(`  hit path, security headers ${variant}: ${round(result.rps, 0)} req/s, ${round(cpuUs, 1)} µs CPU a request, p99 ${round(result.p99Ms, 2)} ms, errors ${result.errors}`)
    child.kill('SIGKILL')
    forget()
  }
  fs.rmSync(runnable, { force: true })
  const withoutRps = median(runs.off)
  const withRps = median(runs.on)
  const withoutCpuUs = median(cpu.off)
  const withCpuUs = median(cpu.on)
  return {
    withoutRps,
    withRps,
    costPct: round((1 - withRps / withoutRps) * 100, 1),
    withoutCpuUs: round(withoutCpuUs, 1),
    withCpuUs: round(withCpuUs, 1),
    cpuCostPct: round((withCpuUs / withoutCpuUs - 1) * 100, 1),
    headerBytes,
    bodyBytes: body.length,
  }
}

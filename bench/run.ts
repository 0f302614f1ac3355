/**
 * npm run bench: the app's cache hits against a bare Node server sending the same answer, the
 * guide's nginx in front of the app against nginx serving a file, cache-busting requests against
 * plain hits, misses per page, first-load JS, Lighthouse and peak RSS, each with PASS/MISS
 * against its goal. A benchmark: it exits 0 whatever the figures. See bench/README.md.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { CHROMIUM_PATH } from '../tests/helpers/chromium'
import { SERVER_NODE_ARGS } from '../deploy/server-process.mjs'

import { prepareApp, ROOT, startApp } from './app'
import { captureHit } from './capture'
import { cleanupAll, installSignalHandlers, isStopping } from './cleanup'
import { type EdgeComparison, edgeAgainstFile } from './edge'
import { measureFirstLoadJs } from './first-load-js'
import { cacheBusting, type HitComparison, hitsAgainstBareServer } from './hits'
import { runLighthouse, type LighthouseSummary } from './lighthouse'
import type { TurnSettings } from './load'
import { measureMisses, type MissResult } from './misses'
import { NGINX } from './nginx'
import { pinTo } from './process'
import {
  bustingVerdicts,
  edgeVerdicts,
  hitVerdicts,
  lighthouseVerdicts,
  missVerdicts,
  printComparison,
  printFirstLoadJs,
  printLighthouse,
  printMisses,
  printVerdicts,
  type Verdict,
  writeResults,
} from './report'
import { RssSampler } from './rss'
import { GOALS, lighthousePath, resolveTargets } from './targets'
import { BROWSER_ENCODING, closeAgent, envNumber, getRaw, round, tempDir } from './util'
import { WRK, WRK_MISSING } from './wrk'

const RESULTS = path.join(ROOT, 'bench/results/latest.json')
const log = (line: string) => console.log(line)
/** Each step says how busy the machine was as it began (other work lowers every figure). */
const step = (line: string) =>
  console.log(
    `\n› ${line} [load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}]`,
  )

function version(command: string, args: string[]): string {
  // Some print their version on stderr (nginx), or exit 1 after printing it (wrk).
  const result = spawnSync(command, args, { encoding: 'utf8' })
  return `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n')[0] ?? ''
}

async function main(): Promise<void> {
  installSignalHandlers()
  const withLoad = process.env.BENCH_SKIP_LOAD !== '1'
  if (withLoad && !fs.existsSync(WRK)) {
    console.error(WRK_MISSING)
    process.exitCode = 1
    return
  }
  const withNginx = withLoad && process.env.BENCH_SKIP_NGINX !== '1' && fs.existsSync(NGINX)
  const withMisses = withLoad && process.env.BENCH_SKIP_MISSES !== '1'
  const lighthouseRuns = process.env.BENCH_SKIP_LIGHTHOUSE === '1' ? 0 : envNumber('BENCH_LIGHTHOUSE_RUNS', 5)
  const lighthousePages = (process.env.BENCH_LIGHTHOUSE_PAGES || 'home')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const work = tempDir('expo-bench-work-')
  const seconds = envNumber('BENCH_DURATION', 10)
  const turns = envNumber('BENCH_TURNS', 4)
  const checkSeconds = envNumber('BENCH_CHECK_DURATION', 3)
  const cores = os.availableParallelism()
  // The server(s) on core 0, wrk on core 1: a server alone on its core is CPU-bound, so its req/s are its own code's.
  const pinned = cores >= 2
  const hitSettings: TurnSettings & { checkSeconds: number } = {
    turns,
    turnSeconds: Math.max(2, Math.round(seconds / turns)),
    warmSeconds: 2,
    connections: GOALS.hitConnections,
    threads: 1,
    wrkCpu: pinned ? 1 : undefined,
    checkSeconds,
  }
  const edgeSettings = { ...hitSettings, wrkCpu: undefined }
  const machine = {
    nproc: cores,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: round(os.totalmem() / 1024 ** 3, 1),
    node: process.version,
    loadAverageAtStart: os.loadavg().map((value) => round(value, 2)),
  }
  const lighthouseVersion = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
  ).version
  const tools = {
    wrk: version(WRK, ['-v']),
    nginx: withNginx ? version(NGINX, ['-v']) : 'not used',
    lighthouse: lighthouseVersion,
    chromium: lighthouseRuns > 0 ? version(CHROMIUM_PATH, ['--version']) : 'not used',
  }
  log(`npm run bench — ${machine.nproc} cores (${machine.cpu}), Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}`)
  if ((machine.loadAverageAtStart[0] ?? 0) > machine.nproc) log('  note: the machine is busy; figures will be lower than on an idle one.')

  step('Preparing an isolated copy of the app')
  const app = await prepareApp(log)
  log(`  sources: ${app.source}`)
  step('Starting the production server (node .next/production-server.mjs)')
  // The node flags `npm start` uses (deploy/server-process.mjs) unless BENCH_NODE_ARGS says otherwise.
  const nodeArgs = process.env.BENCH_NODE_ARGS === undefined ? SERVER_NODE_ARGS : process.env.BENCH_NODE_ARGS.split(/\s+/).filter(Boolean)
  const server = await startApp(app, nodeArgs)
  log(
    `  ${server.baseURL} (pid ${server.child.pid}, PAGE_CACHE=${app.env.PAGE_CACHE ?? 'on'}${nodeArgs.length > 0 ? `, node ${nodeArgs.join(' ')}` : ''})`,
  )
  const targets = await resolveTargets(server.baseURL)
  const newsPage = targets.find((target) => target.name === 'news')?.path ?? '/news'

  step('First-load JS of /home')
  const firstLoad = await measureFirstLoadJs(server.baseURL, '/home')
  log(printFirstLoadJs(firstLoad))

  // Before the load: after minutes of both cores at 100 % this virtual machine runs slower for a
  // while, and Lighthouse has no reference beside it to cancel that out.
  const lighthouse: LighthouseSummary[] = []
  if (lighthouseRuns > 0) {
    const pages: string[] = []
    for (const name of lighthousePages) pages.push(await lighthousePath(server.baseURL, targets, name))
    step(`Lighthouse ${tools.lighthouse} on ${pages.join(', ')}, ${lighthouseRuns} runs per form factor`)
    for (const page of pages) {
      for (const formFactor of ['mobile', 'desktop'] as const) {
        lighthouse.push(await runLighthouse(server.baseURL, page, formFactor, lighthouseRuns, log))
      }
    }
  }

  let hits: HitComparison | null = null
  let busting: HitComparison | null = null
  let edge: EdgeComparison | null = null
  let misses: MissResult[] | null = null
  const missesSent = new Map<string, string>()
  let memory: ReturnType<RssSampler['stop']> | null = null
  const appServer = { baseURL: server.baseURL, pid: server.child.pid }
  const turnsText = (settings: TurnSettings) =>
    `${settings.turns} turn pairs of ${settings.turnSeconds} s after a ${settings.warmSeconds}-s warm-up each`
  if (withLoad) {
    const rss = new RssSampler(server.child.pid)
    rss.start(100)
    const pin = (pid: number) => (pinned ? pinTo(pid, '0') : Promise.resolve())
    await pin(server.child.pid)
    const where = pinned ? 'servers on core 0, wrk on core 1' : 'not pinned (one core)'

    step(
      `W2, hits alone: the app's cached /home against a bare Node server sending the same answer (wrk -c${GOALS.hitConnections}, Accept-Encoding: br, gzip, ${where}, ${turnsText(hitSettings)})`,
    )
    const answer = await captureHit(`${server.baseURL}/home`)
    log(
      `  the answer: ${answer.status}, ${answer.body.length} B of brotli body, ${answer.wireBytes} B on the wire, ${answer.headers.length / 2} headers (bench/bare-server.mjs sends the same)`,
    )
    hits = await hitsAgainstBareServer(appServer, answer, hitSettings, work, pin, log)

    step(
      `W3, cache busting: ${newsPage}&r=<random per request> against ${newsPage} on the same server (wrk Lua script for both, ${where}, ${turnsText(hitSettings)})`,
    )
    await captureHit(`${server.baseURL}${newsPage}`)
    busting = await cacheBusting(appServer, newsPage, hitSettings, work, log)

    if (pinned) await pinTo(server.child.pid, `0-${cores - 1}`)
    if (withNginx) {
      step(
        `W2, the edge: /home through the guide's nginx (deploy/nginx.conf.template) against nginx serving its answer from a file (wrk -c${GOALS.hitConnections}, not pinned, ${turnsText(edgeSettings)})`,
      )
      edge = await edgeAgainstFile({ ...appServer, staticFiles: path.join(app.appDir, '.next/static') }, '/home', edgeSettings, work, log)
    } else {
      log(`\n(nginx not found at ${NGINX} or BENCH_SKIP_NGINX=1: no edge step. apt-get install nginx-light)`)
    }
    memory = rss.stop()
    log(`\n  peak RSS of the cached server during the load: ${round(memory.peakMiB, 1)} MiB (${memory.samples} samples every 100 ms)`)
    for (const peak of memory.processes) log(`    pid ${peak.pid}: ${round(peak.peakMiB, 1)} MiB  ${peak.command}`)
  } else {
    log('\n(BENCH_SKIP_LOAD=1: no hits, edge, cache-busting, misses or RSS figures)')
  }
  await server.child.stop()

  if (withMisses) {
    step(
      `W4, misses: a second server with PAGE_CACHE=off, every request a render (wrk -t1 -c${GOALS.missConnections}, an uncounted 2-s turn on every page, then on each another and ${seconds} s counted, not pinned)`,
    )
    const uncached = await startApp(app, nodeArgs, { PAGE_CACHE: 'off' })
    log(`  ${uncached.baseURL} (pid ${uncached.child.pid}, PAGE_CACHE=off)`)
    misses = await measureMisses(
      { baseURL: uncached.baseURL, serverPids: [uncached.child.pid] },
      { durationSeconds: seconds, connections: GOALS.missConnections },
    )
    for (const miss of misses) {
      const answer = await getRaw(`${uncached.baseURL}${miss.url}`, BROWSER_ENCODING)
      missesSent.set(miss.url, `${answer.body.length} B ${answer.headers['content-encoding'] ?? 'identity'}`)
    }
    log(printMisses(misses, missesSent))
    await uncached.child.stop()
  }

  const verdicts: Verdict[] = [
    ...(hits ? hitVerdicts(hits) : []),
    ...(edge ? edgeVerdicts(edge) : []),
    ...(busting ? bustingVerdicts(busting, newsPage) : []),
    ...(misses ? missVerdicts(misses) : []),
    ...lighthouseVerdicts(lighthouse),
    {
      name: 'first-load JS /home (gzip)',
      value: `${(firstLoad.gzipBytes / 1000).toFixed(1)} kB`,
      goal: `≤ ${GOALS.maxFirstLoadJsBytes / 1000} kB`,
      pass: firstLoad.gzipBytes <= GOALS.maxFirstLoadJsBytes,
    },
    ...(memory
      ? [
          {
            name: 'peak RSS of the cached server under load',
            value: `${round(memory.peakMiB, 1)} MiB`,
            goal: `≤ ${GOALS.maxRssMiB} MiB`,
            pass: memory.peakMiB <= GOALS.maxRssMiB,
          },
        ]
      : []),
  ]

  step('Results')
  log(`sources ${app.source}; Accept-Encoding: br, gzip everywhere; latencies in ms; bytes an answer: head and body on the wire.`)
  if (hits)
    log(
      `\nW2, /home hits (${hitSettings.connections} connections; app ÷ bare Node ${hits.ratioPct} %, turn pairs ${hits.pairRatiosPct.join(', ')} %):\n${printComparison(hits)}`,
    )
  if (edge)
    log(
      `\nW2, /home through the guide's nginx (${edgeSettings.connections} connections; ÷ nginx from a file ${edge.ratioPct} %, turn pairs ${edge.pairRatiosPct.join(', ')} %):\n${printComparison(edge, 'X-Cache-Status')}`,
    )
  if (busting)
    log(
      `\nW3, ${newsPage} with a random parameter (${hitSettings.connections} connections; ÷ plain hit ${busting.ratioPct} %, turn pairs ${busting.pairRatiosPct.join(', ')} %):\n${printComparison(busting)}`,
    )
  if (misses)
    log(
      `\nW4, misses (PAGE_CACHE=off, ${GOALS.missConnections} connections, ${seconds} s a page; sent: the body wrk received):\n${printMisses(misses, missesSent)}`,
    )
  for (const summary of lighthouse) {
    const name = `${summary.page} ${summary.formFactor}`
    if (summary.failingAudits.length > 0)
      log(`\nLighthouse ${name}, audits under 100 (median run):\n  ${summary.failingAudits.join('\n  ')}`)
    if (summary.diagnostics.length > 0) log(`  ${summary.diagnostics.join('\n  ')}`)
    if (summary.warnings.length > 0) log(`Lighthouse ${name} warnings: ${summary.warnings.join(' | ')}`)
  }
  if (lighthouse.length > 0) log(`\nLighthouse (medians of ${lighthouseRuns})\n${printLighthouse(lighthouse)}`)
  log(
    `\nFirst-load JS /home: ${(firstLoad.gzipBytes / 1000).toFixed(1)} kB gzip (${firstLoad.chunks.length} files)${memory ? `; peak RSS ${round(memory.peakMiB, 1)} MiB` : ''}\n`,
  )
  log(printVerdicts(verdicts))

  const machineAtEnd = { ...machine, loadAverageAtEnd: os.loadavg().map((value) => round(value, 2)) }
  writeResults(RESULTS, {
    date: new Date().toISOString(),
    source: app.source,
    machine: machineAtEnd,
    tools,
    settings: { seconds, turns, checkSeconds, pinned, hit: hitSettings, edge: edgeSettings, nodeArgs, build: app.build },
    goals: GOALS,
    hits,
    edge,
    busting,
    misses,
    missesSent: Object.fromEntries(missesSent),
    rss: memory,
    firstLoadJs: firstLoad,
    lighthouse,
    verdicts,
  })
  log(`\nWritten to ${path.relative(process.cwd(), RESULTS)}`)
}

try {
  await main()
} catch (error) {
  if (!isStopping()) console.error('\nbench failed:', error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  closeAgent()
  await cleanupAll()
}

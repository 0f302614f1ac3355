/**
 * npm run bench:misses-instances: W4's misses as an operator scales them out (docs/scale-out.md):
 * two instances of the production server on one Postgres, each with PAGE_CACHE=off, behind the
 * guide's nginx (deploy/nginx.conf.template), on this one machine. The same pages, load and
 * figures as `npm run bench`'s misses step (bench/misses.ts), through nginx, each request with its
 * own `r=<random>` (one URL's requests would wait in line on the micro-cache's lock, as answers
 * with PAGE_CACHE=off are not to be kept); the CPU time is that of both instances. SPEC W4 asks for ≥ 100 renders a second "on 2 cores": `npm start`'s one
 * serving thread uses one of them for rendering, two instances use both.
 *
 * Options: --database postgres://… (a server to create the database on; default
 * TEST_DATABASE_URL, else a throwaway cluster), --seconds (a page; default 10).
 */
import { parseArgs } from 'node:util'

import { cleanupAll, installSignalHandlers, isStopping } from './cleanup'
import { startDeployment } from './failover/deployment'
import { measureMisses } from './misses'
import { missVerdicts, printMisses, printVerdicts } from './report'
import { GOALS } from './targets'
import { closeAgent } from './util'

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { database: { type: 'string' }, seconds: { type: 'string', default: '10' } } })
  const seconds = Number(values.seconds)
  if (!Number.isInteger(seconds) || seconds < 2) throw new Error(`--seconds must be a whole number ≥ 2, not "${values.seconds}"`)
  const log = (line: string) => console.log(line)
  const { instances, nginx } = await startDeployment(
    {
      purpose: 'bench:misses-instances',
      databaseServer: values.database ?? (process.env.TEST_DATABASE_URL || undefined),
      env: { PAGE_CACHE: 'off', IMAGE_WARMUP: 'off', LOG_LEVEL: 'warn' },
    },
    log,
  )
  const serverPids = instances.map((instance) => {
    const pid = instance.pid()
    if (pid === null) throw new Error(`${instance.name} is not running: its CPU time could not be counted`)
    return pid
  })
  log(
    `${instances.map((instance, index) => `${instance.name} on ${instance.address} (pid ${serverPids[index]})`).join(', ')}, PAGE_CACHE=off; ${nginx.version} on ${nginx.baseURL}`,
  )
  log(
    `W4, misses through nginx (wrk -t1 -c${GOALS.missConnections}, r=<random> on each request, an uncounted 2-s turn on every page, then on each another and ${seconds} s counted, not pinned)…`,
  )
  const misses = await measureMisses(
    { baseURL: nginx.baseURL, serverPids },
    { durationSeconds: seconds, connections: GOALS.missConnections, distinctUrls: true },
  )
  await nginx.quit()
  log(`\n${printMisses(misses)}\n\nCPU ms: of both instances, a render (serving threads / whole processes).`)
  const verdicts = missVerdicts(misses)
  log(`\n${printVerdicts(verdicts)}`)
  return verdicts.every((verdict) => verdict.pass) ? 0 : 1
}

installSignalHandlers()
let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  if (!isStopping()) console.error(`\nFAIL: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  await cleanupAll()
  closeAgent()
}
process.exit(exitCode)

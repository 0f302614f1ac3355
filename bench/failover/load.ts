/** What the failover load asks for: pages, the content API and a static chunk, in turn. */
import fs from 'node:fs'
import path from 'node:path'

import { startChild } from '../process'
import { resolveTargets } from '../targets'
import { BROWSER_ENCODING, getRaw, warm } from '../util'
import { parseWrk, WRK, type WrkResult } from '../wrk'

export type LoadOptions = { seconds: number; connections: number; threads: number; timeoutSeconds: number; script: string }

/** The benchmark's four targets (/home, /news?menuId=…, /show, GetMenuList) and one of /home's scripts. */
export async function failoverPaths(baseURL: string): Promise<string[]> {
  const targets = await resolveTargets(baseURL)
  const home = await getRaw(`${baseURL}/home`)
  const chunk = /\/_next\/static\/chunks\/[\w.-]+\.js/.exec(home.body.toString('utf8'))?.[0]
  if (!chunk) throw new Error(`GET ${baseURL}/home (status ${home.status}) links no /_next/static/chunks/*.js`)
  return [...targets.map((target) => target.path), chunk]
}

/** Every path answered 200 a few times on each base URL: caches filled, connections open. */
export async function warmPaths(baseURLs: readonly string[], paths: readonly string[]): Promise<void> {
  for (const baseURL of baseURLs) {
    for (const pathname of paths) {
      const failed = await warm(`${baseURL}${pathname}`, 20, 4)
      if (failed > 0) {
        const seen = await getRaw(`${baseURL}${pathname}`, BROWSER_ENCODING).then(
          (response) => `status ${response.status}`,
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        )
        throw new Error(`warm-up: ${failed} of 20 GET ${baseURL}${pathname} were not 200 (now: ${seen})`)
      }
    }
  }
}

/** A wrk script sending the paths in turn (per connection thread), with wrk's -H headers. */
export function writeRotationScript(dir: string, paths: readonly string[]): string {
  for (const pathname of paths) {
    if (!/^\/[\x21-\x7e]*$/.test(pathname) || /["\\]/.test(pathname)) throw new Error(`cannot put ${pathname} in a Lua string`)
  }
  const file = path.join(dir, 'rotate.lua')
  fs.writeFileSync(
    file,
    `local paths = { ${paths.map((pathname) => `"${pathname}"`).join(', ')} }
local turn = 0
request = function()
  turn = turn % #paths + 1
  return wrk.format("GET", paths[turn])
end
`,
  )
  return file
}

/**
 * wrk through nginx with a browser's Accept-Encoding, for `seconds` or until `endWhen` resolves,
 * whichever comes first (then it is interrupted, and prints its figures as at its end). A request
 * unanswered after timeoutSeconds counts as a socket error (timeout), i.e. as lost.
 */
export async function loadThrough(url: string, options: LoadOptions, endWhen?: Promise<void>): Promise<WrkResult> {
  const { seconds, connections, threads, timeoutSeconds, script } = options
  const args = ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', '--timeout', `${timeoutSeconds}s`]
  const wrk = startChild(WRK, [...args, '-H', 'Accept-Encoding: br, gzip', '-s', script, url])
  void endWhen?.then(wrk.interrupt)
  const exit = await wrk.exited
  await wrk.stop()
  const output = wrk.output()
  if (exit !== 'code 0') throw new Error(`wrk ${url} failed (${exit}):\n${output.slice(-6_000)}`)
  const result = parseWrk(output)
  if (!Number.isFinite(result.requests) || !Number.isFinite(result.p99Ms)) throw new Error(`could not read wrk's output:\n${output}`)
  return result
}

/** The load generator: wrk (C, one thread) is far lighter than a Node client on 2 cores. */
import fs from 'node:fs'
import path from 'node:path'

import { runChild } from './process'

export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk'
export const WRK_MISSING = `wrk is not installed (${WRK}). Install it with:\n  sudo apt-get install -y wrk\n(or set WRK_PATH to a wrk 4.x binary)`

export type WrkResult = {
  requests: number
  seconds: number
  rps: number
  p50Ms: number
  p75Ms: number
  p90Ms: number
  p99Ms: number
  maxMs: number
  bytesPerSecond: number
  socketErrors: { connect: number; read: number; write: number; timeout: number }
  /** wrk's "Non-2xx or 3xx responses": statuses ≥ 400. */
  badStatus: number
  /** socket errors + bad statuses. */
  errors: number
}

/**
 * `encoding`: the Accept-Encoding sent (a browser's `br, gzip` unless told). `cpu`: the core wrk is
 * pinned to (taskset), keeping it off the server's core.
 */
export type WrkOptions = { seconds: number; connections: number; threads: number; script?: string; encoding?: string; cpu?: number }

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 }
const SIZE: Record<string, number> = { B: 1, KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 }

function duration(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? '')
  return match?.[1] && match[2] ? Number(match[1]) * (UNIT_MS[match[2]] ?? Number.NaN) : Number.NaN
}

function percentile(output: string, p: number): number {
  return duration(new RegExp(`^\\s+${p}%\\s+(\\S+)`, 'm').exec(output)?.[1])
}

export function parseWrk(output: string): WrkResult {
  const done = /(\d+) requests in ([\d.]+)(us|ms|s|m|h)/.exec(output)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const transfer = /Transfer\/sec:\s+([\d.]+)(B|KB|MB|GB)/.exec(output)
  const socketErrors = {
    connect: Number(socket?.[1] ?? 0),
    read: Number(socket?.[2] ?? 0),
    write: Number(socket?.[3] ?? 0),
    timeout: Number(socket?.[4] ?? 0),
  }
  const badStatus = Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0)
  const requests = Number(done?.[1] ?? Number.NaN)
  return {
    requests,
    seconds: duration(done ? `${done[2]}${done[3]}` : undefined) / 1000,
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? Number.NaN),
    p50Ms: percentile(output, 50),
    p75Ms: percentile(output, 75),
    p90Ms: percentile(output, 90),
    p99Ms: percentile(output, 99),
    maxMs: duration(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m.exec(output)?.[1]),
    bytesPerSecond: transfer?.[1] && transfer[2] ? Number(transfer[1]) * (SIZE[transfer[2]] ?? Number.NaN) : Number.NaN,
    socketErrors,
    badStatus,
    errors: badStatus + Object.values(socketErrors).reduce((sum, count) => sum + count, 0),
  }
}

/** One wrk run (a browser's Accept-Encoding unless told); resolves to its parsed figures and raw output. */
export async function wrk(url: string, options: WrkOptions): Promise<{ result: WrkResult; output: string }> {
  const args = ['-t', String(options.threads), '-c', String(options.connections), '-d', `${options.seconds}s`]
  args.push('--latency', '--timeout', '5s', '-H', `Accept-Encoding: ${options.encoding ?? 'br, gzip'}`)
  if (options.script) args.push('-s', options.script)
  const output =
    options.cpu === undefined
      ? await runChild(`wrk ${url}`, WRK, [...args, url])
      : await runChild(`wrk ${url}`, 'taskset', ['-c', String(options.cpu), WRK, ...args, url])
  const result = parseWrk(output)
  if (!Number.isFinite(result.rps) || !Number.isFinite(result.p99Ms)) throw new Error(`could not read wrk's output:\n${output}`)
  return { result, output }
}

/**
 * A wrk Lua script asking for `path` on every request: as it is, or with `r=<random>` appended
 * (a cache-buster, new on each request). Both go through the same Lua call per request, so their
 * figures compare. With `count`, it also tallies statuses outside 2xx and each answer's
 * `cacheHeader` (X-Cache, the app's; nginx's micro-cache says X-Cache-Status): a callback per
 * answer slows wrk down, so such runs are checks, not measurements.
 */
export function writeScript(
  dir: string,
  name: string,
  options: { path: string; bust: boolean; count: boolean; cacheHeader?: string },
): string {
  const cacheHeader = options.cacheHeader ?? 'X-Cache'
  const separator = options.path.includes('?') ? '&' : '?'
  const request = options.bust
    ? `request = function() return wrk.format(nil, path .. "${separator}r=" .. math.random(1, 2147483647)) end`
    : 'request = function() return wrk.format(nil, path) end'
  const count = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function response(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
  local cache = headers[${JSON.stringify(cacheHeader)}] or headers[${JSON.stringify(cacheHeader.toLowerCase())}]
  if cache == "HIT" then hit = hit + 1 elseif cache == "MISS" then miss = miss + 1 else none = none + 1 end
end
function done(summary, latency, requests)
  local h, m, n, bad = 0, 0, 0, 0
  for _, t in ipairs(threads) do
    h = h + t:get("hit"); m = m + t:get("miss"); n = n + t:get("none"); bad = bad + t:get("non2xx")
  end
  io.write(string.format("BENCH-CHECK hit=%d miss=%d none=%d non2xx=%d\\n", h, m, n, bad))
end`
  const script = `local path = ${JSON.stringify(options.path)}
function init(args) math.randomseed(os.time()); hit = 0; miss = 0; none = 0; non2xx = 0 end
${request}
${options.count ? count : ''}
`
  const file = path.join(dir, `${name}.lua`)
  fs.writeFileSync(file, script)
  return file
}

/** What a counting run saw (writeScript with `count`). */
export type AnswerCheck = { hit: number; miss: number; none: number; non2xx: number; rps: number; p99Ms: number }

export async function wrkCheck(url: string, options: WrkOptions & { script: string }): Promise<AnswerCheck> {
  const { result, output } = await wrk(url, options)
  const line = /BENCH-CHECK hit=(\d+) miss=(\d+) none=(\d+) non2xx=(\d+)/.exec(output)
  if (!line) throw new Error(`the wrk check script printed nothing:\n${output}`)
  return {
    hit: Number(line[1]),
    miss: Number(line[2]),
    none: Number(line[3]),
    non2xx: Number(line[4]),
    rps: result.rps,
    p99Ms: result.p99Ms,
  }
}

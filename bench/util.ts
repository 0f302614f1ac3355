import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { onCleanup } from './cleanup'

export { freePort } from './ports'

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A fresh folder under the system temp dir, removed by the cleanup. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  // rmSync does not follow symlinks, so nothing outside the folder can be removed.
  onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
  return dir
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  const high = sorted[middle] ?? Number.NaN
  return sorted.length % 2 === 1 ? high : ((sorted[middle - 1] ?? high) + high) / 2
}

/** The nearest-rank percentile `p` (0–100) of values sorted ascending; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

/** `rawHeaders`: name, value… as received, in order and spelling. */
export type RawResponse = { status: number; headers: http.IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 })

/** One GET with the exact bytes on the wire (no decompression), over a keep-alive agent. */
export function getRaw(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)))
    request.on('error', reject)
  })
}

export function closeAgent(): void {
  agent.destroy()
}

export const BROWSER_ENCODING = { 'Accept-Encoding': 'br, gzip' }

/** `count` GETs, `concurrency` at a time; returns how many were not 200. */
export async function warm(
  url: string,
  count: number,
  concurrency = 8,
  headers: Record<string, string> = BROWSER_ENCODING,
): Promise<number> {
  let next = 0
  let failed = 0
  const worker = async () => {
    while (next < count) {
      next += 1
      const response = await getRaw(url, headers).catch(() => null)
      if (response?.status !== 200) failed += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return failed
}

export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name])
  return Number.isFinite(value) && value > 0 ? value : fallback
}

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits

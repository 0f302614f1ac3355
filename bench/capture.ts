/** One answer as a browser gets it, kept to be served again byte for byte by a reference server. */
import { STATUS_CODES } from 'node:http'

import { BROWSER_ENCODING, getRaw, type RawResponse, sleep } from './util'

/** Headers each server writes per connection or per request: never copied from one server to another. */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'x-request-id', 'server', 'transfer-encoding'])

export type CapturedAnswer = {
  url: string
  status: number
  /** Name, value… in the order and spelling received, without OWN_HEADERS. */
  headers: string[]
  body: Buffer
  /** The whole answer on the wire: status line, every header received (OWN_HEADERS too), body. */
  wireBytes: number
}

/** Bytes of an HTTP/1.1 answer on the wire, from what the client received. */
export function wireBytes(response: RawResponse): number {
  let head = `HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}\r\n`
  for (let index = 0; index + 1 < response.rawHeaders.length; index += 2)
    head += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`
  return Buffer.byteLength(`${head}\r\n`) + response.body.length
}

function headerList(response: RawResponse): string[] {
  const kept: string[] = []
  for (let index = 0; index + 1 < response.rawHeaders.length; index += 2) {
    const name = response.rawHeaders[index] ?? ''
    if (!OWN_HEADERS.has(name.toLowerCase())) kept.push(name, response.rawHeaders[index + 1] ?? '')
  }
  return kept
}

/** GETs `url` with a browser's Accept-Encoding until its X-Cache says HIT (the app's response cache holds it). */
export async function captureHit(url: string): Promise<CapturedAnswer> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const response = await getRaw(url, BROWSER_ENCODING)
    if (response.status === 200 && response.headers['x-cache'] === 'HIT') return captured(url, response)
    // A miss is stored once compressed, a moment after it was answered.
    await sleep(200)
  }
  throw new Error(`${url} never answered 200 with X-Cache: HIT (is PAGE_CACHE off?)`)
}

export function captured(url: string, response: RawResponse): CapturedAnswer {
  return { url, status: response.status, headers: headerList(response), body: response.body, wireBytes: wireBytes(response) }
}

/**
 * Why `response` (from a reference server) is not `expected` — another status, body, or header
 * list (OWN_HEADERS and `allowedExtra` aside) — or null when it is the same answer.
 */
export function difference(expected: CapturedAnswer, response: RawResponse, allowedExtra: readonly string[] = []): string | null {
  if (response.status !== expected.status) return `status ${response.status}, expected ${expected.status}`
  if (!response.body.equals(expected.body))
    return `a body of ${response.body.length} B that differs from the ${expected.body.length} B captured`
  const extra = new Set(allowedExtra.map((name) => name.toLowerCase()))
  const list = (headers: string[]) => {
    const lines: string[] = []
    for (let index = 0; index + 1 < headers.length; index += 2) {
      if (!extra.has((headers[index] ?? '').toLowerCase())) lines.push(`${(headers[index] ?? '').toLowerCase()}: ${headers[index + 1]}`)
    }
    return lines.sort().join('\n')
  }
  const got = list(headerList(response))
  const want = list(expected.headers)
  return got === want ? null : `headers\n${got}\nexpected\n${want}`
}

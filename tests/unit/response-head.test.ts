import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, connect } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { SPLICES, type StoredHead, storedHead, writeStoredHead } from '@/response-cache/head'

const BODY = Buffer.from('<!doctype html><p>展会</p>'.repeat(40))
const HEADERS = [
  'Content-Type', 'text/html; charset=utf-8',
  'Content-Security-Policy', "default-src 'self'; script-src 'self' 'nonce-abc'; frame-ancestors 'self'",
  'X-Content-Type-Options', 'nosniff',
  'ETag', '"v1"',
  'Vary', 'rsc, Accept-Encoding',
]
const head = storedHead(HEADERS, BODY.length)
const notModified = storedHead(HEADERS)

/** One server, two ways to write the same stored head: the stored one, and Node's plain writeHead of the full list. */
function answer(plain: boolean, request: IncomingMessage, response: ServerResponse): void {
  const extra = ['X-Request-Id', 'r-1']
  const write = (status: number, stored: StoredHead) =>
    plain ? response.writeHead(status, [...stored.list, ...stored.framing, ...extra]) : writeStoredHead(response, status, stored, extra)
  // A header set before that the stored head also has: Node's writeHead replaces it; spliced lines would double it.
  if (request.url?.startsWith('/set-before')) response.setHeader('Content-Type', 'text/plain')
  if (request.headers['if-none-match'] === '"v1"') {
    write(304, notModified)
    response.end()
    return
  }
  write(200, head)
  response.end(request.method === 'HEAD' ? undefined : BODY)
}

let server: Server
let port = 0
beforeAll(async () => {
  server = createServer((request, response) => answer(request.url?.includes('plain') ?? false, request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Sends raw request bytes on one connection and gives back everything the server wrote until it closes. */
function exchange(requests: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Each exchange ends with a request that closes the connection (Connection: close, HTTP/1.0).
    const socket = connect(port, '127.0.0.1', () => socket.write(requests))
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('latin1')))
  })
}

/** Each answer's status line, its header lines (Date blanked, sorted: the spliced lines come after Node's own), and its body. */
type Answer = { status: string; headers: string[]; body: string }
function answers(bytes: string): Answer[] {
  const found: Answer[] = []
  let rest = bytes
  while (rest.length > 0) {
    const end = rest.indexOf('\r\n\r\n')
    const [status = '', ...lines] = rest.slice(0, end).split('\r\n')
    const length = Number(lines.find((line) => /^content-length:/i.test(line))?.split(': ')[1] ?? 0)
    const bodyLength = expectedBodies[found.length] ? length : 0
    found.push({
      status,
      headers: lines.map((line) => (/^date:/i.test(line) ? 'Date: …' : line)).sort(),
      body: rest.slice(end + 4, end + 4 + bodyLength),
    })
    rest = rest.slice(end + 4 + bodyLength)
  }
  return found
}
/** Whether each answer of the current exchange carries a body (HEAD and 304 do not). */
let expectedBodies: boolean[] = []

const request = (method: string, path: string, headers = '') => `${method} ${path} HTTP/1.1\r\nHost: x\r\n${headers}\r\n`

describe('a stored answer\'s head (issues 14 and 16)', () => {
  it('X1 this Node takes the stored lines as they are (the hit path checks no header twice)', () => {
    expect(SPLICES).toBe(true)
  })

  it('X1 a stored head gives the same answers as writeHead of the full list: 200, HEAD, 304, kept alive and pipelined', async () => {
    const sequence = (kind: string) =>
      [
        request('GET', `/${kind}/a`),
        request('HEAD', `/${kind}/b`),
        request('GET', `/${kind}/c`, 'If-None-Match: "v1"\r\n'),
        request('GET', `/${kind}/d`, 'Connection: close\r\n'),
      ].join('')
    expectedBodies = [true, false, false, true]
    const stored = answers(await exchange(sequence('stored')))
    const plain = answers(await exchange(sequence('plain')))
    expect(stored.map((answer) => answer.status)).toEqual(['HTTP/1.1 200 OK', 'HTTP/1.1 200 OK', 'HTTP/1.1 304 Not Modified', 'HTTP/1.1 200 OK'])
    expect(stored).toEqual(plain)
    expect(stored[0]?.headers).toContain(`Content-Security-Policy: ${HEADERS[3]}`)
    expect(stored[0]?.headers).toContain('X-Request-Id: r-1')
    expect(stored[0]?.headers).toContain('Connection: keep-alive')
    expect(stored[3]?.headers).toContain('Connection: close')
    expect(stored[0]?.body).toBe(BODY.toString('latin1'))
    expect(stored[2]?.headers.some((line) => /^content-length/i.test(line))).toBe(false)
  })

  it('X1 an HTTP/1.0 client gets the same answer both ways, and the connection closed', async () => {
    expectedBodies = [true]
    const stored = answers(await exchange('GET /stored HTTP/1.0\r\n\r\n'))
    const plain = answers(await exchange('GET /plain HTTP/1.0\r\n\r\n'))
    expect(stored).toEqual(plain)
    expect(stored).toHaveLength(1)
    expect(stored[0]?.headers).toContain('Connection: close')
  })

  it('X1 a header set on the response before is replaced by the stored one, never doubled', async () => {
    expectedBodies = [true]
    const [stored] = answers(await exchange(request('GET', '/set-before/stored', 'Connection: close\r\n')))
    const [plain] = answers(await exchange(request('GET', '/set-before/plain', 'Connection: close\r\n')))
    expect(stored).toEqual(plain)
    expect(stored?.headers.filter((line) => /^content-type:/i.test(line))).toEqual(['Content-Type: text/html; charset=utf-8'])
  })

  it('X1 a header Node would refuse is refused when stored, not when replayed', () => {
    expect(() => storedHead(['X-Injected', 'a\r\nSet-Cookie: x=1'])).toThrow()
    expect(() => storedHead(['Bad Name', 'x'])).toThrow()
    expect(() => storedHead(['Content-Length', '5'])).toThrow(/Node writes it/)
    expect(() => storedHead(['Connection', 'close'])).toThrow(/Node writes it/)
    expect(storedHead(['A', '1', 'B', '2'], 3)).toEqual({ framing: ['Content-Length', '3'], lines: 'A: 1\r\nB: 2\r\n', list: ['A', '1', 'B', '2'] })
  })
})

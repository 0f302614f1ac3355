import { IncomingMessage, ServerResponse, validateHeaderName, validateHeaderValue } from 'node:http'
import type { Socket } from 'node:net'
import { PassThrough } from 'node:stream'

/**
 * A stored answer's response head, built and checked once when the answer is stored, so that a
 * hit does not rebuild it. Node's `writeHead` checks every header's name and value against its
 * character rules and joins the lines on every call: for a page's ~1 KB of headers, the ~540 B
 * of security headers (X1) among them, that per-request work cost 7–10 % of the hit path's
 * throughput (issue 14, `npm run bench`'s X1 step). Here the lines are checked with the same
 * rules (`validateHeaderName`, `validateHeaderValue`) when stored, and a hit hands Node only what
 * it must see itself: the status, Content-Length (which decides how the body is framed) and the
 * per-request headers; Node adds Date and Connection as always, and the stored lines go in after
 * them (see writeStoredHead).
 */
export type StoredHead = {
  /** `Content-Length` when the answer has a body: Node frames the body by it (else it chunks). */
  framing: string[]
  /** Every other header as the lines Node would write ("Name: value\r\n"…), already checked. */
  lines: string
  /** The same headers as `writeHead`'s flat list, for the plain path (see writeStoredHead). */
  list: string[]
}

/** Builds a stored head from a flat list (name, value, name, value…); throws on a header Node would refuse. */
export function storedHead(list: string[], contentLength?: number): StoredHead {
  let lines = ''
  for (let index = 0; index < list.length; index += 2) {
    const name = list[index] as string
    const value = list[index + 1] as string
    validateHeaderName(name)
    validateHeaderValue(name, value)
    if (NODE_MANAGED.test(name)) throw new Error(`a stored head cannot carry ${name}: Node writes it`)
    lines += `${name}: ${value}\r\n`
  }
  return { framing: contentLength === undefined ? [] : ['Content-Length', String(contentLength)], lines, list }
}

/** The headers Node decides itself from writeHead's arguments (framing, connection, date). */
const NODE_MANAGED = /^(content-length|transfer-encoding|connection|keep-alive|date|trailer|expect)$/i

type HeadHolder = { _header?: unknown }

/**
 * Writes the head of an answer from a stored head plus `extra` (name, value…, per request).
 *
 * Node offers no public way to write checked lines without checking them again, so this relies
 * on one internal of `http.ServerResponse` that Node has kept from its first releases through 24
 * (`headersSent` is `!!_header`; `compression` and `on-headers` read it): `writeHead` builds the
 * head as the string `_header`, and Node sends that string in front of the first body bytes. The
 * stored lines are put into it before its closing blank line. Whether this Node does so is
 * checked once per process by writing an answer this way to a stand-in socket and reading the
 * bytes that come out (SPLICES); if not, or if headers were set on the response before (Node
 * would merge or replace them, the lines could double them), the plain `writeHead` of the full
 * list is used. tests/unit/response-head.test.ts compares both paths' answers on a real socket.
 */
export function writeStoredHead(response: ServerResponse, status: number, head: StoredHead, extra: readonly string[]): void {
  if (!SPLICES || response.getHeaderNames().length > 0) {
    response.writeHead(status, [...head.list, ...head.framing, ...extra])
    return
  }
  splice(response, status, head, extra)
}

function splice(response: ServerResponse, status: number, head: StoredHead, extra: readonly string[]): void {
  response.writeHead(status, head.framing.length === 0 ? (extra as string[]) : [...head.framing, ...extra])
  const holder = response as unknown as HeadHolder
  holder._header = (holder._header as string).slice(0, -2) + head.lines + '\r\n'
}

/** Whether an answer written by `splice` leaves this Node with the stored lines in its head. */
function spliceReachesTheWire(): boolean {
  try {
    const socket = new PassThrough()
    const stand = socket as unknown as Socket
    const response = new ServerResponse(new IncomingMessage(stand))
    response.assignSocket(stand)
    splice(response, 200, storedHead(['X-Stored-Probe', 'yes'], 2), ['X-Request-Probe', 'yes'])
    response.end('ok')
    while (socket.writableCorked > 0) socket.uncork()
    const sent = String(socket.read() ?? '')
    return /^HTTP\/1\.1 200 OK\r\n/.test(sent) && sent.endsWith('\r\nX-Stored-Probe: yes\r\n\r\nok') && sent.includes('\r\nX-Request-Probe: yes\r\n')
  } catch {
    return false
  }
}

/** Checked once per process; exported for the tests. */
export const SPLICES = spliceReachesTheWire()

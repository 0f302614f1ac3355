import net from 'node:net'

/** One answer read off a raw connection. */
export type RawAnswer = { status: number; headers: Record<string, string>; body: Buffer }

/**
 * Sends `bytes` as they are on a fresh connection and reads the answers that come back until the
 * server closes the connection, `expected` answers have arrived, `until` holds for the answers so
 * far, or `waitMs` passed without a new byte. The quiet time counts only once the server has begun
 * to answer: before its first byte the wait is `firstByteMs`, so a loaded machine's slow first
 * answer is waited for, not taken for silence. For tests that must see exactly what a server sends
 * to one connection: framing attacks, pipelining, heads a client library would refuse or fix.
 */
export function rawExchange(
  port: number,
  bytes: string | Buffer,
  options: { expected?: number; until?: (answers: RawAnswer[]) => boolean; waitMs?: number; firstByteMs?: number } = {},
): Promise<{ answers: RawAnswer[]; closed: boolean; raw: Buffer }> {
  const { expected = Infinity, until = () => false, waitMs = 3_000, firstByteMs = 60_000 } = options
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    let received = Buffer.alloc(0)
    let closed = false
    let idle: NodeJS.Timeout | undefined
    const finish = () => {
      clearTimeout(idle)
      socket.destroy()
      resolve({ answers: readAnswers(received), closed, raw: received })
    }
    const rearm = (ms: number) => {
      clearTimeout(idle)
      idle = setTimeout(finish, ms)
    }
    socket.on('connect', () => {
      socket.write(bytes)
      rearm(firstByteMs)
    })
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const answers = readAnswers(received)
      if (answers.length >= expected || until(answers)) return finish()
      rearm(waitMs)
    })
    socket.on('close', () => {
      closed = true
      finish()
    })
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)))
  })
}

/** The complete answers at the start of `data` (a test's reader: Content-Length and chunked bodies). */
export function readAnswers(data: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = []
  let offset = 0
  for (;;) {
    const headEnd = data.indexOf('\r\n\r\n', offset)
    if (headEnd === -1) return answers
    const [statusLine = '', ...lines] = data.subarray(offset, headEnd).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? NaN)
    const headers: Record<string, string> = {}
    for (const line of lines) {
      const colon = line.indexOf(':')
      const name = line.slice(0, colon).trim().toLowerCase()
      headers[name] = headers[name] === undefined ? line.slice(colon + 1).trim() : `${headers[name]}, ${line.slice(colon + 1).trim()}`
    }
    let at = headEnd + 4
    let body: Buffer
    if (headers['transfer-encoding']?.includes('chunked')) {
      const parts: Buffer[] = []
      for (;;) {
        const lineEnd = data.indexOf('\r\n', at)
        if (lineEnd === -1) return answers
        const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
        if (data.length < lineEnd + 2 + size + 2) return answers
        parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
        at = lineEnd + 2 + size + 2
        if (size === 0) break
      }
      body = Buffer.concat(parts)
    } else {
      const length = status === 304 || status === 204 || status < 200 ? 0 : Number(headers['content-length'] ?? 0)
      if (data.length < at + length) return answers
      body = data.subarray(at, at + length)
      at += length
    }
    answers.push({ status, headers, body })
    offset = at
  }
}

/** Opens a connection and keeps it open, writing nothing (what comes back is read and dropped); resolves once connected. */
export function openIdle(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => resolve(socket))
    socket.resume()
    socket.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)))
  })
}

import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { crashCause, restartDelayMs } from '../../scripts/supervisor.mjs'
import { freePort } from '../e2e/server'
import { waitFor } from '../helpers/poll'

const SUPERVISOR = path.resolve(import.meta.dirname, '../../scripts/supervisor.mjs')
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-restart-'))
const started: number[] = []

/**
 * A stand-in for the production server: answers its pid, dies as a crashing server does on
 * /oom (V8 out of memory) and /throw (an uncaught error), and drains on SIGTERM and SIGINT.
 */
const FAKE_SERVER = `
import http from 'node:http'
const server = http.createServer((request, response) => {
  if (request.url === '/oom') {
    const hog = []
    for (;;) hog.push(new Array(100_000).fill(request.url))
  }
  if (request.url === '/throw') setImmediate(() => { throw new Error('thrown by the stand-in server') })
  response.end(String(process.pid))
})
server.listen(Number(process.env.PORT), '127.0.0.1')
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => { server.close(() => process.exit(0)); server.closeIdleConnections() })
`

type Supervised = { pid: number; port: number; output: () => string; exited: Promise<{ code: number | null; signal: string | null }> }

/** The supervisor as npm start runs it, around the stand-in (with a small heap, so that /oom is quick). */
async function startSupervised(): Promise<Supervised> {
  const server = path.join(dir, 'server.mjs')
  fs.writeFileSync(server, FAKE_SERVER)
  const port = await freePort()
  const runner = `import { supervise } from ${JSON.stringify(SUPERVISOR)}
supervise({ command: process.execPath, args: ['--max-old-space-size=24', ${JSON.stringify(server)}], env: process.env })`
  const child = spawn(process.execPath, ['--input-type=module', '-e', runner], {
    env: { ...process.env, PORT: String(port) },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  if (child.pid === undefined) throw new Error('could not start the supervisor')
  started.push(child.pid)
  return { pid: child.pid, port, output: () => output, exited }
}

/** The pid of the server process answering on the port, once one answers (other than `not`). */
function answeringPid(port: number, not?: number, timeoutMs = 10_000): Promise<number> {
  return waitFor(
    `a server process${not ? ` other than ${not}` : ''} answering on port ${port}`,
    async () => {
      const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) }).catch(() => null)
      const pid = response?.ok ? Number(await response.text()) : undefined
      return pid && pid !== not ? pid : undefined
    },
    timeoutMs,
    50,
  )
}

type LogLine = {
  level: string
  msg: string
  signal?: string | null
  exitCode?: number | null
  cause?: string
  restartInMs?: number
  pid?: number
}
const crashLines = (output: string): LogLine[] =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogLine)
    .filter((line) => line.msg.startsWith('the server process ended unexpectedly'))

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

afterAll(() => {
  for (const pid of started) if (isAlive(pid)) process.kill(-pid, 'SIGKILL')
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('X10 npm start restarts a crashed server process (scripts/supervisor.mjs)', () => {
  it('X10 a SIGKILLed server process is logged with its signal and answers again within seconds; SIGTERM to npm start drains it and both end, without a restart', async () => {
    const supervised = await startSupervised()
    const first = await answeringPid(supervised.port)

    const killedAt = Date.now()
    process.kill(first, 'SIGKILL')
    const second = await answeringPid(supervised.port, first)
    expect(Date.now() - killedAt).toBeLessThan(5_000)

    const [crash, ...more] = crashLines(supervised.output())
    expect(more).toEqual([])
    expect(crash).toMatchObject({ level: 'error', pid: first, signal: 'SIGKILL', exitCode: null, restartInMs: 1_000 })
    expect(crash?.msg).toContain('(killed by SIGKILL)')
    expect(crash?.cause).toContain('a signal from outside')

    process.kill(supervised.pid, 'SIGTERM')
    expect(await supervised.exited).toEqual({ code: 0, signal: null })
    expect(isAlive(second)).toBe(false)
    expect(crashLines(supervised.output())).toHaveLength(1)
  }, 60_000)

  it('X10 the cause is logged from the dying process’s stderr (V8 out of memory, an uncaught error), and crashes in a row wait longer; SIGINT stops it too', async () => {
    const supervised = await startSupervised()
    const first = await answeringPid(supervised.port)

    await fetch(`http://127.0.0.1:${supervised.port}/oom`).catch(() => null)
    const second = await answeringPid(supervised.port, first)
    await fetch(`http://127.0.0.1:${supervised.port}/throw`)
    await answeringPid(supervised.port, second)

    const [oom, thrown] = crashLines(supervised.output())
    expect(oom?.cause).toMatch(/^FATAL ERROR: .*JavaScript heap out of memory$/)
    expect(oom).toMatchObject({ pid: first, restartInMs: 1_000 })
    expect(oom?.msg).toContain('JavaScript heap out of memory; restarting in 1 s')
    // The second crash came soon after its start: the next start waits twice as long.
    expect(thrown).toMatchObject({
      pid: second,
      exitCode: 1,
      signal: null,
      cause: 'Error: thrown by the stand-in server',
      restartInMs: 2_000,
    })

    process.kill(supervised.pid, 'SIGINT')
    expect(await supervised.exited).toEqual({ code: 0, signal: null })
  }, 60_000)

  it('X10 the wait before a restart: 1 s, doubling for crashes in a row soon after their start, at most 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(restartDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000])
  })

  it('X10 the cause named: V8’s fatal error wherever it was, else the last error printed, else the last line', () => {
    const uncaught = [
      'file:///srv/server.mjs:3',
      "  throw new TypeError('x is not a function')",
      '  ^',
      'TypeError: x is not a function',
      '    at file:///srv/server.mjs:3:9',
      'Node.js v20.19.0',
    ]
    expect(crashCause({ fatalLine: undefined, lastLines: uncaught, signal: null })).toBe('TypeError: x is not a function')
    expect(
      crashCause({
        fatalLine: 'FATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory',
        lastLines: [' 1: 0xb78db3 node::OOMErrorHandler'],
        signal: 'SIGABRT',
      }),
    ).toContain('heap out of memory')
    expect(
      crashCause({
        fatalLine: undefined,
        lastLines: ['Error: listen EADDRINUSE: address already in use', '    at Server.setupListenHandle', 'Node.js v20.19.0'],
        signal: null,
      }),
    ).toBe('Error: listen EADDRINUSE: address already in use')
    expect(crashCause({ fatalLine: undefined, lastLines: ['something went wrong'], signal: null })).toBe('something went wrong')
    expect(crashCause({ fatalLine: undefined, lastLines: [], signal: null })).toContain('nothing on stderr')
  })
})

import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { badRequest, payloadRequests, send, seededRandom, withConcurrency, type Answer, type BadRequest } from '../helpers/bad-requests'
import { prepareData, startServer, type RunningServer } from './server'

const REQUESTS = 10_000
const CONCURRENCY = 20
/** Another seed (X7_FUZZ_SEED) explores other requests; the default keeps runs comparable. */
const SEED = Number(process.env.X7_FUZZ_SEED ?? 7)

const describeRequest = (request: BadRequest) =>
  `${request.method} ${request.path.slice(0, 300)}${request.path.length > 300 ? '…' : ''} ${JSON.stringify(request.headers).slice(0, 200)} ${request.body?.slice(0, 200) ?? ''}`

/** Node refuses a request head over 16 KB itself (431, or closing the connection), before the app sees it. */
const NODE_MAX_HEAD_BYTES = 16_384
const headBytes = (request: BadRequest) =>
  request.method.length +
  request.path.length +
  Object.entries(request.headers).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)

/** What is wrong with one answer of the content API, or null. */
function envelopeProblem(request: BadRequest, answer: Answer): string | null {
  const oversized = headBytes(request) > NODE_MAX_HEAD_BYTES
  if (answer.status === 0) return oversized ? null : `no answer (${answer.error})`
  if (answer.status >= 500) return `status ${answer.status}: ${answer.body.slice(0, 300)}`
  // `..` segments (also as %2e%2e) lead out of /api/Website/: where the path really goes counts.
  const pathname = new URL(request.path.replace(/[^\x21-\x7e]/gu, encodeURIComponent), 'http://expo.test').pathname
  const onContentApi = pathname.startsWith('/api/Website/') || pathname === '/api/Website'
  // HEAD has no body, a preflight (204) and a redirect carry none, a download is the file itself,
  // and Node's own 431 for an oversized head comes before any route.
  const bodyless =
    request.method === 'HEAD' ||
    answer.status === 204 ||
    (answer.status >= 300 && answer.status < 400) ||
    (answer.status === 431 && oversized)
  const file = answer.status === 200 && String(answer.headers['content-disposition'] ?? '').startsWith('attachment')
  if (!onContentApi || bodyless || file) return null
  if (!String(answer.headers['content-type'] ?? '').startsWith('application/json'))
    return `status ${answer.status}, not JSON: ${answer.headers['content-type']}`
  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    return `status ${answer.status}, unparsable JSON: ${answer.body.slice(0, 200)}`
  }
  const envelope = body as { success?: unknown; code?: unknown; message?: unknown }
  if (typeof envelope.success !== 'boolean' || typeof envelope.code !== 'number') return `no envelope: ${answer.body.slice(0, 200)}`
  if (answer.status >= 400) {
    if (envelope.success !== false || envelope.code !== answer.status)
      return `status ${answer.status} with success ${String(envelope.success)}, code ${envelope.code}`
    if (typeof envelope.message !== 'string' || envelope.message.length === 0) return `status ${answer.status} without a message`
  }
  return null
}

describe('X7 bad API requests never get a 5xx', () => {
  let server: RunningServer | undefined
  let dataDir = ''
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY })

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-bad-requests-'))
    prepareData(dataDir)
    server = await startServer(dataDir)
  }, 300_000)

  afterAll(async () => {
    agent.destroy()
    await server?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it(`X7 ${REQUESTS} generated bad content API requests (seed ${SEED}): no 5xx, the envelope with success:false on every error, healthy after`, async () => {
    const random = seededRandom(SEED)
    const requests = Array.from({ length: REQUESTS }, () => badRequest(random))
    const answers = await withConcurrency(requests, CONCURRENCY, (request) => send(server?.baseURL ?? '', request, agent))
    const problems = requests.flatMap((request, index) => {
      const answer = answers[index]
      const problem = answer ? envelopeProblem(request, answer) : 'no answer'
      return problem ? [`${problem}\n    ← ${describeRequest(request)}`] : []
    })
    expect(problems.slice(0, 20)).toEqual([])
    // The generator reached the server's error paths, not only its 404.
    const statuses = new Set(answers.map((answer) => answer.status))
    for (const status of [200, 400, 404, 405]) expect(statuses, `statuses seen: ${[...statuses].join(', ')}`).toContain(status)
    // Healthy after, each asked on a connection of its own: the flood can outlast the server's
    // keep-alive (65 s), and fetch's pool may still hold an idle socket of the set-up's probes.
    const fresh = (path: string) =>
      new Promise<number>((resolve, reject) =>
        http.get(`${server?.baseURL}${path}`, { agent: false }, (answer) => resolve(answer.resume().statusCode ?? 0)).on('error', reject),
      )
    expect(await fresh('/healthz')).toBe(200)
    expect(await fresh('/api/Website/GetMenuList?siteId=nuclear-expo')).toBe(200)
  }, 600_000)

  it("X7 odd queries and path traversal on Payload's REST API: no 5xx, nothing outside the media folders served", async () => {
    const requests = payloadRequests()
    const answers = await withConcurrency(requests, CONCURRENCY, (request) => send(server?.baseURL ?? '', request, agent))
    const secret = fs.readFileSync(path.join(dataDir, '.payload-secret'), 'utf8').trim()
    const problems = requests.flatMap((request, index) => {
      const answer = answers[index]
      if (!answer) return [`no answer ← ${describeRequest(request)}`]
      const leaked = /root:x:0:0|SQLite format 3/.test(answer.body) || answer.body.includes(secret)
      if (answer.status >= 500 || leaked)
        return [
          `status ${answer.status}${leaked ? ', leaked a file' : ''}: ${answer.body.slice(0, 200)}\n    ← ${describeRequest(request)}`,
        ]
      return []
    })
    expect(problems.slice(0, 20)).toEqual([])
    expect((await fetch(`${server?.baseURL}/healthz`)).status).toBe(200)
  }, 300_000)
})

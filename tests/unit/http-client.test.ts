import type http from 'node:http'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CancelledError,
  createHttpClient,
  fileNameFromContentDisposition,
  HttpError,
  isCancelled,
  NetworkError,
  TimeoutError,
  type HttpClient,
  type HttpClientOptions,
} from '@/http-client'
import { closedPort, sendJson, startServer, type TestServer } from '../helpers/http-server'

const PDF_BYTES = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x00, 0xff, 0x80, 0x0a])
const RFC5987_DISPOSITION = 'attachment; filename="fallback.pdf"; filename*=UTF-8\'\'%E5%8F%82%E5%B1%95%E6%89%8B%E5%86%8C.pdf'

interface Echo {
  code: number
  data: {
    method: string
    query: Record<string, string>
    rawQuery: string
    authorization: string | null
    contentType: string | null
    body: unknown
  }
}

function sendFile(res: http.ServerResponse, disposition?: string): void {
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    ...(disposition === undefined ? {} : { 'Content-Disposition': disposition }),
  })
  res.end(PDF_BYTES)
}

function route(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  switch (url.pathname) {
    case '/echo':
      return sendJson(res, 200, {
        code: 200,
        data: {
          method: req.method,
          query: Object.fromEntries(url.searchParams),
          rawQuery: url.search,
          authorization: req.headers.authorization ?? null,
          contentType: req.headers['content-type'] ?? null,
          body: body === '' ? null : (JSON.parse(body) as unknown),
        },
      })
    case '/no-envelope':
      return sendJson(res, 200, [1, 2, 3])
    case '/business-error':
      return sendJson(res, 200, { code: 500, message: '展位已满' })
    case '/http-500':
      return sendJson(res, 500, { code: 500, message: '服务器内部错误' })
    case '/http-500-text':
      res.writeHead(500, { 'Content-Type': 'text/plain' })
      return void res.end('boom')
    case '/http-401':
      return sendJson(res, 401, { message: 'unauthorised' })
    case '/code-401':
      return sendJson(res, 200, { code: 401, message: 'token 已过期' })
    case '/hang':
      return
    case '/slow':
      setTimeout(() => sendJson(res, 200, { code: 200, data: Object.fromEntries(url.searchParams) }), 300)
      return
    case '/files/rfc5987':
      return sendFile(res, RFC5987_DISPOSITION)
    case '/files/legacy':
      return sendFile(res, 'attachment; filename="report-2025.pdf"')
    case '/files/unsafe':
      return sendFile(res, 'attachment; filename="../../etc/passwd.pdf"')
    case '/files/no-header/brochure.pdf':
      return sendFile(res)
    case '/files/error':
      return sendJson(res, 200, { code: 403, message: '无权下载' })
    default:
      return sendJson(res, 404, { code: 404, message: 'not found' })
  }
}

let server: TestServer
let logs: string[]

function client(overrides: Partial<HttpClientOptions> = {}): HttpClient {
  return createHttpClient({
    baseURL: server.url,
    logger: { error: (message) => void logs.push(message) },
    ...overrides,
  })
}

async function rejectionOf<E>(promise: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const err = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(err).toBeInstanceOf(type)
  if (!(err instanceof type)) throw new Error('unreachable')
  return err
}

beforeAll(async () => {
  server = await startServer(route)
})

afterAll(async () => {
  await server.close()
})

beforeEach(() => {
  logs = []
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('C1 requests', () => {
  it('C1 get serialises params (sorted, undefined skipped) and sends the bearer token', async () => {
    const res = await client({ token: 'tok-123' }).get<Echo>('/echo', {
      params: { q: '核电 展会', page: 2, skip: undefined, tags: ['a', 'b'] },
    })
    expect(res.data.method).toBe('GET')
    expect(res.data.rawQuery).toBe('?page=2&q=%E6%A0%B8%E7%94%B5%20%E5%B1%95%E4%BC%9A&tags=a&tags=b')
    expect(res.data.query).toMatchObject({ q: '核电 展会', page: '2' })
    expect(res.data.query).not.toHaveProperty('skip')
    expect(res.data.authorization).toBe('Bearer tok-123')
    expect(logs).toEqual([])
  })

  it('C1 sends no Authorization header without a token', async () => {
    const res = await client().get<Echo>('/echo')
    expect(res.data.authorization).toBeNull()
  })

  it('C1 reads a token function on every request', async () => {
    const session: { token?: string } = {}
    const http = client({ token: () => session.token })
    expect((await http.get<Echo>('/echo')).data.authorization).toBeNull()
    session.token = 'later'
    expect((await http.get<Echo>('/echo')).data.authorization).toBe('Bearer later')
  })

  it('C1 post, put and delete send JSON and resolve the parsed body', async () => {
    const http = client()
    const posted = await http.post<Echo>('/echo', { name: '参展商', booth: 12 })
    expect(posted.data).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: { name: '参展商', booth: 12 },
    })
    const put = await http.put<Echo>('/echo', { ok: true }, { params: { id: 7 } })
    expect(put.data).toMatchObject({ method: 'PUT', query: { id: '7' }, body: { ok: true } })
    const deleted = await http.delete<Echo>('/echo', { params: { id: 7 } })
    expect(deleted.data).toMatchObject({ method: 'DELETE', query: { id: '7' }, body: null, contentType: null })
    expect(await http.get<number[]>('/no-envelope')).toEqual([1, 2, 3])
  })

  it('C1 every request is sent with credentials: include', async () => {
    // A pass-through spy: the real fetch still reaches the real server.
    const spy = vi.spyOn(globalThis, 'fetch')
    await client().get('/echo')
    await client().download('/files/legacy', {})
    expect(spy).toHaveBeenCalledTimes(2)
    for (const call of spy.mock.calls) expect(call[1]?.credentials).toBe('include')
  })
})

describe('C2 rejections', () => {
  it('C2 a 200 response whose code is not 200 is rejected with HttpError', async () => {
    const err = await rejectionOf(client().get('/business-error'), HttpError)
    expect(err).toMatchObject({ status: 200, code: 500, message: '展位已满' })
    expect(err.body).toEqual({ code: 500, message: '展位已满' })
    expect(err.cause).toBeDefined()
    expect(logs).toEqual(['展位已满'])
  })

  it('C2 HTTP 500 is rejected with HttpError carrying the parsed envelope', async () => {
    const err = await rejectionOf(client().get('/http-500'), HttpError)
    expect(err).toMatchObject({ status: 500, code: 500, message: '服务器内部错误' })
  })

  it('C2 HTTP 500 with a non-JSON body is rejected with HttpError', async () => {
    const err = await rejectionOf(client().post('/http-500-text', { a: 1 }), HttpError)
    expect(err.status).toBe(500)
    expect(err.code).toBeUndefined()
    expect(err.body).toBe('boom')
  })
})

describe('C3 logged messages', () => {
  it('C3 HTTP 401 logs 授权失败', async () => {
    const err = await rejectionOf(client().get('/http-401'), HttpError)
    expect(err.status).toBe(401)
    expect(logs).toEqual(['授权失败'])
  })

  it('C3 code 401 in a 200 envelope logs 授权失败', async () => {
    const err = await rejectionOf(client().get('/code-401'), HttpError)
    expect(err).toMatchObject({ status: 200, code: 401 })
    expect(logs).toEqual(['授权失败'])
  })

  it('C3 time-out logs 请求超时！请稍后重试', async () => {
    const started = Date.now()
    const err = await rejectionOf(client({ timeoutMs: 200 }).get('/hang'), TimeoutError)
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(err.timeoutMs).toBe(200)
    expect(err.cause).toBeDefined()
    expect(logs).toEqual(['请求超时！请稍后重试'])
  })

  it('C3 refused connection logs 网络错误！请您稍后重试', async () => {
    const port = await closedPort()
    const err = await rejectionOf(client({ baseURL: `http://127.0.0.1:${port}` }).get('/echo'), NetworkError)
    expect(err.cause).toBeInstanceOf(Error)
    expect(isCancelled(err)).toBe(false)
    expect(logs).toEqual(['网络错误！请您稍后重试'])
  })

  it('C3 navigator.onLine === false reports 网络错误！请您稍后重试 instead of a time-out', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    await rejectionOf(client({ timeoutMs: 200 }).get('/hang'), NetworkError)
    expect(logs).toEqual(['网络错误！请您稍后重试'])
  })
})

describe('C4 duplicate requests', () => {
  it('C4 a second identical request cancels the first without logging', async () => {
    const http = client()
    const first = http.get<{ data: Record<string, string> }>('/slow', { params: { b: 2, a: 1 } })
    const second = http.get<{ data: Record<string, string> }>('/slow', { params: { a: 1, b: 2 } })
    const err = await rejectionOf(first, CancelledError)
    expect(isCancelled(err)).toBe(true)
    expect((await second).data).toEqual({ a: '1', b: '2' })
    expect(logs).toEqual([])
  })

  it('C4 requests with different params both resolve', async () => {
    const http = client()
    const [one, two] = await Promise.all([
      http.get<{ data: Record<string, string> }>('/slow', { params: { n: 1 } }),
      http.get<{ data: Record<string, string> }>('/slow', { params: { n: 2 } }),
    ])
    expect(one.data).toEqual({ n: '1' })
    expect(two.data).toEqual({ n: '2' })
  })

  it('C4 posts with different bodies both resolve', async () => {
    const http = client()
    const results = await Promise.all([http.post<Echo>('/echo', { n: 1 }), http.post<Echo>('/echo', { n: 2 })])
    expect(results.map((r) => r.data.body)).toEqual([{ n: 1 }, { n: 2 }])
  })

  it('C4 sequential identical requests both resolve once the first has settled', async () => {
    const http = client()
    expect((await http.get<Record<string, string>>('/slow', { params: { n: 1 } })).data).toEqual({ n: '1' })
    expect((await http.get<Record<string, string>>('/slow', { params: { n: 1 } })).data).toEqual({ n: '1' })
    expect(logs).toEqual([])
  })

  it('C4 a cancelled request does not remove the newer entry from the pending map', async () => {
    const http = client()
    const first = http.get('/slow')
    const second = http.get('/slow')
    await rejectionOf(first, CancelledError)
    const third = http.get<Record<string, string>>('/slow')
    await rejectionOf(second, CancelledError)
    expect((await third).data).toEqual({})
    expect(logs).toEqual([])
  })

  it("C4 the caller's own signal yields CancelledError without logging", async () => {
    const controller = new AbortController()
    const pending = client().get('/hang', { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    await rejectionOf(pending, CancelledError)
    await rejectionOf(client().get('/echo', { signal: AbortSignal.abort() }), CancelledError)
    expect(logs).toEqual([])
  })
})

describe('C1 download', () => {
  it('C1 download prefers filename* (参展手册.pdf) and returns the exact bytes', async () => {
    const result = await client({ token: 't' }).download('/files/rfc5987', { id: 1 })
    expect(result.fileName).toBe('参展手册.pdf')
    expect(result.mimeType).toBe('application/pdf')
    expect(result.blob).toBeInstanceOf(Blob)
    expect(Buffer.from(await result.blob.arrayBuffer())).toEqual(PDF_BYTES)
  })

  it('C1 download falls back to filename=', async () => {
    const result = await client().download('/files/legacy', { id: 1 })
    expect(result.fileName).toBe('report-2025.pdf')
    expect(Buffer.from(await result.blob.arrayBuffer())).toEqual(PDF_BYTES)
  })

  it('C1 download strips path separators from the file name', async () => {
    expect((await client().download('/files/unsafe', {})).fileName).toBe('passwd.pdf')
  })

  it('C1 download without Content-Disposition uses the last URL path segment', async () => {
    expect((await client().download('/files/no-header/brochure.pdf', {})).fileName).toBe('brochure.pdf')
  })

  it('C2 download that gets a JSON error envelope is rejected', async () => {
    const err = await rejectionOf(client().download('/files/error', { id: 1 }), HttpError)
    expect(err).toMatchObject({ status: 200, code: 403, message: '无权下载' })
    expect(logs).toEqual(['无权下载'])
  })
})

describe('C1 Content-Disposition parsing', () => {
  it.each([
    [RFC5987_DISPOSITION, '参展手册.pdf'],
    ["attachment; filename*=utf-8'zh-CN'%E5%8F%82%E5%B1%95.pdf", '参展.pdf'],
    ['attachment; filename="a; b=c.pdf"', 'a; b=c.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    ['attachment; filename="%E5%8F%82%E5%B1%95.pdf"', '参展.pdf'],
    ['attachment; filename="..\\\\..\\\\evil.exe"', 'evil.exe'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="ok.pdf"', 'ok.pdf'],
    ['attachment; filename="/"', 'x.bin'],
    ['inline', 'x.bin'],
  ])('%s -> %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header, 'https://example.com/dl/x.bin?token=1')).toBe(expected)
  })

  it('falls back to "download" when nothing yields a name', () => {
    expect(fileNameFromContentDisposition(null, '/')).toBe('download')
  })
})

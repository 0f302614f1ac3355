import { CancelledError, HttpError, NetworkError, TimeoutError, messageFor } from './errors'
import { readDownload, readJson, type DownloadResult } from './response'
import { buildUrl, type QueryParams } from './url'

export interface HttpLogger {
  error(message: string, cause?: unknown): void
}

export interface HttpClientOptions {
  /** '' means same-origin (browser only). */
  baseURL: string
  /** A function is read on every request, so a token obtained after login is picked up. */
  token?: string | (() => string | null | undefined)
  timeoutMs?: number
  logger?: HttpLogger
}

export interface RequestOptions {
  params?: QueryParams
  headers?: Readonly<Record<string, string>>
  signal?: AbortSignal
  /** Overrides the client's timeoutMs for this request. */
  timeoutMs?: number
  /** Told the answer's headers before its body is read (e.g. its Content-Language). */
  onHeaders?: (headers: Headers) => void
}

export type { DownloadResult }

export interface HttpClient {
  get<T = unknown>(url: string, options?: RequestOptions): Promise<T>
  post<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>
  put<T = unknown>(url: string, body?: unknown, options?: RequestOptions): Promise<T>
  delete<T = unknown>(url: string, options?: RequestOptions): Promise<T>
  download(url: string, body?: unknown, options?: RequestOptions): Promise<DownloadResult>
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
type AbortReason = 'timeout' | 'superseded' | 'caller'

interface Call {
  method: Method
  url: string
  body: unknown
  options: RequestOptions
  download: boolean
}

export const DEFAULT_TIMEOUT_MS = 10_000

const consoleLogger: HttpLogger = {
  error: (message, cause) => console.error(message, cause),
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const logger = options.logger ?? consoleLogger
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  // Keyed by method + full URL + body; the value is the newest request's canceller.
  const pending = new Map<string, { cancel: () => void }>()

  function buildHeaders(call: Call, hasBody: boolean): Headers {
    const headers = new Headers({ Accept: call.download ? '*/*' : 'application/json' })
    if (hasBody) headers.set('Content-Type', 'application/json')
    const token = typeof options.token === 'function' ? options.token() : options.token
    if (token) headers.set('Authorization', `Bearer ${token}`)
    for (const [name, value] of Object.entries(call.options.headers ?? {})) headers.set(name, value)
    return headers
  }

  async function send(call: Call): Promise<unknown> {
    const url = buildUrl(options.baseURL, call.url, call.options.params)
    const payload = call.body === undefined ? undefined : JSON.stringify(call.body)
    const key = `${call.method} ${url} ${payload ?? ''}`
    const timeoutMs = call.options.timeoutMs ?? defaultTimeoutMs
    const controller = new AbortController()
    let reason: AbortReason | undefined
    const abort = (why: AbortReason): void => {
      if (reason !== undefined) return
      reason = why
      controller.abort()
    }

    const entry = { cancel: () => abort('superseded') }
    pending.get(key)?.cancel()
    pending.set(key, entry)
    const timer = setTimeout(() => abort('timeout'), timeoutMs)
    const callerSignal = call.options.signal
    const onCallerAbort = (): void => abort('caller')
    if (callerSignal?.aborted) onCallerAbort()
    else callerSignal?.addEventListener('abort', onCallerAbort, { once: true })

    try {
      const response = await fetch(url, {
        method: call.method,
        headers: buildHeaders(call, payload !== undefined),
        body: payload,
        credentials: 'include',
        signal: controller.signal,
      })
      call.options.onHeaders?.(response.headers)
      return call.download ? await readDownload(response, url) : await readJson(response)
    } catch (err) {
      if (err instanceof HttpError) throw err
      if (reason === 'superseded') throw new CancelledError(err)
      if (reason === 'caller') throw new CancelledError(callerSignal?.reason ?? err)
      if (isOffline()) throw new NetworkError(err)
      if (reason === 'timeout') throw new TimeoutError(timeoutMs, err)
      throw new NetworkError(err)
    } finally {
      clearTimeout(timer)
      callerSignal?.removeEventListener('abort', onCallerAbort)
      if (pending.get(key) === entry) pending.delete(key)
    }
  }

  async function run<T>(call: Call): Promise<T> {
    try {
      return (await send(call)) as T
    } catch (err) {
      const message = messageFor(err)
      if (message !== undefined) logger.error(message, err)
      throw err
    }
  }

  return {
    get: (url, opts = {}) => run({ method: 'GET', url, body: undefined, options: opts, download: false }),
    post: (url, body, opts = {}) => run({ method: 'POST', url, body, options: opts, download: false }),
    put: (url, body, opts = {}) => run({ method: 'PUT', url, body, options: opts, download: false }),
    delete: (url, opts = {}) => run({ method: 'DELETE', url, body: undefined, options: opts, download: false }),
    download: (url, body, opts = {}) => run<DownloadResult>({ method: 'POST', url, body, options: opts, download: true }),
  }
}

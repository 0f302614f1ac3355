import { ValidationError } from 'payload'
import type { z } from 'zod'

import { fetchList, RemoteContractError, type Endpoint, type WireList } from '@/content-source/remote-wire'
import {
  createHttpClient,
  fileNameFromContentDisposition,
  HttpError,
  MESSAGES,
  NetworkError,
  TimeoutError,
  type QueryParams,
} from '@/http-client'

export type OriginOptions = {
  /** The old backend's origin; `/api/Website/…` is appended. */
  from: string
  siteId: string
  token?: string
  /** Per request; a request past it is tried again. */
  timeoutMs: number
  /** How many times a time-out, a network error or a 5xx is tried again, waiting 0.5 s, 1 s, 2 s… */
  retries: number
  /** Told of every byte downloaded (the progress bar). */
  onBytes?: (bytes: number) => void
  /** Ctrl-C: no new retry is waited for. */
  signal?: AbortSignal
}

type RestOptions = { method?: 'GET' | 'POST'; body?: unknown; token?: string }

export type Downloaded = { data: Buffer; fileName: string; mimeType: string }

const silent = { error: () => {} }

/** Worth asking again: the origin was slow, unreachable or failed on its side. */
const isTransient = (error: unknown): boolean =>
  error instanceof TimeoutError ||
  error instanceof NetworkError ||
  (error instanceof HttpError && (error.status >= 500 || error.status === 429))

/** The reason of a failed read, short, in Chinese as the summary prints it. */
export function reasonOf(error: unknown): string {
  if (error instanceof RemoteContractError) return `应答不符合接口格式（${error.endpoint}）`
  if (error instanceof TimeoutError) return `请求超时（${error.timeoutMs} ms，已重试）`
  if (error instanceof HttpError) {
    if (error.message === MESSAGES.invalidJson) return '应答不是有效的 JSON'
    return error.status === 200 ? `应答 code ${String(error.code)}：${error.message}` : `HTTP ${error.status}：${error.message}`
  }
  if (error instanceof NetworkError) return `网络错误：${error.cause instanceof Error ? error.cause.message : '无法连接'}`
  // Payload's ValidationError: the fields' own messages (an upload refused by its bytes, a name too long).
  if (error instanceof ValidationError) return error.data.errors.map((field) => `${field.path}：${field.message}`).join('；')
  return error instanceof Error ? error.message : String(error)
}

/**
 * The endpoint does not exist at this origin (the original backend has none of this product's):
 * refused as a client error other than 401, or answered in a shape that is not the contract's,
 * as remote mode judges GetSiteConfig.
 */
export const isAbsent = (error: unknown): boolean =>
  error instanceof RemoteContractError ||
  (error instanceof HttpError && !error.isUnauthorized && error.status < 500 && Number(error.code ?? 400) < 500)

/**
 * The old backend as the import reads it: the wire contract of SPEC §4 through the product's
 * HTTP client, each call tried again with back-off when it times out or fails on the server's
 * side, and every picture or file it links to fetched as bytes.
 */
export function createOrigin(options: OriginOptions) {
  const base = new URL(options.from)
  const client = createHttpClient({ baseURL: base.origin, token: options.token, timeoutMs: options.timeoutMs, logger: silent })

  async function withRetries<T>(attempt: () => Promise<T>): Promise<T> {
    for (let tried = 0; ; tried += 1) {
      try {
        return await attempt()
      } catch (error) {
        if (!isTransient(error) || tried >= options.retries || options.signal?.aborted) throw error
        await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** tried))
      }
    }
  }

  /** Bearer only to the origin itself: a picture on a CDN gets no secret. */
  const headersFor = (url: URL): Record<string, string> =>
    url.origin === base.origin && options.token ? { Authorization: `Bearer ${options.token}` } : {}

  async function fetchBytes(url: URL): Promise<Downloaded> {
    let response: Response
    try {
      response = await fetch(url, { headers: headersFor(url), signal: AbortSignal.timeout(options.timeoutMs) })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new TimeoutError(options.timeoutMs, error)
      throw new NetworkError(error)
    }
    if (!response.ok) {
      await response.body?.cancel()
      throw new HttpError({ status: response.status, message: response.statusText || `HTTP ${response.status}` })
    }
    const data = Buffer.from(await response.arrayBuffer())
    options.onBytes?.(data.length)
    const mimeType = response.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() || 'application/octet-stream'
    return { data, mimeType, fileName: fileNameFromContentDisposition(response.headers.get('content-disposition'), url.href) }
  }

  /** JSON from the origin's Payload REST API (another instance of this product), with its session if signed in. */
  async function fetchJson<T>(pathAndQuery: string, { method = 'GET', body, token }: RestOptions): Promise<T> {
    let response: Response
    try {
      response = await fetch(new URL(pathAndQuery, base), {
        method,
        headers: {
          Accept: 'application/json',
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...(token ? { Authorization: `JWT ${token}` } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(options.timeoutMs),
      })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') throw new TimeoutError(options.timeoutMs, error)
      throw new NetworkError(error)
    }
    const text = await response.text()
    if (!response.ok) {
      // Payload's envelope says why ({ errors: [{ message }] }); else the status line.
      let message = response.statusText || `HTTP ${response.status}`
      try {
        message = (JSON.parse(text) as { errors?: { message?: string }[] }).errors?.[0]?.message ?? message
      } catch {
        // Not JSON: the status line says it.
      }
      throw new HttpError({ status: response.status, message })
    }
    try {
      return JSON.parse(text) as T
    } catch {
      throw new HttpError({ status: response.status, message: MESSAGES.invalidJson })
    }
  }

  return {
    /** Where a root-relative URL of the origin points. */
    resolve: (url: string): URL => new URL(url, base),
    list: <S extends z.ZodType>(endpoint: Endpoint, params: QueryParams, item: S): Promise<WireList<z.output<S>>> =>
      withRetries(() => fetchList(client, options.siteId, endpoint, params, item)),
    /** A picture or file the content links to. */
    download: (url: URL): Promise<Downloaded> => withRetries(() => fetchBytes(url)),
    /** A path of this product's Payload REST API (J5: the floor plan, the registration settings). */
    rest: <T>(pathAndQuery: string, restOptions: RestOptions = {}): Promise<T> =>
      withRetries(() => fetchJson<T>(pathAndQuery, restOptions)),
    /** DownloadFile (POST {siteId, id}): a file of the download page, under its own name. */
    downloadFile: (id: number | string): Promise<Downloaded> =>
      withRetries(async () => {
        const { blob, fileName, mimeType } = await client.download('/api/Website/DownloadFile', { siteId: options.siteId, id })
        const data = Buffer.from(await blob.arrayBuffer())
        options.onBytes?.(data.length)
        return { data, fileName, mimeType }
      }),
  }
}

export type Origin = ReturnType<typeof createOrigin>

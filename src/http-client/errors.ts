export const MESSAGES = {
  unauthorized: '授权失败',
  timeout: '请求超时！请稍后重试',
  network: '网络错误！请您稍后重试',
  cancelled: '请求已取消',
  /** A 2xx answer whose body is not JSON. */
  invalidJson: '响应格式错误',
} as const

export type ResponseCode = number | string

export interface HttpErrorInit {
  status: number
  code?: ResponseCode
  message: string
  body?: unknown
  cause?: unknown
}

/** Non-2xx HTTP status, or a 2xx response whose envelope `code` is not 200. */
export class HttpError extends Error {
  override readonly name = 'HttpError'
  readonly status: number
  readonly code: ResponseCode | undefined
  readonly body: unknown

  constructor(init: HttpErrorInit) {
    super(init.message, { cause: init.cause ?? init.body ?? `HTTP ${init.status}` })
    this.status = init.status
    this.code = init.code
    this.body = init.body
  }

  get isUnauthorized(): boolean {
    return this.status === 401 || Number(this.code) === 401
  }
}

export class TimeoutError extends Error {
  override readonly name = 'TimeoutError'
  readonly timeoutMs: number

  constructor(timeoutMs: number, cause?: unknown) {
    super(MESSAGES.timeout, { cause })
    this.timeoutMs = timeoutMs
  }
}

export class NetworkError extends Error {
  override readonly name = 'NetworkError'

  constructor(cause?: unknown) {
    super(MESSAGES.network, { cause })
  }
}

/** Superseded by an identical request, or aborted through the caller's own signal. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError'

  constructor(cause?: unknown) {
    super(MESSAGES.cancelled, { cause })
  }
}

export function isCancelled(err: unknown): err is CancelledError {
  return err instanceof CancelledError
}

/** The user-facing line for a failure, or undefined when nothing should be shown. */
export function messageFor(err: unknown): string | undefined {
  if (err instanceof CancelledError) return undefined
  if (err instanceof HttpError) return err.isUnauthorized ? MESSAGES.unauthorized : err.message
  if (err instanceof TimeoutError) return MESSAGES.timeout
  if (err instanceof NetworkError) return MESSAGES.network
  return err instanceof Error ? err.message : String(err)
}

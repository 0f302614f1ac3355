import { format } from 'node:util'

import pino from 'pino'

import { requestContext } from './request-context'

export type Logger = pino.Logger

/**
 * O8: JSON lines on stdout (time, level, msg, and the fields given), written asynchronously and
 * in batches: lines gather until 4 KB or 100 ms, then go out in one write. One write per line
 * (each an fs.write through libuv's thread pool) cost a cache hit more CPU than answering it
 * (measured with `LOG_LEVEL=info` against `warn`).
 */
export function createLogger(level: string): { logger: Logger; flush: () => void } {
  const destination = pino.destination({ sync: false, minLength: 4096, periodicFlush: 100 })
  const logger = pino(loggerOptions(level), destination)
  return { logger, flush: () => destination.flushSync() }
}

/** The shape of every log line: ours, Next's (through the console) and Payload's (its config). */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: undefined,
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const context = requestContext.getStore()
      return context ? { reqId: context.id } : {}
    },
  }
}

let lastMs = -1
let lastTime = ''
/**
 * pino's isoTime, formatted once per millisecond: Next wraps the global `Date` (its constructor
 * and `now`), which makes a `new Date()` per line cost more than the rest of the line.
 */
function isoTime(): string {
  const now = Date.now()
  if (now !== lastMs) {
    lastMs = now
    lastTime = `,"time":"${new Date(now).toISOString()}"`
  }
  return lastTime
}

/**
 * Next, Payload and our own modules write to the console: their lines become JSON too, with
 * the request id of the request they happened in.
 */
export function routeConsoleTo(logger: Logger): void {
  const toLogger =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]): void => {
      const err = args.find((arg): arg is Error => arg instanceof Error)
      const message = format(...args.filter((arg) => arg !== err))
      if (err) logger[level]({ err }, message)
      else logger[level](message)
    }
  console.log = toLogger('info')
  console.info = toLogger('info')
  console.warn = toLogger('warn')
  console.error = toLogger('error')
}

type ClientError = { status?: unknown; message?: unknown }

/** pino's number for the info level. */
const INFO = 30

/**
 * Payload picks the level of an error's line by the error's class name (`loggingLevels`), which
 * the production bundle shortens to a letter. A refusal Payload answers with a 4xx (not found,
 * forbidden, invalid, a wrong password) is the client's business: one line at info with its
 * message, not an error with a stack.
 */
function refusalsAtInfo(this: pino.Logger, args: Parameters<pino.LogFn>, method: pino.LogFn, level: number): void {
  const err = (args[0] as { err?: ClientError } | null | undefined)?.err
  const status = typeof err?.status === 'number' ? err.status : 0
  if (level > INFO && status >= 400 && status < 500) {
    this.info({ status }, String(err?.message ?? ''))
    return
  }
  method.apply(this, args)
}

/** Payload's logger: the lines of `loggerOptions`, its refusals at info. */
export function payloadLoggerOptions(level: string): pino.LoggerOptions {
  return { ...loggerOptions(level), hooks: { logMethod: refusalsAtInfo } }
}

import { format } from 'node:util'

import pino from 'pino'

import { requestContext } from './request-context'

export type Logger = pino.Logger

/**
 * O8: JSON lines on stdout (time, level, msg, and the fields given), written asynchronously: while
 * one write is under way the next lines gather, so under load many lines share a system call.
 */
export function createLogger(level: string): { logger: Logger; flush: () => void } {
  const destination = pino.destination({ sync: false })
  const logger = pino(loggerOptions(level), destination)
  return { logger, flush: () => destination.flushSync() }
}

/** The shape of every log line: ours, Next's (through the console) and Payload's (its config). */
export function loggerOptions(level: string): pino.LoggerOptions {
  return {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin: () => {
      const context = requestContext.getStore()
      return context ? { reqId: context.id } : {}
    },
  }
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

import { Writable } from 'node:stream'

import pino from 'pino'
import { describe, expect, it } from 'vitest'

import { payloadLoggerOptions } from '@/logging/log'

/** Payload's logger as the config builds it, writing its lines into an array. */
function payloadLogger(): { logger: pino.Logger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>)
      done()
    },
  })
  return { logger: pino(payloadLoggerOptions('info'), sink), lines }
}

/** An error as Payload's production bundle throws it: a shortened class name, a status. */
const shortened = (message: string, status: number) => Object.assign(new Error(message), { name: 'l', status })

describe('O8 Payload’s refusals are routine: logged at info, whatever the bundle calls their class', () => {
  it('O8 a 404 (a visitor asking for an article that is not there) is one info line with its message, no stack', () => {
    const { logger, lines } = payloadLogger()
    logger.error({ err: shortened('未找到', 404) })
    expect(lines).toEqual([expect.objectContaining({ level: 'info', status: 404, msg: '未找到' })])
    expect(JSON.stringify(lines)).not.toContain('stack')
  })

  it('O8 a refused field (400) and a refused action (403) are info too; a server error stays an error with its stack', () => {
    const { logger, lines } = payloadLogger()
    logger.error({ err: shortened('密码至少 10 位', 400) })
    logger.error({ err: shortened('您无权执行此操作', 403) })
    logger.error({ err: shortened('database is locked', 500) })
    expect(lines.map((line) => line.level)).toEqual(['info', 'info', 'error'])
    expect(JSON.stringify(lines[2])).toContain('stack')
  })
})

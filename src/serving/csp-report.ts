import type { IncomingMessage, ServerResponse } from 'node:http'

import { LRUCache } from 'lru-cache'

import type { Logger } from '@/logging/log'

const MAX_BODY_BYTES = 16 * 1024
const REPORTS_PER_MINUTE = 20

/**
 * X1: browsers report Content-Security-Policy violations here (`report-uri /csp-report`); each
 * is logged as a warning. Per client address at most 20 a minute are read (429 beyond), so
 * the endpoint cannot be used to flood the log.
 */
export function createCspReportHandler(log: Logger) {
  const counts = new LRUCache<string, { count: number }>({ max: 10_000, ttl: 60_000, ttlAutopurge: false })

  return function handleCspReport(request: IncomingMessage, response: ServerResponse, ip: string): void {
    const answer = (status: number, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Cache-Control': 'no-store', ...headers })
      response.end()
    }
    if (request.method !== 'POST') return answer(405, { Allow: 'POST' })
    const seen = counts.get(ip) ?? { count: 0 }
    if (seen.count === 0) counts.set(ip, seen)
    seen.count += 1
    if (seen.count > REPORTS_PER_MINUTE) {
      request.resume()
      return answer(429, { 'Retry-After': '60' })
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    request.on('end', () => {
      if (size > MAX_BODY_BYTES) return answer(413)
      let report: unknown
      try {
        report = JSON.parse(Buffer.concat(chunks).toString('utf8'))
      } catch {
        return answer(400)
      }
      log.warn({ event: 'csp-violation', ip, report }, 'Content-Security-Policy violation reported')
      answer(204)
    })
  }
}

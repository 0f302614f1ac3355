import type { ErrorEnvelope } from '@/content-source/contract'

export type MalformedPathAnswer = { contentType: string; body: string }

/**
 * X7: a path whose percent-encoding does not decode (`/api/Website/%zz`, `/news%E4%B8`) makes
 * Next answer 500 before any route runs. It is a bad request: 400, in the content API's envelope
 * under /api/Website/, in plain text elsewhere. null when the path decodes.
 */
export function malformedPathAnswer(url: string): MalformedPathAnswer | null {
  const queryAt = url.indexOf('?')
  const path = queryAt === -1 ? url : url.slice(0, queryAt)
  // Only a percent sign can fail to decode: most paths skip decoding entirely.
  if (!path.includes('%')) return null
  try {
    decodeURIComponent(path)
    return null
  } catch {
    if (!path.startsWith('/api/Website/') && path !== '/api/Website')
      return { contentType: 'text/plain; charset=utf-8', body: '400 Bad Request: malformed URL' }
    const envelope: ErrorEnvelope = { success: false, code: 400, message: '请求路径的编码无效', data: { items: [] } }
    return { contentType: 'application/json', body: JSON.stringify(envelope) }
  }
}

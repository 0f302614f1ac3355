import { create } from 'content-disposition'
import type { PayloadRequest } from 'payload'

import { FILE_CONTENT_SECURITY_POLICY } from '@/security/headers'

/**
 * Content-Disposition with the real name in UTF-8 (RFC 6266 / 8187) and, for clients that only
 * read `filename`, the name with `_` for what printable ASCII cannot say.
 */
export function contentDisposition(fileName: string): string {
  return create(fileName, { fallback: fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') })
}

/**
 * X4: headers on every file of an upload collection, original and resized sizes, as served by
 * Payload from the local folder and by the S3 adapter alike (both call it).
 */
export function fileResponseHeaders({ headers }: { headers: Headers }): Headers {
  headers.set('X-Content-Type-Options', 'nosniff')
  headers.set('Content-Security-Policy', FILE_CONTENT_SECURITY_POLICY)
  return headers
}

/**
 * X4: documents are downloaded under their real name, never shown inline by the browser.
 * `modifyResponseHeaders` does not know the file name, so this upload handler puts the header on
 * the request's response headers, which Payload adds to the answer; it returns nothing, so
 * Payload (or the S3 adapter after it) still serves the file.
 */
export function downloadAsAttachment(req: PayloadRequest, { params }: { params: { filename: string } }): void {
  const headers = new Headers(req.responseHeaders)
  headers.set('Content-Disposition', contentDisposition(params.filename))
  req.responseHeaders = headers
}

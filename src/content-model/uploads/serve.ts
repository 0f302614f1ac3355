import type { PayloadRequest } from 'payload'

import { contentDisposition } from '@/content-api/http'

/**
 * A stored file never needs to load anything or run script: an SVG logo opened on its own
 * renders, but cannot fetch, script or reach this origin's cookies and storage (`sandbox`).
 */
const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

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

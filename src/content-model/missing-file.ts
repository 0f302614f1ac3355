import fs from 'node:fs'
import path from 'node:path'

import type { PayloadRequest } from 'payload'

/**
 * An upload handler: a file missing on disk (or a name no file can have: a NUL byte, too long)
 * answers 404. Payload answers 500, which the image optimizer (`/_next/image`) and the download
 * links would pass on to visitors. Everything else falls through to Payload.
 */
export function missingFileIsNotFound(staticDir: string) {
  return (_req: PayloadRequest, { params }: { params: { filename: string } }): Response | void => {
    const file = path.resolve(staticDir, params.filename)
    if (file.startsWith(staticDir + path.sep) && !fs.existsSync(file)) {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
  }
}

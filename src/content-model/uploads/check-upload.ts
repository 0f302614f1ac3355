import { readFile, writeFile } from 'node:fs/promises'

import { ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import type { UploadPolicy } from './file-kinds'
import { identifyUpload } from './identify'
import { sanitizeSvg } from './svg'
import { FileTooLargeError } from './too-large'

type UploadedFile = NonNullable<PayloadRequest['file']>

const refusal = (req: PayloadRequest, collection: string, message: string) =>
  new ValidationError({ collection, errors: [{ path: 'file', message }], req }, req.t)

// Payload keeps large uploads in a temp file when `useTempFiles` is on; read them from there.
const bytesOf = async (file: UploadedFile): Promise<Buffer> =>
  file.data.length > 0 || !file.tempFilePath ? file.data : readFile(file.tempFilePath)

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/**
 * X4 and E9, in Payload's own upload pipeline: before Payload stores an uploaded file, its size
 * is checked against the collection's limit and its bytes against the collection's kinds; the
 * name is made to agree with the bytes. Runs for the admin, REST and the local API alike.
 */
export function checkUploadedFile(policy: UploadPolicy): CollectionBeforeOperationHook {
  return async ({ args, collection, operation, req }) => {
    if (operation !== 'create' && operation !== 'update') return args
    const { file } = req
    if (!file) {
      // `{ url, filename }` without a file makes Payload download the URL itself, after this
      // hook; such a file would never be checked. The admin fetches pasted URLs in the browser
      // and uploads the bytes, so nothing of the product's needs this way in.
      if (operation === 'create' && isRecord(req.data) && typeof req.data.url === 'string' && typeof req.data.filename === 'string') {
        throw refusal(req, collection.slug, '请直接上传文件本身：服务器不会替你从网址下载文件')
      }
      return args
    }
    const bytes = await bytesOf(file)
    if (bytes.length > policy.maxBytes) throw new FileTooLargeError(policy, bytes.length)
    const verdict = await identifyUpload(bytes, file.name, policy)
    if (!verdict.ok) throw refusal(req, collection.slug, verdict.message)
    file.name = verdict.name
    file.mimetype = verdict.mime
    // X17: an SVG is stored as the sanitiser writes it (its verdict said it parses as one).
    const svg = verdict.mime === 'image/svg+xml' ? sanitizeSvg(bytes.toString('utf8')) : null
    if (svg !== null) {
      file.data = Buffer.from(svg)
      file.size = file.data.length
      if (file.tempFilePath) await writeFile(file.tempFilePath, file.data)
    }
    return args
  }
}

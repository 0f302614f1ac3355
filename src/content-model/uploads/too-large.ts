import { APIError, type CollectionAfterErrorHook } from 'payload'

import { DOCUMENT_MAX_BYTES, tooLargeMessage, UPLOAD_REQUEST_MAX_BYTES, type UploadPolicy } from './file-kinds'

/**
 * Payload's multipart parser (busboy) takes one limit for every collection: the largest
 * (documents'). A request past it is cut off there; media's smaller limit is checked once the
 * file is in (check-upload.ts).
 */
export const multipartLimits = {
  limits: { fileSize: DOCUMENT_MAX_BYTES },
  requestSizeLimit: UPLOAD_REQUEST_MAX_BYTES,
  responseOnLimit: 'File size limit has been reached',
}

/** What Payload's multipart parser says when an upload passes the limits above (status 413). */
const MULTIPART_SIZE_ERRORS = new Set([multipartLimits.responseOnLimit, 'Multipart request size limit has been reached'])

/** E9: an upload past its collection's limit, answered 413 with the limit named. */
export class FileTooLargeError extends APIError {
  constructor(policy: UploadPolicy, size: number) {
    super(tooLargeMessage(policy), 413, { size, limit: policy.maxBytes }, true)
  }
}

/**
 * Payload answers the parser's limit in English (the admin showed "An unknown error occurred."
 * for it); this collection's own limit is what the editor needs to read.
 */
export function tooLargeInChinese(policy: UploadPolicy): CollectionAfterErrorHook {
  return ({ error }) => {
    if (!(error instanceof APIError) || error.status !== 413 || !MULTIPART_SIZE_ERRORS.has(error.message)) return
    return { response: { errors: [{ message: tooLargeMessage(policy) }] }, status: 413 }
  }
}

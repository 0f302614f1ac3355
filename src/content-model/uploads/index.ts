import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'

import { badMetadataIsBadRequest } from './bad-metadata'
import { checkUploadedFile } from './check-upload'
import type { UploadPolicy } from './file-kinds'
import { tooLargeInChinese } from './too-large'

export { documentPolicy, mediaPolicy, payloadMimeTypes } from './file-kinds'
export { downloadAsAttachment, fileResponseHeaders } from './serve'
export { refuseNameClash } from './name-clash'
export { publishersReplaceFiles } from './replace-file'
export { multipartLimits } from './too-large'

/** X4/E9: the hooks an upload collection needs to check what it is given, then its own checks (`more`). */
export function uploadChecks(
  policy: UploadPolicy,
  ...more: CollectionBeforeOperationHook[]
): {
  beforeOperation: CollectionBeforeOperationHook[]
  afterError: CollectionAfterErrorHook[]
} {
  return { beforeOperation: [checkUploadedFile(policy), ...more], afterError: [tooLargeInChinese(policy), badMetadataIsBadRequest] }
}

import type { CollectionAfterErrorHook, CollectionBeforeOperationHook } from 'payload'

import { checkUploadedFile } from './check-upload'
import type { UploadPolicy } from './file-kinds'
import { tooLargeInChinese } from './too-large'

export { documentPolicy, mediaPolicy, payloadMimeTypes } from './file-kinds'
export { downloadAsAttachment, fileResponseHeaders } from './serve'
export { multipartLimits } from './too-large'

/** X4/E9: the hooks an upload collection needs to check what it is given. */
export function uploadChecks(policy: UploadPolicy): {
  beforeOperation: CollectionBeforeOperationHook[]
  afterError: CollectionAfterErrorHook[]
} {
  return { beforeOperation: [checkUploadedFile(policy)], afterError: [tooLargeInChinese(policy)] }
}

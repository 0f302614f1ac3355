import path from 'node:path'

import { getEnv } from '@/config/env'

import { uploadAccess, offeredFiles } from '@/accounts/access'
import { contentKinds } from '../content-kinds'
import { contentCollection } from '../content-collection'
import { missingFileIsNotFound } from '../missing-file'
import { uploadFolders } from '../upload-storage'
import {
  documentPolicy,
  downloadAsAttachment,
  fileResponseHeaders,
  payloadMimeTypes,
  publishersReplaceFiles,
  refuseNameClash,
  uploadChecks,
} from '../uploads'

const staticDir = path.resolve(getEnv().MEDIA_DIR, uploadFolders.documents)

/** Files offered on the download page: manuals, forms, floor plans. */
export const Documents = contentCollection({
  slug: 'documents',
  labels: { singular: '文件', plural: '文件库' },
  admin: { group: '媒体', useAsTitle: 'filename' },
  access: { ...uploadAccess, read: offeredFiles },
  changeKind: contentKinds.documents,
  hooks: uploadChecks(documentPolicy, publishersReplaceFiles, refuseNameClash),
  upload: {
    staticDir,
    // Local folder only: on S3 the adapter's handler answers, 404 for a missing object.
    handlers: getEnv().s3 ? [downloadAsAttachment] : [missingFileIsNotFound(staticDir), downloadAsAttachment],
    mimeTypes: payloadMimeTypes(documentPolicy),
    modifyResponseHeaders: fileResponseHeaders,
  },
  fields: [],
})

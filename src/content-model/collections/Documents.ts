import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

import { uploadAccess, offeredFiles } from '../access'
import { cacheTags } from '../cache-tags'
import { missingFileIsNotFound } from '../missing-file'
import { revalidateOnChange } from '../revalidate'
import { uploadFolders } from '../upload-storage'
import { documentPolicy, downloadAsAttachment, fileResponseHeaders, payloadMimeTypes, publishersReplaceFiles, refuseNameClash, uploadChecks } from '../uploads'

const staticDir = path.resolve(getEnv().MEDIA_DIR, uploadFolders.documents)

/** Files offered on the download page: manuals, forms, floor plans. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  // E8: deleting moves to the 回收站; the purgeTrash job removes it for good after 30 days.
  trash: true,
  labels: { singular: '文件', plural: '文件库' },
  admin: { group: '媒体', useAsTitle: 'filename' },
  access: { ...uploadAccess, read: offeredFiles },
  hooks: { ...revalidateOnChange(cacheTags.documents), ...uploadChecks(documentPolicy, publishersReplaceFiles, refuseNameClash) },
  upload: {
    staticDir,
    // Local folder only: on S3 the adapter's handler answers, 404 for a missing object.
    handlers: getEnv().s3 ? [downloadAsAttachment] : [missingFileIsNotFound(staticDir), downloadAsAttachment],
    mimeTypes: payloadMimeTypes(documentPolicy),
    modifyResponseHeaders: fileResponseHeaders,
  },
  fields: [],
}

import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { getEnv } from '@/config/env'

import { contentAccess } from '../access'
import { cacheTags } from '../cache-tags'
import { missingFileIsNotFound } from '../missing-file'
import { revalidateOnChange } from '../revalidate'

const staticDir = path.resolve(getEnv().MEDIA_DIR, 'files')

/** Files offered on the download page: manuals, forms, floor plans. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  // E8: deleting moves to the 回收站; the purgeTrash job removes it for good after 30 days.
  trash: true,
  labels: { singular: '文件', plural: '文件库' },
  admin: { group: '媒体', useAsTitle: 'filename' },
  access: contentAccess,
  hooks: revalidateOnChange(cacheTags.documents),
  upload: {
    staticDir,
    handlers: [missingFileIsNotFound(staticDir)],
    mimeTypes: [
      'application/pdf',
      'application/zip',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.*',
      'application/vnd.ms-excel',
      'application/vnd.ms-powerpoint',
      'text/plain',
      'text/csv',
      'image/*',
    ],
  },
  fields: [],
}

import path from 'node:path'

import { getEnv } from '@/config/env'

import { uploadAccess } from '@/accounts/access'
import { contentKinds } from '../content-kinds'
import { contentCollection } from '../content-collection'
import { missingFileIsNotFound } from '../missing-file'
import { uploadFolders } from '../upload-storage'
import { fileResponseHeaders, mediaPolicy, payloadMimeTypes, publishersReplaceFiles, uploadChecks } from '../uploads'

const staticDir = path.resolve(getEnv().MEDIA_DIR, uploadFolders.media)

/** Images: menu icons and covers, banners, article covers, logos, QR codes, the ad. */
export const Media = contentCollection({
  slug: 'media',
  labels: { singular: '图片', plural: '图片库' },
  admin: { group: '媒体', useAsTitle: 'alt' },
  access: uploadAccess,
  changeKind: contentKinds.media,
  hooks: uploadChecks(mediaPolicy, publishersReplaceFiles),
  upload: {
    staticDir,
    // Local folder only: on S3 the adapter's handler answers, 404 for a missing object.
    handlers: getEnv().s3 ? [] : [missingFileIsNotFound(staticDir)],
    mimeTypes: payloadMimeTypes(mediaPolicy),
    modifyResponseHeaders: fileResponseHeaders,
    imageSizes: [
      { name: 'small', width: 480, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'medium', width: 960, formatOptions: { format: 'webp', options: { quality: 80 } } },
      { name: 'large', width: 1920, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'small',
    focalPoint: false,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: '替代文字',
      // E9: every picture says what it shows, for screen readers and when it fails to load.
      required: true,
      admin: { description: '用一句话说明图片内容（如“2026 年展会开幕式现场”）；图片无法显示时显示，读屏软件会朗读' },
    },
  ],
})

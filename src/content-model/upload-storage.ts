import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import { s3Storage } from '@payloadcms/storage-s3'
import { createLocalReq, type Payload, type Plugin } from 'payload'

import type { Env, S3Settings } from '@/config/env'

/** The folder of each upload collection: under MEDIA_DIR locally, under S3_PREFIX in the bucket. */
export const uploadFolders = { media: 'images', documents: 'files' } as const

type UploadSlug = keyof typeof uploadFolders
type S3ClientConfig = Parameters<typeof s3Storage>[0]['config']

function s3ClientConfig(s3: S3Settings): S3ClientConfig {
  return {
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    // The SDK's default CRC checksums (since 2025) are refused or mishandled by many
    // S3-compatible servers (older MinIO, OSS, COS); send and check them only where S3 requires.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/**
 * Media and documents on S3-compatible storage when `S3_*` is set (Payload's adapter), in the
 * local folder otherwise. Files stay served through this app (`/api/<collection>/file/<name>`,
 * access control included), so the site, the image optimizer and the content API are unchanged.
 */
export function uploadStorage(env: Env): Plugin {
  const { s3 } = env
  const folder = (slug: UploadSlug) => path.posix.join(s3?.prefix ?? '', uploadFolders[slug])
  return s3Storage({
    enabled: s3 !== undefined,
    // The adapter's columns (prefix, _objectKey) exist with and without S3: one set of migrations.
    alwaysInsertFields: true,
    // Keys are <S3_PREFIX>/<folder>/<name> and documents keep an empty prefix of their own, so
    // file URLs carry no `?prefix=` (the image optimizer accepts no query on them).
    useCompositePrefixes: true,
    collections: { media: { prefix: folder('media') }, documents: { prefix: folder('documents') } },
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
  })
}

export type StoredFile = { body: ReadableStream<Uint8Array>; size: number }

/**
 * An upload's bytes, read as Payload serves `/api/<collection>/file/<name>`: the collection's
 * file handlers first (the S3 adapter streams from the bucket), else the local folder.
 * Null when the file is missing; another failure of the storage throws.
 */
export async function openStoredFile(
  payload: Payload,
  slug: UploadSlug,
  doc: { id: number; filename: string },
): Promise<StoredFile | null> {
  const { upload } = payload.collections[slug].config
  const req = await createLocalReq({}, payload)
  for (const handler of upload.handlers ?? []) {
    const response = await handler(req, { doc, headers: new Headers(), params: { collection: slug, filename: doc.filename } })
    if (!(response instanceof Response)) continue
    if (response.status === 404) return null
    if (!response.ok || !response.body) {
      throw new Error(`the storage of ${slug} answered HTTP ${response.status} for ${doc.filename}`)
    }
    return { body: response.body, size: Number(response.headers.get('content-length')) }
  }
  const file = path.resolve(upload.staticDir ?? uploadFolders[slug], doc.filename)
  // Uploads are data, not code: keep Next's file tracing off this path.
  const stats = await fs.promises.stat(/*turbopackIgnore: true*/ file).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw new Error(`cannot read ${file}`, { cause: error })
  })
  if (!stats) return null
  return { body: Readable.toWeb(fs.createReadStream(/*turbopackIgnore: true*/ file)) as ReadableStream<Uint8Array>, size: stats.size }
}

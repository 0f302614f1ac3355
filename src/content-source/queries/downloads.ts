import type { Payload } from 'payload'

import { openStoredFile, type StoredFile } from '@/content-model/upload-storage'
import type { Document } from '@/payload-types'

import type { DownloadItem } from '@/content-source/contract'
import { notFound } from '../errors'
import { assertMenuExists } from './columns'
import { findPublished, findPublishedById, writtenIn } from './published'

const populated = (file: Document | number): Document | null => (typeof file === 'object' ? file : null)

/** GetDownloadList: the menu's files in editor order. */
export async function getDownloadList(payload: Payload, menuId: number): Promise<DownloadItem[]> {
  await assertMenuExists(payload, menuId)
  const docs = await findPublished(payload, 'downloads', writtenIn('title', { menu: { equals: menuId } }), [
    'sortOrder',
    '-updatedAt',
    'id',
  ])
  return docs.flatMap((download) => {
    const file = populated(download.file)
    if (!file?.filename) return []
    return [
      {
        id: download.id,
        title: download.title ?? '',
        fileName: file.filename,
        fileSize: file.filesize ?? 0,
        mimeType: file.mimeType ?? 'application/octet-stream',
        updatedAt: download.updatedAt > file.updatedAt ? download.updatedAt : file.updatedAt,
      },
    ]
  })
}

export type DownloadableFile = StoredFile & { fileName: string; mimeType: string }

/** DownloadFile: the download's bytes, from the local folder or S3, and its real name. */
export async function getDownloadFile(payload: Payload, id: number): Promise<DownloadableFile> {
  const download = await findPublishedById(payload, 'downloads', id)
  const file = download ? populated(download.file) : null
  if (!file?.filename) throw notFound(`文件 ${id} 不存在`)
  const stored = await openStoredFile(payload, 'documents', { ...file, filename: file.filename })
  if (!stored) {
    console.error(`download ${id}: its file ${file.filename} is missing from the storage`)
    throw notFound('文件已不存在')
  }
  return { ...stored, fileName: file.filename, mimeType: file.mimeType ?? 'application/octet-stream' }
}

import path from 'node:path'

import type { Payload } from 'payload'

import { getEnv } from '@/config/env'
import type { Document } from '@/payload-types'

import type { DownloadItem } from '../contract'
import { notFound } from '../errors'
import { assertMenuExists } from './columns'

const populated = (file: Document | number): Document | null => (typeof file === 'object' ? file : null)

/** GetDownloadList: the menu's files in editor order. */
export async function getDownloadList(payload: Payload, menuId: number): Promise<DownloadItem[]> {
  await assertMenuExists(payload, menuId)
  const { docs } = await payload.find({
    collection: 'downloads',
    where: { menu: { equals: menuId } },
    depth: 1,
    limit: 0,
    pagination: false,
    sort: ['sortOrder', '-updatedAt', 'id'],
  })
  return docs.flatMap((download) => {
    const file = populated(download.file)
    if (!file?.filename) return []
    return [
      {
        id: download.id,
        title: download.title,
        fileName: file.filename,
        fileSize: file.filesize ?? 0,
        mimeType: file.mimeType ?? 'application/octet-stream',
        updatedAt: download.updatedAt > file.updatedAt ? download.updatedAt : file.updatedAt,
      },
    ]
  })
}

export type DownloadableFile = { path: string; fileName: string; mimeType: string; size: number }

/** DownloadFile: where the download's file lies on disk, and its real name. */
export async function getDownloadFile(payload: Payload, id: number): Promise<DownloadableFile> {
  const download = await payload.findByID({ collection: 'downloads', id, depth: 1, disableErrors: true })
  const file = download ? populated(download.file) : null
  if (!file?.filename) throw notFound(`文件 ${id} 不存在`)
  return {
    path: path.resolve(getEnv().MEDIA_DIR, 'files', file.filename),
    fileName: file.filename,
    mimeType: file.mimeType ?? 'application/octet-stream',
    size: file.filesize ?? 0,
  }
}

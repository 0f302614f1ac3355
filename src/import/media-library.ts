import { createHash } from 'node:crypto'

import type { Payload } from 'payload'

import { reasonOf, type Downloaded, type Origin } from './origin'
import type { ImportReport, Kind } from './report'

export const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex')

type Upload = { id: number; url: string }

type Stored = { collection: 'media' | 'documents'; what: string; alt?: string }

/**
 * I1: every picture and file the content references, downloaded once per run and stored once in
 * the media library (图片库) or the file library (文件库), found again by the SHA-256 of its
 * bytes, under its original name, through Payload's upload pipeline, so it is checked by its bytes
 * like any upload (docs/media.md). A dry run downloads and looks up, but stores nothing.
 */
export function createMediaLibrary(payload: Payload, origin: Origin, report: ImportReport, dryRun: boolean) {
  const byUrl = new Map<string, Promise<Upload | null>>()
  let placeholder = 0

  async function store(downloaded: Downloaded, { collection, what, alt }: Stored): Promise<Upload | null> {
    const contentHash = sha256(downloaded.data)
    const { docs } = await payload.find({
      collection,
      where: { contentHash: { equals: contentHash } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      trash: true,
    })
    const [known] = docs
    const kind: Kind = collection
    if (known) {
      report.count(kind, 'unchanged')
      return { id: known.id, url: known.url ?? '' }
    }
    if (dryRun) {
      report.count(kind, 'created')
      placeholder -= 1
      return { id: placeholder, url: '' }
    }
    try {
      const file = { data: downloaded.data, mimetype: downloaded.mimeType, name: downloaded.fileName, size: downloaded.data.length }
      const data = collection === 'media' ? { alt: (alt || downloaded.fileName).slice(0, 200), contentHash } : { contentHash }
      const doc = await payload.create({ collection, data, file, overrideAccess: true, context: {} })
      report.count(kind, 'created')
      return { id: doc.id, url: doc.url ?? '' }
    } catch (error) {
      report.fail(what, reasonOf(error))
      return null
    }
  }

  function once(key: string, load: () => Promise<Upload | null>): Promise<Upload | null> {
    let upload = byUrl.get(key)
    if (!upload) {
      upload = load()
      byUrl.set(key, upload)
    }
    return upload
  }

  async function fetchAndStore(url: string, stored: Stored): Promise<Upload | null> {
    let target: URL
    try {
      target = origin.resolve(url)
      if (target.protocol !== 'http:' && target.protocol !== 'https:') throw new Error(`不是 http(s) 地址：${url}`)
    } catch (error) {
      report.fail(stored.what, reasonOf(error))
      return null
    }
    try {
      return await store(await origin.download(target), stored)
    } catch (error) {
      report.fail(stored.what, reasonOf(error))
      return null
    }
  }

  const mediaUpload = (url: string, alt: string): Promise<Upload | null> =>
    once(`media ${url}`, () => fetchAndStore(url, { collection: 'media', what: `图片 ${url}`, alt }))

  return {
    /** A picture at this address, as a document of the media library; null when it could not be had. */
    picture: async (url: string | null | undefined, alt: string): Promise<number | null> =>
      url ? ((await mediaUpload(url, alt))?.id ?? null) : null,
    /** A file linked from a body, in the file library. */
    linkedFile: (url: string): Promise<Upload | null> =>
      once(`documents ${url}`, () => fetchAndStore(url, { collection: 'documents', what: `文件 ${url}` })),
    /** A picture linked from a body: its local address. */
    linkedPicture: async (url: string, alt: string): Promise<string | null> => (await mediaUpload(url, alt))?.url || null,
    /** A file of the download page (DownloadFile). */
    downloadFile: (id: number | string, title: string): Promise<number | null> =>
      once(`download ${id}`, async () => {
        const what = `下载文件「${title}」`
        try {
          return await store(await origin.downloadFile(id), { collection: 'documents', what })
        } catch (error) {
          report.fail(what, reasonOf(error))
          return null
        }
      }).then((upload) => upload?.id ?? null),
  }
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>

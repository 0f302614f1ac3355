/** A type of file the site accepts, known by its bytes, not by its name. */
export type FileKind = {
  /** Content-Type stored with the file. */
  mime: string
  /** Name extensions that agree with the bytes; the first is given to a file named otherwise. */
  extensions: readonly [string, ...string[]]
}

export const fileKinds = {
  png: { mime: 'image/png', extensions: ['png'] },
  jpeg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  webp: { mime: 'image/webp', extensions: ['webp'] },
  avif: { mime: 'image/avif', extensions: ['avif'] },
  gif: { mime: 'image/gif', extensions: ['gif'] },
  svg: { mime: 'image/svg+xml', extensions: ['svg'] },
  pdf: { mime: 'application/pdf', extensions: ['pdf'] },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extensions: ['docx'] },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  pptx: { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', extensions: ['pptx'] },
  doc: { mime: 'application/msword', extensions: ['doc'] },
  xls: { mime: 'application/vnd.ms-excel', extensions: ['xls'] },
  ppt: { mime: 'application/vnd.ms-powerpoint', extensions: ['ppt'] },
  zip: { mime: 'application/zip', extensions: ['zip'] },
  text: { mime: 'text/plain', extensions: ['txt', 'csv'] },
} as const satisfies Record<string, FileKind>

export type FileKindName = keyof typeof fileKinds

/** Largest picture in the 图片库 (E9). */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024
/** Largest file in the 文件库 (E9): exhibitor manuals with photos run to tens of MB. */
export const DOCUMENT_MAX_BYTES = 100 * 1024 * 1024

/** What one upload collection takes: its kinds of file, its size limit, and how to say so. */
export type UploadPolicy = {
  /** What one item is called in messages: 图片, 文件. */
  itemLabel: string
  kinds: readonly FileKindName[]
  /** The accepted kinds, for people. */
  accepts: string
  maxBytes: number
}

const rasterImages = ['png', 'jpeg', 'webp', 'avif', 'gif'] as const

export const mediaPolicy: UploadPolicy = {
  itemLabel: '图片',
  kinds: [...rasterImages, 'svg'],
  accepts: 'PNG、JPEG、WebP、AVIF、GIF 图片和 SVG 矢量图',
  maxBytes: MEDIA_MAX_BYTES,
}

export const documentPolicy: UploadPolicy = {
  itemLabel: '文件',
  kinds: ['pdf', 'docx', 'xlsx', 'pptx', 'doc', 'xls', 'ppt', 'zip', 'text', ...rasterImages],
  accepts: 'PDF、Word、Excel、PowerPoint、ZIP 压缩包、纯文本（TXT、CSV）和 PNG、JPEG、WebP、AVIF、GIF 图片',
  maxBytes: DOCUMENT_MAX_BYTES,
}

export const megabytes = (bytes: number): string => `${Math.round(bytes / 1024 / 1024)} MB`

/** What an upload past its collection's limit is told (E9). */
export const tooLargeMessage = (policy: UploadPolicy): string => `文件过大：${policy.itemLabel}不得超过 ${megabytes(policy.maxBytes)}`

/** The largest upload request: the largest file (a document) and the form fields and multipart framing beside it. */
export const UPLOAD_REQUEST_MAX_BYTES = DOCUMENT_MAX_BYTES + 1024 * 1024

/**
 * The Content-Types Payload's own upload check may report for a policy's kinds: its detector
 * calls every legacy Office file `application/x-cfb`, and a `.csv` is `text/csv` by name.
 */
export function payloadMimeTypes(policy: UploadPolicy): string[] {
  const mimes: string[] = policy.kinds.map((kind) => fileKinds[kind].mime)
  if (policy.kinds.includes('text')) mimes.push('text/csv')
  if (policy.kinds.some((kind) => kind === 'doc' || kind === 'xls' || kind === 'ppt')) mimes.push('application/x-cfb')
  return mimes
}

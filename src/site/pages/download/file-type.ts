import type { Locale } from '@/locales/languages'

type FileKind = { label: string; labelEN?: string; extensions: readonly string[]; mimeTypes: RegExp }

// The extension decides first: servers often label CSV as Excel, and any file as octet-stream.
const KINDS: readonly FileKind[] = [
  { label: 'PDF', extensions: ['pdf'], mimeTypes: /^application\/pdf$/ },
  { label: 'CSV', extensions: ['csv'], mimeTypes: /^text\/csv$/ },
  { label: 'Excel', extensions: ['xls', 'xlsx', 'xlsm', 'et'], mimeTypes: /ms-excel|spreadsheetml/ },
  { label: 'Word', extensions: ['doc', 'docx', 'wps'], mimeTypes: /msword|wordprocessingml/ },
  { label: 'PPT', extensions: ['ppt', 'pptx', 'dps'], mimeTypes: /ms-powerpoint|presentationml/ },
  { label: '压缩包', labelEN: 'Archive', extensions: ['zip', 'rar', '7z', 'gz', 'tar'], mimeTypes: /zip|rar|7z|gzip|x-tar/ },
  { label: '图片', labelEN: 'Image', extensions: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif'], mimeTypes: /^image\// },
  { label: '文本', labelEN: 'Text', extensions: ['txt', 'md'], mimeTypes: /^text\// },
]

/** P4: what kind of file a download is, in the visitor's words (PDF, Excel, 图片, 文本 …). */
export function fileTypeLabel(fileName: string, mimeType: string, locale: Locale = 'zh'): string {
  const extension = /\.([a-z0-9]{1,8})$/i.exec(fileName)?.[1]?.toLowerCase()
  const byExtension = extension ? KINDS.find((kind) => kind.extensions.includes(extension)) : undefined
  const byMime = KINDS.find((kind) => kind.mimeTypes.test(mimeType.toLowerCase()))
  const kind = byExtension ?? byMime
  if (kind) return (locale === 'en' && kind.labelEN) || kind.label
  return extension?.toUpperCase() ?? (locale === 'en' ? 'File' : '文件')
}

const oneDecimal = (value: number): string => (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '')

/** P4: a file size as people read it: 512 B, 356 KB, 1.2 MB. A size that rounds up to 1024 moves to the next unit. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '—'
  if (bytes < 1024) return `${Math.round(bytes)} B`
  const kilobytes = Math.round(bytes / 1024)
  if (kilobytes < 1024) return `${kilobytes} KB`
  const megabytes = Math.round((bytes / 1024 ** 2) * 10) / 10
  if (megabytes < 1024) return `${oneDecimal(megabytes)} MB`
  return `${oneDecimal(bytes / 1024 ** 3)} GB`
}

import { fileTypeFromBuffer } from 'file-type'

import { fileKinds, type FileKindName, type UploadPolicy } from './file-kinds'
import { legacyOfficeKind } from './office'
import { hasUtf16Mark, inspectPlainText } from './plain-text'
import { inspectSvg } from './svg'

export type UploadVerdict = { ok: true; kind: FileKindName; name: string; mime: string } | { ok: false; message: string }

/** Names that ask to be rendered or run; refused whatever the bytes, as no brochure is called so. */
const ACTIVE_EXTENSIONS = new Set([
  'html',
  'htm',
  'shtml',
  'shtm',
  'xhtml',
  'xht',
  'mht',
  'mhtml',
  'svgz',
  'xml',
  'xsl',
  'xslt',
  'js',
  'mjs',
  'cjs',
  'php',
  'phtml',
  'asp',
  'aspx',
  'jsp',
  'hta',
  'swf',
  'exe',
  'dll',
  'com',
  'bat',
  'cmd',
  'sh',
  'ps1',
  'vbs',
  'wsf',
  'msi',
  'jar',
  'scr',
  'lnk',
])

/** Kinds a browser or viewer may show inline: their first bytes must hold no web page. */
const SHOWN_INLINE = new Set<FileKindName>(['png', 'jpeg', 'webp', 'avif', 'gif', 'pdf'])
/** Browsers and plug-ins look for a page near the start; 64 KB covers every known sniffer. */
const POLYGLOT_WINDOW = 64 * 1024
const PAGE_MARKUP = /<(?:html|head|body|script|iframe|object|embed|meta|style|form|svg)[\s>/]|<!doctype\s+html|<\?php|javascript:/i

/** What file-type (the detector Payload itself uses) reports, by our kinds. */
const KIND_BY_MIME = new Map<string, FileKindName>(
  (Object.entries(fileKinds) as [FileKindName, (typeof fileKinds)[FileKindName]][]).map(([kind, { mime }]) => [mime, kind]),
)

const extensionOf = (name: string): string => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** The name with an extension that agrees with the bytes: `x.png` holding a JPEG becomes `x.jpg`. */
function agreeingName(name: string, kind: FileKindName): string {
  const { extensions } = fileKinds[kind]
  const extension = extensionOf(name)
  if ((extensions as readonly string[]).includes(extension)) return name
  const base = extension ? name.slice(0, name.length - extension.length - 1) : name
  return `${base}.${extensions[0]}`
}

const mismatch = (policy: UploadPolicy): UploadVerdict => ({
  ok: false,
  message: `文件内容与类型不符：${policy.itemLabel}库只接受 ${policy.accepts}`,
})

type Recognised = { kind: FileKindName } | { problem: string } | null

/** The kind the bytes are, a reason to refuse them, or null for a kind this site never takes. */
async function recognise(bytes: Buffer, extension: string, policy: UploadPolicy): Promise<Recognised> {
  const detected = hasUtf16Mark(bytes) ? undefined : await fileTypeFromBuffer(bytes)
  if (detected && detected.mime !== 'application/xml') {
    const kind = detected.mime === 'application/x-cfb' ? legacyOfficeKind(bytes, extension) : KIND_BY_MIME.get(detected.mime)
    if (!kind) return null
    const head = bytes.subarray(0, POLYGLOT_WINDOW).toString('latin1')
    if (SHOWN_INLINE.has(kind) && PAGE_MARKUP.test(head)) {
      return { problem: `文件内容与类型不符：这个 ${kind.toUpperCase()} 文件里夹带了网页或脚本代码` }
    }
    return { kind }
  }
  // No magic number: SVG or plain text, or nothing this site takes.
  const svg = inspectSvg(bytes)
  if (svg.isSvg) {
    if (!policy.kinds.includes('svg')) return null
    return svg.problem ? { problem: `SVG 图片${svg.problem}，不能上传` } : { kind: 'svg' }
  }
  if (!policy.kinds.includes('text')) return null
  const text = inspectPlainText(bytes)
  if (!text.isText) return null
  return text.problem ? { problem: text.problem } : { kind: 'text' }
}

/**
 * X4: an upload judged by its bytes against the collection's kinds. Accepted files get the
 * Content-Type of what they are and a name whose extension agrees (renamed rather than
 * refused: editors' files are often misnamed, e.g. a JPEG saved as .png by a chat app, and the
 * bytes decide how the file is served). Web pages, scripts, polyglots and unsafe SVGs are
 * refused with the reason.
 */
export async function identifyUpload(bytes: Buffer, name: string, policy: UploadPolicy): Promise<UploadVerdict> {
  const extension = extensionOf(name)
  if (ACTIVE_EXTENSIONS.has(extension)) {
    return { ok: false, message: `不能上传网页、脚本或程序文件（.${extension}）：${policy.itemLabel}库只接受 ${policy.accepts}` }
  }
  const recognised = await recognise(bytes, extension, policy)
  if (recognised === null) return mismatch(policy)
  if ('problem' in recognised) return { ok: false, message: recognised.problem }
  const { kind } = recognised
  if (!policy.kinds.includes(kind)) return mismatch(policy)
  const agreed = agreeingName(name, kind)
  const mime = kind === 'text' && extensionOf(agreed) === 'csv' ? 'text/csv' : fileKinds[kind].mime
  return { ok: true, kind, name: agreed, mime }
}

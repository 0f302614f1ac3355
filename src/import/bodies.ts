import { editorConfigFactory } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload, RichTextField } from 'payload'

import { sanitizeRichHtml } from '@/content-source/html'

import type { MediaLibrary } from './media-library'
import { localPageLink, type LocalIds } from './pages'
import type { ImportReport } from './report'
import { bodyReferences, hasUnsafeMarkup, toRichText, type ResolvedReferences } from './rich-text'

/** A link to one of these on the origin is a file to bring over, not a page. */
const FILE_LINK = /\.(pdf|docx?|xlsx?|pptx?|zip|txt|csv|png|jpe?g|gif|webp)$/i
const PICTURE_LINK = /\.(png|jpe?g|gif|webp)$/i

/** The body's local file links, for the import to offer each on the download list (docs/import.md). */
export type LinkedFile = { id: number; url: string; name: string }

/**
 * I1, I4: an HTML body of the origin as rich text: cleaned (a script or `javascript:` link is
 * removed and reported), its pictures and linked files brought into the libraries and pointed
 * at there; a body the editor's nodes cannot hold is kept whole as sanitized HTML, and noted.
 */
export function createBodies(payload: Payload, media: MediaLibrary, report: ImportReport, originUrl: string, localIds: LocalIds) {
  const field = payload.collections.articles.config.flattenedFields.find((candidate) => candidate.name === 'detail')
  if (field?.type !== 'richText') throw new Error('articles.detail is not a rich-text field')
  const editorConfig = editorConfigFactory.fromField({ field: field as RichTextField })
  const origin = new URL(originUrl)
  const linkedFiles = new Map<string, LinkedFile>()

  /** A local address without this site's origin, so it survives a change of PUBLIC_URL. */
  const sitePath = (url: string): string => {
    const parsed = new URL(url, 'http://local.invalid')
    return `${parsed.pathname}${parsed.search}`
  }

  return {
    linkedFiles,
    /** `onPending`: the body links to an article not saved yet; called once the body is read. */
    async toRichText(html: string, what: string, onPending?: () => void): Promise<SerializedEditorState | null> {
      if (!html.trim()) return null
      if (hasUnsafeMarkup(html)) report.fail(what, '正文含脚本、事件属性或 javascript: 链接：已删除，其余内容照常导入')
      // S32, its root-relative addresses made absolute on the origin, so each can be downloaded.
      const clean = sanitizeRichHtml(html, origin.origin)
      const references = bodyReferences(clean)
      const resolved: ResolvedReferences = { images: new Map(), links: new Map() }
      let pending = false
      for (const src of references.images) {
        const id = await media.picture(src, `${what}的插图`)
        // The same download (the library fetches an address once), for a body kept as HTML.
        const url = id === null ? null : await media.linkedPicture(src, `${what}的插图`)
        resolved.images.set(src, id === null ? null : { id, url: url ? sitePath(url) : '' })
      }
      for (const href of references.links) {
        const url = URL.canParse(href) ? new URL(href) : null
        if (url?.host !== origin.host) continue
        if (!FILE_LINK.test(decodeURIComponent(url.pathname))) {
          const page = localPageLink(url, localIds)
          resolved.links.set(href, page.href)
          pending ||= page.pending
          continue
        }
        if (PICTURE_LINK.test(url.pathname)) {
          const local = await media.linkedPicture(href, `${what}链接的图片`)
          resolved.links.set(href, local && sitePath(local))
          continue
        }
        const file = await media.linkedFile(href)
        if (file && file.id > 0)
          linkedFiles.set(href, { id: file.id, url: file.url, name: decodeURIComponent(url.pathname.split('/').pop() ?? '') })
        resolved.links.set(href, file?.url ? sitePath(file.url) : null)
      }
      if (pending) onPending?.()
      const { richText, lost } = toRichText(clean, resolved, editorConfig)
      if (lost.length > 0) report.note(`${what}：正文中的 ${lost.join('、')} 富文本无法保存，整篇存为 HTML 片段（已净化）`)
      return richText
    },
  }
}

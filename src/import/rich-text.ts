import { withDOM } from '@lexical/headless/dom'
import { convertHTMLToLexical, type SanitizedServerEditorConfig } from '@payloadcms/richtext-lexical'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { doc as richTextOf, htmlBlock } from '@/seed/lexical'

/** What a body links to: pictures shown in it (`<img src>`) and files it links to (`<a href>`). */
export type BodyReferences = { images: string[]; links: string[] }

/** Where each reference went: a picture of the media library, or a local address; null when it failed. */
export type ResolvedReferences = {
  images: Map<string, { id: number; url: string } | null>
  links: Map<string, string | null>
}

const UNSAFE = /<script\b|\son[a-z]+\s*=|(?:href|src)\s*=\s*["']?\s*(?:javascript|vbscript|data):/i

/** I4: the body carried scripts, event handlers or `javascript:` links (removed by the sanitizer). */
export const hasUnsafeMarkup = (html: string): boolean => UNSAFE.test(html)

/** Elements whose number must survive the conversion, or the body lost structure. */
const KEPT = ['table', 'tr', 'td', 'img', 'a', 'li'] as const
const DROPPED = ['iframe', 'video'] as const

function parse(window: typeof globalThis.window, html: string): Document {
  return new window.DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html')
}

/** The pictures and links of a cleaned body, each once. */
export function bodyReferences(html: string): BodyReferences {
  return withDOM((window) => {
    const doc = parse(window, html)
    const images = [...doc.querySelectorAll('img[src]')].map((img) => img.getAttribute('src') ?? '')
    const links = [...doc.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '')
    return { images: [...new Set(images.filter(Boolean))], links: [...new Set(links.filter(Boolean))] }
  })
}

/** `lost`: what the editor's nodes could not hold; then `richText` is the body whole as one HTML block. */
type Converted = { richText: SerializedEditorState; lost: string[] }

/** Upload nodes name their picture by number, as the editor saves them. */
function numberUploadIds(node: unknown): void {
  if (typeof node !== 'object' || node === null) return
  const record = node as { type?: unknown; value?: unknown; children?: unknown[]; root?: unknown }
  if (record.type === 'upload' && typeof record.value === 'string' && /^\d+$/.test(record.value)) record.value = Number(record.value)
  numberUploadIds(record.root)
  for (const child of record.children ?? []) numberUploadIds(child)
}

function countTypes(node: unknown, counts: Map<string, number>): Map<string, number> {
  if (typeof node !== 'object' || node === null) return counts
  const record = node as { type?: unknown; children?: unknown[]; root?: unknown }
  if (typeof record.type === 'string') counts.set(record.type, (counts.get(record.type) ?? 0) + 1)
  countTypes(record.root, counts)
  for (const child of record.children ?? []) countTypes(child, counts)
  return counts
}

const LEXICAL_TYPE: Record<(typeof KEPT)[number], string> = {
  table: 'table',
  tr: 'tablerow',
  td: 'tablecell',
  img: 'upload',
  a: 'link',
  li: 'listitem',
}

/**
 * A cleaned body as Payload's Lexical rich text (tables, lists, links and pictures kept): each
 * picture becomes an upload node of its copy in the media library, each link to a downloaded
 * file points at the local copy, and a picture that could not be fetched is left out. When the
 * editor's nodes cannot hold it all (an embedded video), the body is kept whole
 * as one HTML block, its pictures and links pointing at the local copies, and `lost` says why.
 */
export function toRichText(html: string, resolved: ResolvedReferences, editorConfig: SanitizedServerEditorConfig): Converted {
  return withDOM((window) => {
    const doc = parse(window, html)
    // A link the sanitizer emptied (`javascript:`) keeps its text, unlinked.
    for (const a of [...doc.querySelectorAll('a:not([href])')]) a.replaceWith(...a.childNodes)
    for (const a of [...doc.querySelectorAll('a[href]')]) {
      const local = resolved.links.get(a.getAttribute('href') ?? '')
      if (local) a.setAttribute('href', local)
    }
    const whole = doc.body.cloneNode(true) as HTMLElement
    for (const img of [...whole.querySelectorAll('img[src]')]) {
      const picture = resolved.images.get(img.getAttribute('src') ?? '')
      if (picture?.url) img.setAttribute('src', picture.url)
      else img.remove()
    }
    for (const img of [...doc.querySelectorAll('img[src]')]) {
      const picture = resolved.images.get(img.getAttribute('src') ?? '')
      if (!picture) {
        img.remove()
        continue
      }
      for (const name of [...img.getAttributeNames()]) img.removeAttribute(name)
      img.setAttribute('data-lexical-upload-id', String(picture.id))
      img.setAttribute('data-lexical-upload-relation-to', 'media')
    }
    const expected = new Map(KEPT.map((tag) => [tag, doc.querySelectorAll(tag === 'td' ? 'td, th' : tag).length]))
    const dropped = DROPPED.filter((tag) => doc.querySelector(tag) !== null)
    class ParsedBody {
      readonly window: { document: Document }
      constructor(source: string) {
        this.window = { document: parse(window, source) }
      }
    }
    const richText = convertHTMLToLexical({ editorConfig, html: doc.body.innerHTML, JSDOM: ParsedBody }) as SerializedEditorState
    numberUploadIds(richText)
    const counts = countTypes(richText, new Map())
    const lost = [
      ...dropped.map((tag) => `<${tag}>`),
      ...KEPT.filter((tag) => (counts.get(LEXICAL_TYPE[tag]) ?? 0) < (expected.get(tag) ?? 0)).map((tag) => `<${tag}>`),
    ]
    return { richText: lost.length > 0 ? (richTextOf(htmlBlock(whole.innerHTML)) as SerializedEditorState) : richText, lost }
  })
}

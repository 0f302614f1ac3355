import type { SerializedLinkNode } from '@payloadcms/richtext-lexical'
import { convertLexicalToHTML, LinkHTMLConverter } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import sanitizeHtml from 'sanitize-html'

import { getEnv } from '@/config/env'
import type { Payload } from 'payload'

import { documentPath, readPageContext, type PageContext } from '@/content-model/public-paths'
import { HTML_BLOCK } from '@/content-model/rich-text'

const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'iframe',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'figure',
  'figcaption',
  'video',
  'source',
]

/**
 * S32: every HTML field leaves the server through here: no scripts, no event handlers, no
 * `javascript:` or `data:` URLs, iframes only from the operator's video hosts. Root-relative
 * URLs become absolute (A1) so another origin can render the HTML as it is.
 */
export function sanitizeRichHtml(html: string, publicUrl = getEnv().PUBLIC_URL): string {
  const absolute = (value: string | undefined) => (value?.startsWith('/') && !value.startsWith('//') ? publicUrl + value : value)
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'frameborder'],
      video: ['src', 'controls', 'width', 'height', 'poster'],
      source: ['src', 'type'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      ol: ['start'],
      '*': ['class', 'style'],
    },
    allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/], 'padding-inline-start': [/^\d+(px|em|rem)$/] } },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    allowedIframeHostnames: getEnv().VIDEO_EMBED_HOSTS,
    transformTags: {
      a: (tagName, attribs) => {
        const href = absolute(attribs.href)
        const external = attribs.target === '_blank'
        const kept: Record<string, string> = { ...attribs, ...(href ? { href } : {}), ...(external ? { rel: 'noopener noreferrer' } : {}) }
        // An internal link whose document is gone has no address: its text stays, unlinked.
        if (!href) delete kept.href
        return { tagName, attribs: kept }
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, src: absolute(attribs.src) ?? '', loading: 'lazy' } }),
    },
  })
}

function isEditorState(value: unknown): value is SerializedEditorState {
  return typeof value === 'object' && value !== null && 'root' in value
}

type LinkFields = { linkType?: string; doc?: { relationTo: string; value: unknown } | null }

/** The documents the internal links (chosen with the link picker) of a rich-text value point at. */
function linkedDocuments(node: unknown): { collection: string; doc: never }[] {
  if (typeof node !== 'object' || node === null) return []
  const { type, fields, children, root } = node as { type?: string; fields?: LinkFields; children?: unknown[]; root?: unknown }
  const here =
    type === 'link' && fields?.linkType === 'internal' && fields.doc
      ? [{ collection: fields.doc.relationTo, doc: fields.doc.value as never }]
      : []
  return [...here, ...linkedDocuments(root), ...(children ?? []).flatMap(linkedDocuments)]
}

/** Reads what the internal links of these rich-text values need to name their pages (public-paths.ts). */
export function readLinkContext(payload: Payload, values: unknown[]): Promise<PageContext> {
  return readPageContext(payload, values.flatMap(linkedDocuments))
}

/**
 * Lexical rich text as stored by Payload → sanitized HTML ('' when empty). An internal link
 * becomes the linked document's public page (`links`: readLinkContext), unlinked when it is gone.
 */
export function richTextToHtml(value: unknown, links?: PageContext): string {
  if (!isEditorState(value)) return ''
  const internalDocToHref = ({ linkNode }: { linkNode: SerializedLinkNode }): string => {
    const doc = linkNode.fields.doc
    return (doc && documentPath(doc.relationTo, doc.value as never, links)) || ''
  }
  const converters = ({ defaultConverters }: { defaultConverters: object }) => ({
    ...defaultConverters,
    ...LinkHTMLConverter({ internalDocToHref }),
    // Sanitized below with the rest.
    blocks: { [HTML_BLOCK]: ({ node }: { node: { fields: { html?: unknown } } }) => String(node.fields.html ?? '') },
  })
  return sanitizeRichHtml(convertLexicalToHTML({ data: value, disableContainer: true, converters }))
}

/**
 * Tiny builders for Payload Lexical rich text (SerializedEditorState JSON), so the seed can
 * write article bodies, footer columns and exhibitor introductions by hand.
 *
 *   doc(h2('交通指南'), p('地铁 15 号线……'), ul(['第一项', ['加粗', b('重点')]]), p(link('官网', 'https://…')))
 */
import { createHash } from 'node:crypto'

import { HTML_BLOCK } from '@/content-model/rich-text'
import type { Article } from '@/payload-types'

export type RichText = NonNullable<Article['detail']>

type ElementBase = {
  direction: 'ltr'
  format: ''
  indent: number
  version: number
}

export type TextNode = {
  type: 'text'
  text: string
  format: number
  detail: 0
  mode: 'normal'
  style: ''
  version: 1
}

export type LineBreakNode = { type: 'linebreak'; version: 1 }

export type LinkNode = ElementBase & {
  type: 'link'
  id: string
  fields: { url: string; newTab: boolean; linkType: 'custom' }
  children: TextNode[]
}

export type InlineNode = TextNode | LineBreakNode | LinkNode

export type ParagraphNode = ElementBase & {
  type: 'paragraph'
  textFormat: number
  textStyle: ''
  children: InlineNode[]
}

export type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: InlineNode[] }

export type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: InlineNode[] }

export type ListNode = ElementBase & {
  type: 'list'
  listType: 'bullet' | 'number'
  start: 1
  tag: 'ul' | 'ol'
  children: ListItemNode[]
}

/** The rich text's 「HTML 片段」 (content-model/rich-text.ts): HTML kept as written, sanitized on output. */
export type HtmlBlockNode = {
  type: 'block'
  version: 2
  format: ''
  fields: { id: string; blockName: ''; blockType: typeof HTML_BLOCK; html: string }
}

export type BlockNode = ParagraphNode | HeadingNode | ListNode | HtmlBlockNode

/** Text, or a mix of text and inline nodes. */
export type Inline = string | InlineNode | readonly (string | InlineNode)[]

const FORMAT_BOLD = 1

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

export function text(value: string, format = 0): TextNode {
  return { type: 'text', text: value, format, detail: 0, mode: 'normal', style: '', version: 1 }
}

/** Bold text. */
export function b(value: string): TextNode {
  return text(value, FORMAT_BOLD)
}

export function br(): LineBreakNode {
  return { type: 'linebreak', version: 1 }
}

/** A link node; Payload's link node is at version 3 and carries a stable 24-hex id. */
export function link(label: string, url: string, newTab = /^https?:\/\//i.test(url)): LinkNode {
  const id = createHash('sha1').update(`${label}|${url}`).digest('hex').slice(0, 24)
  return {
    ...element,
    version: 3,
    type: 'link',
    id,
    fields: { url, newTab, linkType: 'custom' },
    children: [text(label)],
  }
}

function isMany(content: Inline): content is readonly (string | InlineNode)[] {
  return Array.isArray(content)
}

function inline(content: Inline): InlineNode[] {
  const parts = isMany(content) ? content : [content]
  return parts.map((part) => (typeof part === 'string' ? text(part) : part))
}

export function p(content: Inline): ParagraphNode {
  return { ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: inline(content) }
}

export function h2(content: Inline): HeadingNode {
  return { ...element, type: 'heading', tag: 'h2', children: inline(content) }
}

export function h3(content: Inline): HeadingNode {
  return { ...element, type: 'heading', tag: 'h3', children: inline(content) }
}

function list(listType: 'bullet' | 'number', items: readonly Inline[]): ListNode {
  return {
    ...element,
    type: 'list',
    listType,
    start: 1,
    tag: listType === 'bullet' ? 'ul' : 'ol',
    children: items.map((item, index) => ({ ...element, type: 'listitem', value: index + 1, children: inline(item) })),
  }
}

/** A bullet list. */
export function ul(items: readonly Inline[]): ListNode {
  return list('bullet', items)
}

/** A numbered list. */
export function ol(items: readonly Inline[]): ListNode {
  return list('number', items)
}

/** An 「HTML 片段」 block; like a link, a stable 24-hex id from what it holds. */
export function htmlBlock(html: string): HtmlBlockNode {
  const id = createHash('sha1').update(`html|${html}`).digest('hex').slice(0, 24)
  return { type: 'block', version: 2, format: '', fields: { id, blockName: '', blockType: HTML_BLOCK, html } }
}

/** The editor state: a root holding the given blocks. */
export function doc(...blocks: readonly BlockNode[]): RichText {
  return {
    root: { type: 'root', direction: 'ltr', format: '', indent: 0, version: 1, children: [...blocks] },
  }
}

/** Paragraphs from plain strings, for article bodies. */
export function paragraphs(...texts: readonly string[]): ParagraphNode[] {
  return texts.map((value) => p(value))
}

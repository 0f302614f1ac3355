/**
 * B2: an exhibitor's introduction as the portal edits it: plain text where a blank line starts a
 * new paragraph, a line `## 标题` is a heading and lines `- 项目` make a list. Turned into
 * Payload's Lexical rich text (text nodes only: no HTML, no script, no link can come in) and back.
 */

type Node = Record<string, unknown> & { type?: string; children?: Node[]; text?: string; tag?: string }

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const
const textNode = (text: string) => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const paragraph = (text: string) => ({ ...element, type: 'paragraph', textFormat: 0, textStyle: '', children: [textNode(text)] })
const heading = (text: string) => ({ ...element, type: 'heading', tag: 'h3', children: [textNode(text)] })
const list = (items: string[]) => ({
  ...element,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((item, index) => ({ ...element, type: 'listitem', value: index + 1, children: [textNode(item)] })),
})

/** Longest introduction the portal takes, in characters. */
export const INTRODUCTION_MAX = 5000

/** The portal's text as Lexical rich text; null when empty. */
export function introductionFromText(source: string): Record<string, unknown> | null {
  const blocks: Record<string, unknown>[] = []
  for (const block of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = block
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    if (lines.length === 0) continue
    if (lines.every((line) => line.startsWith('- '))) blocks.push(list(lines.map((line) => line.slice(2).trim())))
    else if (lines.length === 1 && lines[0]!.startsWith('## ')) blocks.push(heading(lines[0]!.slice(3).trim()))
    else blocks.push(paragraph(lines.join(' ')))
  }
  if (blocks.length === 0) return null
  return { root: { ...element, type: 'root', children: blocks } }
}

const inlineText = (node: Node): string =>
  typeof node.text === 'string' ? node.text : node.type === 'linebreak' ? ' ' : (node.children ?? []).map(inlineText).join('')

/** Lexical rich text as the portal's text (links keep their words). */
export function introductionToText(value: unknown): string {
  const root = (value as { root?: Node } | null | undefined)?.root
  return (root?.children ?? [])
    .map((block) => {
      if (block.type === 'heading') return `## ${inlineText(block)}`
      if (block.type === 'list') return (block.children ?? []).map((item) => `- ${inlineText(item)}`).join('\n')
      return inlineText(block)
    })
    .filter(Boolean)
    .join('\n\n')
}

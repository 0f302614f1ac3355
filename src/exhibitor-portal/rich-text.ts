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

/** `## 标题` (or `##标题`, `### 标题`); `- 项目`, `* 项目`, `• 项目`. */
const HEADING = /^#{2,3}\s*/
const LIST_ITEM = /^[-*•]\s+/

/** Longest introduction the portal takes, in characters. */
export const INTRODUCTION_MAX = 5000

/**
 * The portal's text as Lexical rich text; null when empty. Read line by line: a heading or a list
 * item starts its own block whether or not a blank line comes before it, so 「## 主要产品」 followed
 * by its list stays a heading and a list.
 */
export function introductionFromText(source: string): Record<string, unknown> | null {
  const blocks: Record<string, unknown>[] = []
  let open: { kind: 'paragraph' | 'list'; lines: string[] } | null = null
  const close = () => {
    if (open) blocks.push(open.kind === 'list' ? list(open.lines) : paragraph(open.lines.join(' ')))
    open = null
  }
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim()
    if (!line) close()
    else if (HEADING.test(line)) {
      close()
      const title = line.replace(HEADING, '')
      if (title) blocks.push(heading(title))
    } else if (LIST_ITEM.test(line)) {
      if (open?.kind !== 'list') close()
      open ??= { kind: 'list', lines: [] }
      open.lines.push(line.replace(LIST_ITEM, ''))
    } else {
      if (open?.kind !== 'paragraph') close()
      open ??= { kind: 'paragraph', lines: [] }
      open.lines.push(line)
    }
  }
  close()
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

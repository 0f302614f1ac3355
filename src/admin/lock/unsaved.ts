/** What an editor had not saved when someone took the document over, kept in their browser. */
export type UnsavedWork = { savedAt: string; takenBy: string; texts: { label: string; text: string }[] }

const key = (entity: string, id: number | string | undefined) => `expo-unsaved:${entity}:${id ?? ''}`

type Node = { type?: unknown; text?: unknown; children?: unknown }

const INLINE = new Set(['text', 'link', 'autolink', 'linebreak'])

/** The plain text of a Lexical node: inline children run on, blocks go on lines of their own. */
function plainText(node: Node): string {
  if (typeof node.text === 'string') return node.text
  if (node.type === 'linebreak') return '\n'
  const children = (Array.isArray(node.children) ? node.children : []) as Node[]
  const inline = children.every((child) => INLINE.has(String(child.type)))
  return children.map(plainText).join(inline ? '' : '\n')
}

/** Fields holding states, dates and ids rather than an editor's writing. */
const NOT_TEXT = /^(id|_status|reviewState|createdAt|updatedAt|publishedAt|deletedAt)$/

/** The texts of a form's data worth keeping (strings and rich text), by field name. */
export function textsOf(data: Record<string, unknown>): UnsavedWork['texts'] {
  return Object.entries(data).flatMap(([name, value]) => {
    if (typeof value === 'string') return value.trim() && !NOT_TEXT.test(name) ? [{ label: name, text: value }] : []
    if (value && typeof value === 'object' && 'root' in value) {
      const text = plainText((value as { root: Node }).root).trim()
      return text ? [{ label: name, text }] : []
    }
    return []
  })
}

export function keepUnsaved(entity: string, id: number | string | undefined, work: UnsavedWork): void {
  window.localStorage.setItem(key(entity, id), JSON.stringify(work))
}

export function readUnsaved(entity: string, id: number | string | undefined): UnsavedWork | null {
  try {
    const stored = window.localStorage.getItem(key(entity, id))
    return stored ? (JSON.parse(stored) as UnsavedWork) : null
  } catch {
    return null
  }
}

export function forgetUnsaved(entity: string, id: number | string | undefined): void {
  window.localStorage.removeItem(key(entity, id))
}

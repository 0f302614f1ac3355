/** What an editor had not saved when someone took the document over, kept in their browser. */
export type UnsavedWork = { savedAt: string; takenBy: string; texts: { label: string; text: string }[] }

/** Where a document's kept work is, in the browser's local storage. */
export const unsavedKey = (entity: string, id: number | string | undefined) => `expo-unsaved:${entity}:${id ?? ''}`

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
  window.localStorage.setItem(unsavedKey(entity, id), JSON.stringify(work))
}

/** The kept work as stored (`unsavedKey`), or null when there is none or it cannot be read. */
export function parseUnsaved(stored: string | null): UnsavedWork | null {
  try {
    return stored ? (JSON.parse(stored) as UnsavedWork) : null
  } catch {
    return null
  }
}

export function forgetUnsaved(entity: string, id: number | string | undefined): void {
  window.localStorage.removeItem(unsavedKey(entity, id))
}

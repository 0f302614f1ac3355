import type { ContentKind } from './content-kinds'

/** What changed: a kind of content (content-kinds.ts), or `all` when changes may have been missed (a lost connection). */
export type ContentChange = ContentKind | 'all'
type Listener = (change: ContentChange) => void

/** The Postgres channel on which instances tell each other of content changes (O2). */
export const CONTENT_CHANNEL = 'expo_content_changed'

/**
 * On SQLite, the file beside the database that each process writing content touches (writing its
 * pid and the change, for whoever looks), for the server to hear the import or a script (O2).
 */
export const changesFileOf = (sqliteUrl: string): string => `${sqliteUrl.replace(/^file:/, '')}.changed`

// Process-wide: the response cache in server.ts and the hooks in Next's server bundle load
// separate copies of this module, so the listeners live on globalThis.
const registryKey = Symbol.for('nuclear-expo.content-changed')
const registry = globalThis as typeof globalThis & { [registryKey]?: Set<Listener> }
const listeners = (registry[registryKey] ??= new Set<Listener>())

/** Subscribe to content changes (the response cache clears itself). Returns the unsubscribe. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitContentChanged(change: ContentChange): void {
  for (const listener of listeners) {
    try {
      listener(change)
    } catch (error) {
      console.error('content-changed listener failed', error)
    }
  }
}

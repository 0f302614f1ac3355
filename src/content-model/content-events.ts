import type { CacheTag } from './cache-tags'

type Listener = (tag: CacheTag) => void

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

export function emitContentChanged(tag: CacheTag): void {
  for (const listener of listeners) {
    try {
      listener(tag)
    } catch (error) {
      console.error('content-changed listener failed', error)
    }
  }
}

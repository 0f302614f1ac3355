import { revalidateTag } from 'next/cache'

import type { CacheTag } from './cache-tags'

type Listener = (tag: CacheTag) => void

const listeners = new Set<Listener>()

/** Other caches (the response cache in front of Next) subscribe here to be cleared with Next's. */
export function onContentChanged(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function contentChanged(tag: CacheTag): void {
  try {
    // expire: 0 so the next request renders fresh content instead of a stale copy.
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // Outside a Next request (scripts, tests) there is no cache to revalidate.
    if (!(error instanceof Error) || !/static generation store|outside a request|invariant/i.test(error.message)) {
      console.error('revalidateTag failed', error)
    }
  }
  for (const listener of listeners) listener(tag)
}

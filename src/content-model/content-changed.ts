import { revalidateTag } from 'next/cache'

import type { CacheTag } from './cache-tags'
import { emitContentChanged } from './content-events'

/** A collection or the settings changed: refresh Next's data cache and tell the response cache. */
export function contentChanged(tag: CacheTag): void {
  try {
    // expire: 0 so the next request renders fresh content instead of a stale copy.
    revalidateTag(tag, { expire: 0 })
  } catch (error) {
    // Outside a Next request (scripts, tests) there is no Next cache to refresh.
    if (!(error instanceof Error) || !/static generation store|outside a request|invariant/i.test(error.message)) {
      console.error(`revalidateTag(${tag}) failed`, error)
    }
  }
  emitContentChanged(tag)
}

'use client'

import { useSyncExternalStore } from 'react'

/** S30: mobile is a viewport narrower than 768 px. */
export const MOBILE_QUERY = '(max-width: 767.98px)'

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(MOBILE_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True below 768 px, false from 768 px; null during the server render and hydration. */
export function useIsMobile(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => null,
  )
}

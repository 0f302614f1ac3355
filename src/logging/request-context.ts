import { AsyncLocalStorage } from 'node:async_hooks'

/** What one request carries through its async work: its id, and whether it rendered degraded. */
export type RequestContext = { id: string; degraded: boolean }

// Process-wide: server.ts and Next's server bundles load separate copies of this module.
const contextKey = Symbol.for('nuclear-expo.request-context')
const holder = globalThis as typeof globalThis & { [contextKey]?: AsyncLocalStorage<RequestContext> }
export const requestContext = (holder[contextKey] ??= new AsyncLocalStorage<RequestContext>())

/**
 * A page section failed to load and was left out (S31): the answer is not cached (O1) and says
 * 503 so that proxies and monitors see it. No-op outside a request (scripts).
 */
export function markDegraded(): void {
  const context = requestContext.getStore()
  if (context) context.degraded = true
}

import { AsyncLocalStorage } from 'node:async_hooks'

/** What one request carries through its async work: its id, whether it rendered degraded, and whether its page was not found. */
export type RequestContext = { id: string; degraded: boolean; notFound: boolean }

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

/** P5: the page rendered the site's 404 page in place of its own: the answer says 404. No-op outside a request. */
export function markNotFound(): void {
  const context = requestContext.getStore()
  if (context) context.notFound = true
}

import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * What the page's render became: the page whole, the page without a section whose read failed
 * (S31), or the site's 404 page in its place (P5).
 */
export type RenderOutcome = 'whole' | 'degraded' | 'not-found'

/**
 * What one request carries through its async work: its id, what its render became, and the
 * status a page's form asked for (a refused submission re-rendered in the page: 422, 409, 403, 429).
 */
export type RequestContext = { id: string; render: RenderOutcome; pageRefusal?: PageRefusal }

/** A refused form's status, and how long to wait before asking again when it was refused for asking too often. */
export type PageRefusal = { status: number; retryAfterSeconds?: number }

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
  if (context?.render === 'whole') context.render = 'degraded'
}

/** P5: the page rendered the site's 404 page in place of its own: the answer says 404. No-op outside a request. */
export function markNotFound(): void {
  const context = requestContext.getStore()
  if (context) context.render = 'not-found'
}

/**
 * J1: a form posted to its page was refused: the page that shows it again, with its messages,
 * answers with this status instead of 200 (and `Retry-After` when given). No-op outside a request.
 */
export function markPageStatus(status: number, retryAfterSeconds?: number): void {
  const context = requestContext.getStore()
  if (context) context.pageRefusal = { status, ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }) }
}

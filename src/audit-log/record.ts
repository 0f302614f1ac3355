import type { PayloadRequest } from 'payload'

import { forwardedAddress } from '@/limits/rate-limit'

import { type AuditAction, AUDIT_LOG_SLUG } from './actions'

/** One event: who (the request's user unless named), what, on which document. */
export type AuditEntry = {
  action: AuditAction
  collection?: string
  documentId?: number | string
  title?: string
  detail?: string
  /** The account concerned when no one is signed in (a failed login names the e-mail tried), and its collection (staff `users` unless said). */
  actor?: { id?: number | string; email: string; collection?: string }
}

type Actor = { id?: number | string; email?: string; collection?: string }

/**
 * E6: writes one entry. Inside the request's transaction when there is one, so an entry exists
 * exactly when the change it records was committed; `standalone` for events whose request
 * fails (a refused login), whose transaction is rolled back.
 */
export async function recordAudit(req: PayloadRequest, entry: AuditEntry, { standalone = false } = {}): Promise<void> {
  const user = req.user as Actor | null | undefined
  const actor =
    entry.actor ??
    (user?.collection === 'users' || user?.email ? { id: user?.id, email: user?.email ?? '', collection: user?.collection } : undefined)
  // The entry links staff accounts; an exhibitor's account (B1) is named by its e-mail.
  const staffAccount = (actor?.collection ?? 'users') === 'users'
  await req.payload.create({
    collection: AUDIT_LOG_SLUG,
    overrideAccess: true,
    // Not `context`: with `req`, Payload merges it into this request's context, and the rest of a
    // bulk operation (20 articles published at once) would go unrecorded.
    ...(standalone ? {} : { req }),
    data: {
      action: entry.action,
      user: staffAccount && typeof actor?.id === 'number' ? actor.id : undefined,
      userEmail: actor?.email || '系统',
      collectionSlug: entry.collection,
      documentId: entry.documentId === undefined ? undefined : String(entry.documentId),
      title: entry.title?.slice(0, 300),
      detail: entry.detail?.slice(0, 500),
      ip: clientAddress(req),
    },
  })
}

/** The client's address as the server resolved it (src/serving/, X-Forwarded-For); empty for the server's own work. */
function clientAddress(req: PayloadRequest): string {
  if (req.payloadAPI === 'local') return ''
  return forwardedAddress(req.headers.get('x-forwarded-for')) ?? ''
}

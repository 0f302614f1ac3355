import type { Access, FieldAccess } from 'payload'

import type { User } from '@/payload-types'

export const isAdminUser = (user: unknown): boolean => (user as User | null)?.role === 'admin'

/** Anyone, signed in or not: published content is public. */
export const anyone: Access = () => true

/** Any signed-in editor or admin. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

export const admins: Access = ({ req }) => isAdminUser(req.user)

/** Admins see everyone; an editor sees and edits only their own account. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user) return false
  if (isAdminUser(req.user)) return true
  return { id: { equals: req.user.id } }
}

export const adminsField: FieldAccess = ({ req }) => isAdminUser(req.user)

/**
 * E8: any signed-in user may move content to the 回收站 (Payload asks the delete rule with the
 * `deletedAt` being set); only admins delete for good, which skips the trash.
 */
export const trashOrAdmin: Access = ({ req, data }) => {
  if (!req.user) return false
  return isAdminUser(req.user) || (typeof data === 'object' && data !== null && (data as { deletedAt?: unknown }).deletedAt != null)
}

/** Access to a content collection: everyone reads, editors create, edit and move to the trash. */
export const contentAccess = { read: anyone, create: signedIn, update: signedIn, delete: trashOrAdmin } as const

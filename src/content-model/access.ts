import type { Access, FieldAccess } from 'payload'

import type { User } from '@/payload-types'

const isAdminUser = (user: unknown): boolean => (user as User | null)?.role === 'admin'

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

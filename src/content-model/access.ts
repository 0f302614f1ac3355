import type { Access, FieldAccess, Where } from 'payload'

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

/**
 * X5: what visitors may read of a content collection through Payload's REST: what the public site
 * shows, every document but those in the 回收站 (`?trash=true` adds none). Staff read everything.
 */
export const publicContent: Access = ({ req }) => (req.user ? true : { deletedAt: { exists: false } })

/**
 * X5: visitors read a file of the 文件库 only while the download page offers it: a download they
 * may read links it. Files uploaded for later, or whose download is in the 回收站, stay private.
 */
export const offeredFiles: Access = async ({ req }) => {
  if (req.user) return true
  const { docs } = await req.payload.find({ collection: 'downloads', depth: 0, pagination: false, select: { file: true }, overrideAccess: false, req })
  const ids = docs.map((download) => (typeof download.file === 'object' ? download.file.id : download.file))
  if (ids.length === 0) return false
  const offered: Where = { id: { in: ids } }
  return { and: [offered, { deletedAt: { exists: false } }] }
}

/** A field only staff read: editors' notes the public site never shows. */
export const staffField: FieldAccess = ({ req }) => Boolean(req.user)

/** Access to a content collection: visitors read what is public, editors create, edit and move to the trash. */
export const contentAccess = { read: publicContent, create: signedIn, update: signedIn, delete: trashOrAdmin } as const

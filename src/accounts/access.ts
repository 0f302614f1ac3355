import type { Access, FieldAccess, Where } from 'payload'

/** E1: the roles of an account, as stored on users.role. */
const ROLE_LABELS = { admin: '管理员', reviewer: '审核员', editor: '编辑', registrar: '报名管理员', checker: '检票员' } as const
export const ROLES = Object.entries(ROLE_LABELS).map(([value, label]) => ({ value: value as Role, label }))

export type Role = keyof typeof ROLE_LABELS

const roleOf = (user: unknown): Role | undefined => (user as { role?: Role } | null | undefined)?.role

/**
 * A staff member's account, not one of another auth collection (an exhibitor's, B1): only these
 * are "self" to the staff's accounts, whose ids another collection's accounts share. (The local
 * API's callers may pass a user read back from `users`, without its collection.)
 */
const isStaffAccount = (user: unknown): boolean => {
  const collection = (user as { collection?: unknown } | null | undefined)?.collection
  return collection === undefined || collection === 'users'
}

/** 管理员: everything, users and site settings included. */
export const isAdminUser = (user: unknown): boolean => roleOf(user) === 'admin'

/** 管理员 and 审核员: publish, unpublish and schedule content; reviewers' comments. */
export const canPublish = (user: unknown): boolean => {
  const role = roleOf(user)
  return role === 'admin' || role === 'reviewer'
}

/** 管理员, 审核员 and 编辑: the staff who work on content (编辑 on drafts only). */
export const isStaffEditor = (user: unknown): boolean => canPublish(user) || roleOf(user) === 'editor'

/** 报名管理员: registrations and check-in only (§12): no content, no site settings. */
export const isRegistrar = (user: unknown): boolean => roleOf(user) === 'registrar'

/** R6: 管理员 and 报名管理员, the staff who may see visitors' registrations. */
export const isRegistrationStaff = (user: unknown): boolean => isAdminUser(user) || isRegistrar(user)

export const registrationStaff: Access = ({ req }) => isRegistrationStaff(req.user)

/** K1: 检票员, the door's check-in only: no registrations, no content, no settings. */
export const isChecker = (user: unknown): boolean => roleOf(user) === 'checker'

/** K1: 管理员, 报名管理员 and 检票员, the staff who admit visitors at the door. */
export const isCheckinStaff = (user: unknown): boolean => isRegistrationStaff(user) || isChecker(user)

export const checkinStaff: Access = ({ req }) => isCheckinStaff(req.user)

/** The admin shows this collection or global only to 管理员 and 报名管理员. */
export const hiddenFromNonRegistrationStaff = ({ user }: { user: unknown }): boolean => !isRegistrationStaff(user)

/** No one through any API: the server writes it with `overrideAccess`. */
export const nobody: Access = () => false

/** Anyone, signed in or not: published content is public. */
export const anyone: Access = () => true

/** Any signed-in account. */
export const signedIn: Access = ({ req }) => Boolean(req.user)

export const admins: Access = ({ req }) => isAdminUser(req.user)

/** Admins see everyone; any other account sees and edits only itself. */
export const adminsOrSelf: Access = ({ req }) => {
  if (!req.user || !isStaffAccount(req.user)) return false
  if (isAdminUser(req.user)) return true
  return { id: { equals: req.user.id } }
}

/**
 * E1, E7: accounts. Admins read all; any other account reads itself, and content staff also read
 * whoever holds the lock of a document now, so that the admin's lock dialog can name them (their
 * name and e-mail; the role stays hidden: `adminsOrSelfField`).
 */
export const accountsRead: Access = async ({ req }) => {
  if (!req.user || !isStaffAccount(req.user)) return false
  if (isAdminUser(req.user)) return true
  const self: Where = { id: { equals: req.user.id } }
  if (!isStaffEditor(req.user)) return self
  const { docs } = await req.payload.find({
    collection: 'payload-locked-documents',
    depth: 0,
    limit: 100,
    overrideAccess: true,
    req,
    select: { user: true },
  })
  const holders = docs.map((lock) => lock.user?.value).map((holder) => (typeof holder === 'object' ? holder.id : holder))
  return holders.length > 0 ? { or: [self, { id: { in: holders } }] } : self
}

export const adminsField: FieldAccess = ({ req }) => isAdminUser(req.user)

/** Read by admins, and by an account for itself. */
export const adminsOrSelfField: FieldAccess = ({ req, doc }) =>
  isAdminUser(req.user) || (req.user !== null && isStaffAccount(req.user) && (doc as { id?: unknown } | undefined)?.id === req.user.id)

/** E3: the reviewer's comment is written by those who may publish. */
export const publishersField: FieldAccess = ({ req }) => canPublish(req.user)

const notTrashed: Where = { deletedAt: { exists: false } }
const published: Where = { _status: { equals: 'published' } }

/**
 * E8: content staff may move content to the 回收站 and back (Payload asks the delete rule with
 * the `deletedAt` being set); only admins delete for good, which skips the trash.
 */
export const trashOrAdmin: Access = ({ req, data }) => {
  if (!isStaffEditor(req.user)) return false
  return isAdminUser(req.user) || (typeof data === 'object' && data !== null && (data as { deletedAt?: unknown }).deletedAt != null)
}

/**
 * X5: what visitors may read of an upload collection through Payload's REST: every document but
 * those in the 回收站 (`?trash=true` adds none). Content staff read everything.
 */
export const publicContent: Access = ({ req }) => (isStaffEditor(req.user) ? true : notTrashed)

/**
 * X5, E2: what visitors (and accounts without content rights) read of a collection with drafts:
 * its published documents outside the 回收站. `?draft=true` asks the same of the latest versions,
 * so a draft stays hidden. Content staff read everything, drafts included.
 */
export const publishedContent: Access = ({ req }) => (isStaffEditor(req.user) ? true : { and: [notTrashed, published] })

/** E1: a save by someone who may not publish must not ask for `_status: published`. */
const publishing = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { _status?: unknown })._status === 'published'

/**
 * E1: content staff create and edit; only admins and reviewers publish. Payload asks this rule
 * with the data about to be saved, and the admin asks it with `_status: published` to decide
 * whether to offer 发布 and 定时发布 (the schedulePublish job asks it as the scheduling user).
 * Saves that would change the published version otherwise are refused in `guardPublishing`.
 */
export const staffDraftsOrPublishers: Access = ({ req, data }) => isStaffEditor(req.user) && (canPublish(req.user) || !publishing(data))

/** E1: the admin shows this collection or global only to content staff. */
export const hiddenFromNonStaff = ({ user }: { user: unknown }): boolean => !isStaffEditor(user)

/** E1: the admin shows this only to admins. */
export const hiddenFromNonAdmins = ({ user }: { user: unknown }): boolean => !isAdminUser(user)

/**
 * X5: visitors read a file of the 文件库 only while the download page offers it: a published
 * download they may read links it. Files uploaded for later, or whose download is in the 回收站
 * or not yet published, stay private.
 */
export const offeredFiles: Access = async ({ req }) => {
  if (isStaffEditor(req.user)) return true
  const { docs } = await req.payload.find({
    collection: 'downloads',
    depth: 0,
    pagination: false,
    select: { file: true },
    overrideAccess: false,
    req,
  })
  const ids = docs.map((download) => (typeof download.file === 'object' ? download.file.id : download.file))
  if (ids.length === 0) return false
  const offered: Where = { id: { in: ids } }
  return { and: [offered, notTrashed] }
}

/** A field only content staff read: editors' notes the public site never shows. */
export const staffField: FieldAccess = ({ req }) => isStaffEditor(req.user)

/** Access to an upload collection: visitors read what is public, content staff create, edit and move to the trash. */
export const uploadAccess = {
  read: publicContent,
  create: staffDraftsOrPublishers,
  update: staffDraftsOrPublishers,
  delete: trashOrAdmin,
} as const

/** Content staff only: the versions (drafts and history) of a document. */
export const contentStaff: Access = ({ req }) => isStaffEditor(req.user)

/** Access to a content collection with drafts (E2): visitors read what is published, editors write drafts, reviewers publish. */
export const contentAccess = {
  read: publishedContent,
  readVersions: contentStaff,
  create: staffDraftsOrPublishers,
  update: staffDraftsOrPublishers,
  delete: trashOrAdmin,
} as const

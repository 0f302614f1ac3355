/** B1: the auth collection of exhibitors' accounts, apart from the staff's `users`. */
export const EXHIBITOR_ACCOUNTS_SLUG = 'exhibitor-accounts'

type Account = { collection?: unknown; exhibitor?: unknown; status?: unknown }

/** The id of a relationship's value, populated or not. */
export const idOf = (value: unknown): number | null =>
  typeof value === 'number'
    ? value
    : typeof value === 'object' && value !== null && 'id' in value
      ? Number((value as { id: unknown }).id)
      : null

/** Whether the signed-in account is an exhibitor's (never a staff member's). */
export const isExhibitorAccount = (user: unknown): boolean =>
  typeof user === 'object' && user !== null && (user as Account).collection === EXHIBITOR_ACCOUNTS_SLUG

/** L1: the company of any exhibitor's account, booth staff included; null for anyone else. */
export function accountExhibitorId(user: unknown): number | null {
  if (!isExhibitorAccount(user)) return null
  return idOf((user as Account).exhibitor)
}

/**
 * B1: the one company an exhibitor's account may read and change in the portal; null for anyone
 * else, booth staff included (L1: they scan at /leads and nothing more).
 */
export function ownExhibitorId(user: unknown): number | null {
  return isStaffAccount(user) ? null : accountExhibitorId(user)
}

/** L1: the roles of an exhibitor's accounts: the main account runs the company's portal; booth staff only scan at /leads. */
export const ACCOUNT_ROLE_LABELS = { main: '主账号', staff: '展位人员' } as const
export type AccountRole = keyof typeof ACCOUNT_ROLE_LABELS

/** L1: a booth staff account (it signs in at /leads only; the portal's other pages refuse it). */
export const isStaffAccount = (user: unknown): boolean => isExhibitorAccount(user) && (user as { role?: unknown }).role === 'staff'

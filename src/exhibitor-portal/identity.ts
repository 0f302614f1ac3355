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

/** B1: the one company an exhibitor's account may read and change; null for anyone else. */
export function ownExhibitorId(user: unknown): number | null {
  if (!isExhibitorAccount(user)) return null
  return idOf((user as Account).exhibitor)
}

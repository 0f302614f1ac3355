import { redirect } from 'next/navigation'

import { isChecker } from '@/accounts/access'

/**
 * J3: a 检票员 has nothing to do in the admin (no collection is theirs): opening it, or signing
 * in there, takes them to the check-in desk instead of an empty dashboard.
 */
export function CheckinPointer({ user }: { user?: unknown }) {
  if (isChecker(user)) redirect('/checkin')
  return null
}

import type { Access, FieldAccess, Where } from 'payload'

import { isAdminUser } from '@/accounts/access'
import { accountExhibitorId, isStaffAccount } from '@/exhibitor-portal'

/** Who a signed-in exhibitor's account is for leads: its company, and whether it sees only its own scans. */
export type LeadsAccount = { id: number; exhibitor: number; staffOnly: boolean; name: string }

/** L1: the exhibitor's account as the leads see it; null for anyone else (admins, visitors, a revoked account). */
export function leadsAccountOf(user: unknown): LeadsAccount | null {
  const exhibitor = accountExhibitorId(user)
  const account = user as { id?: unknown; status?: unknown; name?: unknown; email?: unknown }
  if (exhibitor === null || typeof account.id !== 'number' || account.status === 'revoked') return null
  const name = typeof account.name === 'string' && account.name ? account.name : String(account.email ?? '')
  return { id: account.id, exhibitor, staffOnly: isStaffAccount(user), name }
}

/** L1: the leads an account may read and qualify: its company's (main account) or those it scanned (staff). */
export function ownLeads(account: LeadsAccount): Where {
  return account.staffOnly
    ? { and: [{ exhibitor: { equals: account.exhibitor } }, { scannedBy: { equals: account.id } }] }
    : { exhibitor: { equals: account.exhibitor } }
}

/** L1: admins read every lead; an exhibitor's account its own (above); nobody else. */
export const readLeadsAccess: Access = ({ req }) => {
  if (isAdminUser(req.user)) return true
  const account = leadsAccountOf(req.user)
  return account ? ownLeads(account) : false
}

/** L4: only the exhibitor's accounts qualify their leads (the organiser reads, never edits). */
export const qualifyLeadsAccess: Access = ({ req }) => {
  const account = leadsAccountOf(req.user)
  return account ? ownLeads(account) : false
}

/** L2, L3: what the scan service writes (visits, staff, times, withdrawal): never through the API. */
export const serviceOnlyField: FieldAccess = () => false

/** L3: the visit log: admins all, the main account its company's, staff their own scans. */
export const readLeadScansAccess: Access = ({ req }): boolean | Where => {
  if (isAdminUser(req.user)) return true
  const account = leadsAccountOf(req.user)
  if (!account) return false
  return account.staffOnly
    ? { and: [{ exhibitor: { equals: account.exhibitor } }, { account: { equals: account.id } }] }
    : { exhibitor: { equals: account.exhibitor } }
}

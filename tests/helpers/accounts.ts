import type { Payload } from 'payload'

import type { Role } from '@/accounts/access'
import type { User } from '@/payload-types'

export type TestAccount = { id: number; email: string; password: string }

let accounts = 0

/** A new account (an editor unless told) with a password that follows the rule (E7). */
export async function createAccount(payload: Payload, label: string, role: Role = 'editor'): Promise<TestAccount> {
  accounts += 1
  const email = `${label}-${Date.now()}-${accounts}@test.example`
  const password = `Right-password-${accounts}`
  const user = await payload.create({ collection: 'users', data: { email, password, role } })
  return { id: user.id, email, password }
}

/** The account as the Local API takes it for `user` (with `overrideAccess: false`). */
export async function sessionUser(payload: Payload, account: TestAccount): Promise<User & { collection: 'users' }> {
  return { ...(await payload.findByID({ collection: 'users', id: account.id, depth: 0 })), collection: 'users' }
}

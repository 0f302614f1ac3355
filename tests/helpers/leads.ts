import type { Payload } from 'payload'

let accounts = 0

/** An active exhibitor account (main or booth staff) of `exhibitor`, signed in: its id and session token. */
export async function exhibitorAccount(
  payload: Payload,
  exhibitor: number,
  role: 'main' | 'staff',
  name = `${role}-${accounts + 1}`,
): Promise<{ id: number; email: string; token: string; name: string }> {
  accounts += 1
  const email = `lead-${role}-${process.pid}-${accounts}-${Date.now()}@company.example`
  const password = 'Exhibitor-Passw0rd!leads'
  const account = await payload.create({
    collection: 'exhibitor-accounts',
    data: { email, password, exhibitor, role, name, status: 'active' },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })
  const { token } = await payload.login({ collection: 'exhibitor-accounts', data: { email, password } })
  if (!token) throw new Error(`${email} could not sign in`)
  return { id: account.id, email, token, name }
}

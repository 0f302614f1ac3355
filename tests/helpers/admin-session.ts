import { E2E_ADMIN } from '../e2e/server'

/** Signs in to a running server's Payload REST as `account` (the e2e admin by default); the session token. */
export async function adminToken(baseURL: string, account: { email: string; password: string } = E2E_ADMIN): Promise<string> {
  const answer = await fetch(`${baseURL}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(account),
  })
  if (answer.status !== 200) throw new Error(`signing in as ${account.email} answered ${answer.status}`)
  return ((await answer.json()) as { token: string }).token
}

export type Staff = { id: number; email: string; password: string; name: string; token: string }

let staffCount = 0

/** A new account of `role` on a running server, created by the e2e admin, and signed in to REST. */
export async function createStaff(baseURL: string, role: 'admin' | 'reviewer' | 'editor' | 'registrar', name: string): Promise<Staff> {
  staffCount += 1
  const email = `${role}-${Date.now()}-${staffCount}@e2e.example`
  const password = `E2e-${role}-password-${staffCount}`
  const created = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `JWT ${await adminToken(baseURL)}` },
    body: JSON.stringify({ email, password, role, name }),
  })
  if (created.status !== 201) throw new Error(`creating the ${role} answered ${created.status}: ${await created.text()}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  return { id: doc.id, email, password, name, token: await adminToken(baseURL, { email, password }) }
}

/** A Payload REST call on a running server as `token`; the status and JSON body. */
export async function restAs(
  baseURL: string,
  token: string | null,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseURL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(token ? { Authorization: `JWT ${token}` } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

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

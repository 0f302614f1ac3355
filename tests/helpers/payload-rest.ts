import config from '@payload-config'
import { handleEndpoints } from 'payload'

export type RestCall = {
  method?: string
  /** A JSON body. */
  body?: unknown
  /** The client address, as server.ts puts it into X-Forwarded-For. */
  address?: string
  /** A session token (sent as `Authorization: JWT …`). */
  token?: string
  headers?: Record<string, string>
}

/**
 * A call to Payload's REST API in process, through the same router as `/api/[...slug]` (the
 * Next route only hands the request to it), so access rules, hooks and endpoints all run.
 */
export async function rest(path: string, call: RestCall = {}): Promise<Response> {
  const headers = new Headers(call.headers)
  if (call.address) headers.set('x-forwarded-for', call.address)
  if (call.token) headers.set('authorization', `JWT ${call.token}`)
  if (call.body !== undefined) headers.set('content-type', 'application/json')
  const request = new Request(`http://expo.test${path}`, {
    method: call.method ?? (call.body === undefined ? 'GET' : 'POST'),
    headers,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  })
  return handleEndpoints({ config, request })
}

/** The JSON of a REST answer, with its status. */
export async function restJson(
  path: string,
  call: RestCall = {},
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await rest(path, call)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
}

export type SignIn = { status: number; token?: string; message?: string; headers: Headers; ms: number }

/** POST /api/users/login from an address; the token, or the refusal's message. */
export async function signIn(email: string, password: string, address: string): Promise<SignIn> {
  const started = performance.now()
  const { status, headers, body } = await restJson('/api/users/login', { body: { email, password }, address })
  const ms = performance.now() - started
  const errors = body.errors as { message?: string }[] | undefined
  return { status, headers, ms, token: typeof body.token === 'string' ? body.token : undefined, message: errors?.[0]?.message }
}

let addresses = 0
/**
 * A client address no test has used yet, in a /64 of its own (limits count IPv6 addresses by
 * /64); 2001:db8::/32 is for documentation.
 */
export function freshAddress(): string {
  addresses += 1
  return `2001:db8:${(process.pid & 0xffff).toString(16)}:${addresses.toString(16)}::1`
}

/** Another address in the /64 of `address` (from freshAddress): the same client for the limits. */
export function neighbourAddress(address: string, host: number): string {
  return address.replace(/::1$/, `::${host.toString(16)}`)
}

/** B1–B3: what the portal's forms read from Payload's answers: the message, and the refused fields' reasons by field. */
export type ApiOutcome = { ok: boolean; status: number; message: string; fields: Record<string, string>; body: Record<string, unknown> }

type ErrorBody = { message?: string; errors?: { message?: string; data?: { errors?: { path?: string; message?: string }[] } }[] }

/** Sends a request to this site's API with the session cookie, and reads its answer whatever it is. */
export async function callApi(path: string, init: RequestInit): Promise<ApiOutcome> {
  const response = await fetch(path, { credentials: 'same-origin', ...init })
  const body = (await response.json().catch(() => ({}))) as ErrorBody & Record<string, unknown>
  const fields: Record<string, string> = {}
  for (const error of body.errors ?? [])
    for (const field of error.data?.errors ?? []) if (field.path && field.message) fields[field.path] = field.message
  const message = body.message ?? body.errors?.[0]?.message ?? ''
  return { ok: response.ok, status: response.status, message, fields, body }
}

export const postJson = (path: string, data: unknown): Promise<ApiOutcome> =>
  callApi(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(data) })

import type { Payload } from 'payload'

import { formValues, type ParsedForm } from './form'

/** B4: a code as it is kept and compared: `ex4j35tg`, `ＥＸ4J35TG` and ` EX4J35TG ` are one code. */
export const normaliseInvitationCode = (typed: string): string => typed.normalize('NFKC').trim().toUpperCase()

/**
 * B4: the exhibitor's code a typed one stands for, or null when no exhibitor has it. Matched
 * without regard to case, also against codes staff typed in another case before codes were
 * normalised on save.
 */
export async function findInvitationCode(payload: Payload, typed: string): Promise<string | null> {
  const code = normaliseInvitationCode(typed)
  if (!code) return null
  const { docs } = await payload.find({
    collection: 'exhibitors',
    // `like` ignores case on SQLite and Postgres alike; the exact match is decided below.
    where: { invitationCode: { like: code } },
    select: { invitationCode: true },
    depth: 0,
    limit: 20,
    pagination: false,
    overrideAccess: true,
  })
  return docs.some((doc) => normaliseInvitationCode(doc.invitationCode ?? '') === code) ? code : null
}

/**
 * B4, R1: a parsed registration form (`body` as submitted) whose invitation code is an
 * exhibitor's, kept in the exhibitor's spelling; an unknown code is a problem of its field, told
 * with the form's other problems (the visitor corrects it or leaves it empty), so no registration
 * counts for a code nobody has.
 */
export async function withKnownInvitationCode(payload: Payload, parsed: ParsedForm, body: URLSearchParams): Promise<ParsedForm> {
  const typed = parsed.ok ? parsed.registration.invitationCode : body.get('invitationCode')
  if (!typed?.trim()) return parsed
  const invitationCode = await findInvitationCode(payload, typed)
  if (invitationCode !== null) return parsed.ok ? { ok: true, registration: { ...parsed.registration, invitationCode } } : parsed
  const problems = parsed.ok ? {} : parsed.problems
  return {
    ok: false,
    problems: { ...problems, invitationCode: problems.invitationCode ?? 'unknownInvitationCode' },
    values: formValues(body),
    suggestions: parsed.ok ? {} : parsed.suggestions,
  }
}

import { type Locale, localizedPath } from '@/locales/languages'
import { getPayloadClient } from '@/payload/client'
import type { Registration } from '@/payload-types'
import { badgesForLink } from '@/registration/badges'
import type { Payload } from 'payload'

/** Answers about one visitor's registration are theirs alone: never stored by any cache. */
export const PRIVATE_ANSWER = { 'Cache-Control': 'no-store, private' } as const

export type OwnDataRequest = { locale: Locale; payload: Payload; registrations: Registration[]; form: URLSearchParams }

/**
 * R8: a POST from the badge page's own forms: the registration number from the path, the
 * link's token in the URL-encoded body (so that it is in no address and no log line), the
 * edition from the route (editionRoute). Null when the number or the token is wrong, the same
 * for both.
 */
export async function readOwnDataRequest(
  request: Request,
  { params, locale }: { params: Promise<{ number: string }>; locale: Locale },
): Promise<OwnDataRequest | null> {
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) return null
  const form = new URLSearchParams(await request.text())
  const payload = await getPayloadClient()
  const registrations = await badgesForLink(payload, decodeURIComponent((await params).number), form.get('t') ?? '')
  if (!registrations) return null
  return { locale, payload, registrations, form }
}

export const notFoundAnswer = () =>
  new Response('404 Not Found\n', { status: 404, headers: { ...PRIVATE_ANSWER, 'Content-Type': 'text/plain; charset=utf-8' } })

/** What the badge page says after one of its forms: done, or what to correct (in its own-data section). */
export const BADGE_NOTES = [
  'withdrawn',
  'leadWithdrawn',
  'contactSaved',
  'contactUnchanged',
  'confirmMissing',
  'email',
  'emailTypo',
  'mobile',
  'required',
  'mobileUnavailable',
  'captcha',
  'captchaExpired',
  'captchaUsed',
] as const
export type BadgeNote = (typeof BADGE_NOTES)[number]

/**
 * J1: the answer to a badge-page form: back to the badge page (303), which says what happened
 * inside the site's shell, as every public page. The link's token goes back into the address it
 * came from (the private link), never into a log line of ours.
 */
export function backToBadge(own: OwnDataRequest, note: BadgeNote): Response {
  const [first] = own.registrations
  const token = own.form.get('t') ?? ''
  const location = localizedPath(
    `/register/badge/${first?.registrationNumber ?? ''}?t=${encodeURIComponent(token)}&note=${note}#own-data-title`,
    own.locale,
  )
  return new Response(null, { status: 303, headers: { ...PRIVATE_ANSWER, Location: location } })
}

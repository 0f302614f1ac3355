import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeChangeHook,
  Endpoint,
  Payload,
  PayloadRequest,
} from 'payload'

import { isRegistrationStaff } from '@/accounts/access'
import type { Registration } from '@/payload-types'

import { REGISTRATIONS_SLUG } from './slugs'
import { placesTaken } from './availability'
import { privateLink, queueRegistrationMail } from './mail'
import { hashToken, newSecret } from './secrets'
import { REGISTRATION_SETTINGS_SLUG } from './settings'
import { promoteFromWaitlist } from './waitlist'

/**
 * R5: a badge that stops being valid (revoked or cancelled) gets a new secret at once, so the old
 * QR code is refused at the door whatever happens next; re-issuing gives yet another.
 */
export const newSecretWhenRevoked: CollectionBeforeChangeHook<Registration> = ({ data, originalDoc, operation }) => {
  if (
    operation === 'update' &&
    originalDoc?.status === 'registered' &&
    data.status &&
    data.status !== 'registered' &&
    data.status !== 'waitlisted'
  )
    data.badgeSecret = newSecret()
  return data
}

/** R7: a place freed by staff (revoked, cancelled) goes to the next in line. */
export const promoteWhenPlaceFreed: CollectionAfterChangeHook<Registration> = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && previousDoc?.status === 'registered' && doc.status !== 'registered')
    await promoteFromWaitlist(req.payload, req)
  return doc
}

/** R7: a place freed by a deletion (the visitor's own, from the private link, or staff's) goes to the next in line. */
export const promoteWhenDeleted: CollectionAfterDeleteHook<Registration> = async ({ doc, req }) => {
  if (doc.status === 'registered') await promoteFromWaitlist(req.payload, req)
  return doc
}

/**
 * A new private link for one registration (its token replaces the old one, which stops working),
 * to be mailed: the token is never stored, only its hash.
 */
export async function newPrivateLink(payload: Payload, id: number, req?: PayloadRequest): Promise<string> {
  const token = newSecret()
  await payload.update({
    collection: REGISTRATIONS_SLUG,
    id,
    data: { accessTokenHash: hashToken(token) },
    overrideAccess: true,
    depth: 0,
    req,
  })
  return token
}

const refuse = (status: number, message: string) => Response.json({ errors: [{ message }] }, { status })

async function staffTarget(req: PayloadRequest): Promise<Registration | Response> {
  if (!isRegistrationStaff(req.user)) return refuse(req.user ? 403 : 401, '只有管理员和报名管理员可以处理胸卡')
  const id = Number(req.routeParams?.id)
  const registration = Number.isInteger(id)
    ? await req.payload.findByID({ collection: REGISTRATIONS_SLUG, id, depth: 0, disableErrors: true, overrideAccess: true, req })
    : null
  if (!registration) return refuse(404, '没有找到该登记')
  if (registration.anonymisedAt) return refuse(409, '该登记已匿名化，不能处理胸卡')
  return registration
}

/**
 * R5 POST /api/registrations/:id/revoke (管理员, 报名管理员): the badge stops working at once (a
 * new secret, status 已撤销); the place goes to the next in line.
 */
export const revokeBadgeEndpoint: Endpoint = {
  path: '/:id/revoke',
  method: 'post',
  handler: async (req) => {
    const registration = await staffTarget(req)
    if (registration instanceof Response) return registration
    if (registration.status === 'revoked') return refuse(409, '该胸卡已撤销')
    await req.payload.update({
      collection: REGISTRATIONS_SLUG,
      id: registration.id,
      data: { status: 'revoked' },
      overrideAccess: true,
      depth: 0,
      req,
    })
    return Response.json({ message: '胸卡已撤销，旧二维码已失效' })
  },
}

/**
 * Whether each of the registration's days has a place for it: `holding` says whether it is
 * counted among the day's places already (then it fits if the day is at the cap, not over).
 */
async function withinCap(payload: Payload, registration: Registration, holding: boolean, req: PayloadRequest): Promise<boolean> {
  const settings = await payload.findGlobal({ slug: REGISTRATION_SETTINGS_SLUG, depth: 0, overrideAccess: true, req })
  const cap = settings.capPerDay ?? null
  if (cap === null) return true
  // One day after the other: a transaction's queries go to one connection, one at a time.
  for (const day of registration.days) if ((await placesTaken(payload, day, req)) + (holding ? 0 : 1) > cap) return false
  return true
}

/**
 * R5, R7 POST /api/registrations/:id/reissue (管理员, 报名管理员): a new badge (new secret, so the
 * old QR stops working) on a new private link. A revoked or cancelled badge takes a place again
 * only within the day's cap: over it, the visitor joins the waiting list (and moves up, mailed,
 * when a place frees), as a new registration would; never past the cap. The link is mailed; a
 * visitor without an e-mail cannot be reached, so the answer then carries the link for staff to
 * hand over (shown once: only its hash is kept).
 */
export const reissueBadgeEndpoint: Endpoint = {
  path: '/:id/reissue',
  method: 'post',
  handler: async (req) => {
    const registration = await staffTarget(req)
    if (registration instanceof Response) return registration
    const token = newSecret()
    const takesPlace = registration.status === 'revoked' || registration.status === 'cancelled'
    const fits = takesPlace && (await withinCap(req.payload, registration, false, req))
    const update = (data: Partial<Registration>) =>
      req.payload.update({ collection: REGISTRATIONS_SLUG, id: registration.id, data, overrideAccess: true, depth: 0, req })
    let updated = await update({
      status: fits ? 'registered' : takesPlace ? 'waitlisted' : registration.status,
      badgeSecret: newSecret(),
      accessTokenHash: hashToken(token),
      badgeIssue: (registration.badgeIssue ?? 0) + 1,
    })
    // Counted again once it holds its place: of two re-issues at once for the last place, neither goes past the cap.
    if (fits && !(await withinCap(req.payload, updated, true, req))) updated = await update({ status: 'waitlisted' })
    const waiting = updated.status === 'waitlisted'
    await queueRegistrationMail(req.payload, updated, waiting ? 'waitlisted' : 'reissued', token)
    const what = waiting ? '已重新签发，但参观日期名额已满：该登记已列入候补名单，有名额空出时按先后自动转为已登记' : '已重新签发胸卡'
    if (updated.email) return Response.json({ status: updated.status, message: `${what}；新链接已发送到观众邮箱` })
    return Response.json(
      {
        status: updated.status,
        message: `${what}。观众未留邮箱，无法发送邮件：请将下面的专属链接交给观众（仅显示这一次）`,
        link: privateLink(updated, token),
      },
      { headers: { 'Cache-Control': 'no-store, private' } },
    )
  },
}

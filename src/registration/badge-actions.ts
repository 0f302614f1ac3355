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

import { REGISTRATIONS_SLUG } from './collection'
import { queueRegistrationMail } from './mail'
import { hashToken, newSecret } from './secrets'
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
 * R5 POST /api/registrations/:id/reissue (管理员, 报名管理员): a new badge (new secret, so the old QR
 * stops working) on a new private link, mailed to the visitor; the registration is 已登记 again.
 */
export const reissueBadgeEndpoint: Endpoint = {
  path: '/:id/reissue',
  method: 'post',
  handler: async (req) => {
    const registration = await staffTarget(req)
    if (registration instanceof Response) return registration
    const token = newSecret()
    const updated = await req.payload.update({
      collection: REGISTRATIONS_SLUG,
      id: registration.id,
      data: {
        status: 'registered',
        badgeSecret: newSecret(),
        accessTokenHash: hashToken(token),
        badgeIssue: (registration.badgeIssue ?? 0) + 1,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    await queueRegistrationMail(req.payload, updated, 'reissued', token)
    return Response.json({
      message: updated.email ? '已重新签发胸卡，新链接已发送到观众邮箱' : '已重新签发胸卡（观众未留邮箱，未发送邮件）',
    })
  },
}

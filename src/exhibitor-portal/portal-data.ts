import type { Payload } from 'payload'

import type { ReviewState } from '@/content-model/fields'
import type { ExhibitorAccount } from '@/payload-types'
import { normaliseInvitationCode } from '@/registration/invitation-code'

import { ownExhibitorId } from './identity'
import { introductionToText } from './rich-text'

/** B1: who is signed in to the portal: an exhibitor's account that is not revoked, else null (staff are not exhibitors). */
export async function portalAccount(payload: Payload, headers: Headers): Promise<(ExhibitorAccount & { exhibitorId: number }) | null> {
  const { user } = await payload.auth({ headers })
  const exhibitorId = ownExhibitorId(user)
  if (exhibitorId === null) return null
  const account = user as ExhibitorAccount
  return account.status === 'revoked' ? null : { ...account, exhibitorId }
}

/** B2: the profile's texts in both languages, as the portal shows and sends them. */
export type ProfileTexts = {
  nameCN: string
  nameEN: string
  category: string
  website: string
  contactCN: string
  contactEN: string
  introductionCN: string
  introductionEN: string
}

type Upload = { id: number; url: string | null } | null
export type OwnProfile = ProfileTexts & {
  id: number
  logo: Upload
  products: { id: string; nameCN: string; nameEN: string; picture: Upload; descriptionCN: string; descriptionEN: string }[]
  reviewState: ReviewState
  reviewComment: string
  /** Whether a version of the profile is public in /show. */
  published: boolean
  invitationCode: string
  staffQuota: number
}

const upload = (value: unknown): Upload =>
  typeof value === 'object' && value !== null && 'id' in value
    ? { id: Number(value.id), url: (value as { url?: string | null }).url ?? null }
    : null

/**
 * B2: the company's latest profile, draft included, in both languages, with where it stands in
 * review and the reviewer's comment: for its own exhibitor's portal only (the caller passes the
 * signed-in account's company).
 */
export async function readOwnProfile(payload: Payload, exhibitorId: number): Promise<OwnProfile> {
  const read = (locale: 'zh' | 'en') =>
    payload.findByID({
      collection: 'exhibitors',
      id: exhibitorId,
      draft: true,
      depth: 1,
      locale,
      fallbackLocale: false,
      overrideAccess: true,
    })
  const [zh, en, published] = await Promise.all([
    read('zh'),
    read('en'),
    payload.count({
      collection: 'exhibitors',
      where: { and: [{ id: { equals: exhibitorId } }, { _status: { equals: 'published' } }] },
      overrideAccess: true,
    }),
  ])
  const english = new Map((en.products ?? []).map((row) => [row.id, row]))
  return {
    id: zh.id,
    nameCN: zh.nameCN,
    nameEN: zh.nameEN ?? '',
    category: zh.category,
    website: zh.website ?? '',
    contactCN: zh.contact ?? '',
    contactEN: en.contact ?? '',
    introductionCN: introductionToText(zh.introduction),
    introductionEN: introductionToText(en.introduction),
    logo: upload(zh.logo),
    products: (zh.products ?? []).map((row) => ({
      id: row.id ?? '',
      nameCN: row.name,
      nameEN: english.get(row.id)?.name ?? '',
      picture: upload(row.picture),
      descriptionCN: row.description ?? '',
      descriptionEN: english.get(row.id)?.description ?? '',
    })),
    reviewState: (zh.reviewState ?? 'draft') as ReviewState,
    reviewComment: zh.reviewComment ?? '',
    published: published.totalDocs > 0,
    invitationCode: zh.invitationCode ?? '',
    staffQuota: zh.staffQuota ?? 0,
  }
}

export type BoothStaffMember = { registrationNumber: string; name: string; jobTitle: string; status: string }

/** B3: the company's booth staff (exhibitor badges), oldest first. */
export async function readBoothStaff(payload: Payload, exhibitorId: number): Promise<BoothStaffMember[]> {
  const { docs } = await payload.find({
    collection: 'registrations',
    where: { and: [{ exhibitor: { equals: exhibitorId } }, { badgeType: { equals: 'exhibitor' } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { registrationNumber: true, name: true, jobTitle: true, status: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({
    registrationNumber: doc.registrationNumber,
    name: doc.name,
    jobTitle: doc.jobTitle ?? '',
    status: doc.status,
  }))
}

export type StaffAccount = { id: number; email: string; name: string; status: string }

/** L1: the company's booth staff accounts for /leads (not its main account), oldest first. */
export async function readStaffAccounts(payload: Payload, exhibitorId: number): Promise<StaffAccount[]> {
  const { docs } = await payload.find({
    collection: 'exhibitor-accounts',
    where: { and: [{ exhibitor: { equals: exhibitorId } }, { role: { equals: 'staff' } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { email: true, name: true, status: true },
    overrideAccess: true,
  })
  return docs.map((doc) => ({ id: doc.id, email: doc.email, name: doc.name ?? '', status: doc.status }))
}

export type InvitedVisitors = {
  registered: number
  /** Of those, how many have come in (their first admission at the door, K1). */
  checkedIn: number
  /** Visitors who agreed to share their details with exhibitors (R2): name, company, job title only. */
  sharing: { name: string; company: string; jobTitle: string }[]
}

/**
 * B4: the visitors who registered with the company's invitation code: how many, how many came in, and the names
 * of only those who consented to sharing with exhibitors (PIPL Art. 23). Nothing else of theirs.
 */
export async function readInvitedVisitors(payload: Payload, invitationCode: string): Promise<InvitedVisitors> {
  const code = normaliseInvitationCode(invitationCode)
  if (!code) return { registered: 0, checkedIn: 0, sharing: [] }
  const { docs } = await payload.find({
    collection: 'registrations',
    // `like` ignores case; codes typed in another case before they were normalised count too.
    where: { and: [{ invitationCode: { like: code } }, { badgeType: { not_equals: 'exhibitor' } }, { status: { equals: 'registered' } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    select: { invitationCode: true, checkedInAt: true, shareWithExhibitors: true, name: true, company: true, jobTitle: true },
    overrideAccess: true,
  })
  const invited = docs.filter((doc) => normaliseInvitationCode(doc.invitationCode ?? '') === code)
  return {
    registered: invited.length,
    checkedIn: invited.filter((doc) => doc.checkedInAt).length,
    sharing: invited
      .filter((doc) => doc.shareWithExhibitors)
      .map((doc) => ({ name: doc.name, company: doc.company, jobTitle: doc.jobTitle ?? '' })),
  }
}

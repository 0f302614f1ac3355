import type { Payload, Where } from 'payload'

import type { Lead } from '@/payload-types'
import { REGISTRATIONS_SLUG } from '@/registration'
import { EXHIBITOR_ACCOUNTS_SLUG } from '@/exhibitor-portal'

import { type LeadsAccount, ownLeads } from './access'
import type { LeadRating } from './collection'
import type { LeadView } from './contract'
import { CONSENT_SELECT, type ConsentFields, leadDetails } from './details'
import { LEAD_SCANS_SLUG, LEADS_SLUG } from './slugs'

/** A Beijing day's bounds as instants (the show is in UTC+8 and keeps no summer time). */
const beijingDayRange = (day: string) => {
  const start = new Date(`${day}T00:00:00+08:00`)
  return { start: start.toISOString(), end: new Date(start.getTime() + 86_400_000).toISOString() }
}

const idOf = (value: unknown): number => (typeof value === 'number' ? value : Number((value as { id: number }).id))

/** What of a lead its view shows (the whole lead, or what the scan service has in hand). */
export type ViewedLead = Pick<
  Lead,
  | 'id'
  | 'registration'
  | 'registrationNumber'
  | 'withdrawnAt'
  | 'rating'
  | 'tags'
  | 'note'
  | 'answers'
  | 'visits'
  | 'firstScannedAt'
  | 'lastScannedAt'
  | 'scannedBy'
>

/** What a caller has read already (the scan service: the badge's registration, the account scanning): not read again. */
export type KnownToView = { registrations?: (Partial<ConsentFields> & { id: number })[]; accounts?: { id: number; name: string }[] }

/**
 * L2, L5: leads as the booth and the portal show them. The visitors' registrations are read in one
 * query, only the fields the consent may name, and each lead's details decided by leadDetails:
 * nothing else of a visitor leaves this function.
 */
export async function leadViews(payload: Payload, leads: ViewedLead[], known: KnownToView = {}): Promise<LeadView[]> {
  if (leads.length === 0) return []
  const registrationById = new Map<number, Partial<ConsentFields>>(
    (known.registrations ?? []).map((registration) => [registration.id, registration]),
  )
  const nameById = new Map((known.accounts ?? []).map((account) => [account.id, account.name]))
  const registrationIds = [...new Set(leads.map((lead) => idOf(lead.registration)))].filter((id) => !registrationById.has(id))
  const accountIds = [...new Set(leads.flatMap((lead) => (lead.scannedBy ?? []).map(idOf)))].filter((id) => !nameById.has(id))
  const [registrations, accounts] = await Promise.all([
    registrationIds.length === 0
      ? Promise.resolve({ docs: [] })
      : payload.find({
          collection: REGISTRATIONS_SLUG,
          where: { id: { in: registrationIds } },
          select: CONSENT_SELECT,
          depth: 0,
          pagination: false,
          overrideAccess: true,
        }),
    accountIds.length === 0
      ? Promise.resolve({ docs: [] })
      : payload.find({
          collection: EXHIBITOR_ACCOUNTS_SLUG,
          where: { id: { in: accountIds } },
          select: { name: true, email: true },
          depth: 0,
          pagination: false,
          overrideAccess: true,
        }),
  ])
  for (const registration of registrations.docs) registrationById.set(registration.id, registration as Partial<ConsentFields>)
  for (const account of accounts.docs) nameById.set(account.id, account.name || account.email)
  return leads.map((lead) => ({
    id: lead.id,
    registrationNumber: lead.registrationNumber,
    details: leadDetails(lead, registrationById.get(idOf(lead.registration))),
    rating: lead.rating ?? null,
    tags: lead.tags ?? [],
    note: lead.note ?? '',
    answers: (lead.answers ?? []).map(({ question, answer }) => ({ question, answer: answer ?? '' })),
    visits: lead.visits,
    firstScannedAt: lead.firstScannedAt,
    lastScannedAt: lead.lastScannedAt,
    scannedBy: (lead.scannedBy ?? []).map((account) => nameById.get(idOf(account)) ?? ''),
  }))
}

/** One lead as the account that may see it sees it; null when it may not. */
export async function readLead(payload: Payload, account: LeadsAccount, id: number): Promise<LeadView | null> {
  const { docs } = await payload.find({
    collection: LEADS_SLUG,
    where: { and: [{ id: { equals: id } }, ownLeads(account)] },
    depth: 0,
    limit: 1,
    pagination: false,
    overrideAccess: true,
  })
  const [view] = await leadViews(payload, docs)
  return view ?? null
}

/** L5: what the portal's list may be narrowed to. */
export type LeadFilters = {
  /** YYYY-MM-DD (Beijing): the leads scanned that day. */
  day?: string
  rating?: LeadRating
  tag?: string
  /** An exhibitor account's id: the leads it scanned. */
  staff?: number
  /** A registration number, or a name or company among the visitors who share them. */
  search?: string
}

export type LeadsPage = { leads: LeadView[]; page: number; totalPages: number; totalDocs: number }

export const LEADS_PAGE_SIZE = 50

/** L5: a visitor's name or company matches only while they share it with this exhibitor. */
function searchWhere(search: string): Where {
  const shared: Where[] = [
    { withdrawnAt: { exists: false } },
    { 'registration.shareWithExhibitors': { equals: true } },
    { 'registration.shareWithdrawnAt': { exists: false } },
    { 'registration.anonymisedAt': { exists: false } },
    { 'registration.status': { not_equals: 'cancelled' } },
  ]
  return {
    or: [
      { registrationNumber: { like: search.toUpperCase() } },
      { and: [...shared, { or: [{ 'registration.name': { like: search } }, { 'registration.company': { like: search } }] }] },
    ],
  }
}

/**
 * L1, L5: an account's leads (its company's for the main account, its own scans' for staff),
 * newest first, filtered and paged by the database.
 */
export async function readLeads(payload: Payload, account: LeadsAccount, filters: LeadFilters = {}, page = 1): Promise<LeadsPage> {
  const where: Where[] = [ownLeads(account)]
  if (filters.rating) where.push({ rating: { equals: filters.rating } })
  if (filters.tag) where.push({ tags: { equals: filters.tag } })
  if (filters.staff) where.push({ scannedBy: { equals: filters.staff } })
  if (filters.search?.trim()) where.push(searchWhere(filters.search.trim().slice(0, 60)))
  if (filters.day) {
    const { start, end } = beijingDayRange(filters.day)
    const { docs } = await payload.find({
      collection: LEAD_SCANS_SLUG,
      where: {
        and: [
          { exhibitor: { equals: account.exhibitor } },
          { scannedAt: { greater_than_equal: start } },
          { scannedAt: { less_than: end } },
        ],
      },
      select: { lead: true },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    where.push({ id: { in: [...new Set(docs.map((scan) => idOf(scan.lead)))] } })
  }
  const found = await payload.find({
    collection: LEADS_SLUG,
    where: { and: where },
    sort: '-lastScannedAt',
    depth: 0,
    limit: LEADS_PAGE_SIZE,
    page: Math.max(1, Math.floor(page)),
    overrideAccess: true,
  })
  return { leads: await leadViews(payload, found.docs), page: found.page ?? 1, totalPages: found.totalPages, totalDocs: found.totalDocs }
}

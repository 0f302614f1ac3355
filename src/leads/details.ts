import type { Lead, Registration } from '@/payload-types'

/** What the visitor's sharing consent names (the registration form's second box, docs/registration.md). */
export type SharedDetails = {
  shared: true
  name: string
  company: string
  jobTitle: string | null
  /** The registration's industry, as stored (the settings' code). */
  industry: string
  mobile?: string
  email?: string
}
export type LeadDetails = SharedDetails | { shared: false }

/** The registration's fields `leadDetails` reads; every reader selects exactly these. */
export type ConsentFields = Pick<
  Registration,
  'name' | 'company' | 'jobTitle' | 'industry' | 'mobile' | 'email' | 'status' | 'shareWithExhibitors' | 'shareWithdrawnAt' | 'anonymisedAt'
>

export const CONSENT_SELECT = {
  name: true,
  company: true,
  jobTitle: true,
  industry: true,
  mobile: true,
  email: true,
  status: true,
  shareWithExhibitors: true,
  shareWithdrawnAt: true,
  anonymisedAt: true,
} as const

/**
 * L2, PIPL Art. 23: the one place that decides what an exhibitor gets of a visitor. Details only
 * under the visitor's sharing consent, given and not withdrawn (on the registration, or for this
 * exhibitor alone on the lead), of a badge neither cancelled nor anonymised nor deleted; then
 * exactly what the consent names: name, company, job title, industry, mobile and e-mail.
 * Everything that shows or exports a lead goes through here.
 */
export function leadDetails(lead: Pick<Lead, 'withdrawnAt'>, registration: Partial<ConsentFields> | null | undefined): LeadDetails {
  if (!registration || lead.withdrawnAt) return { shared: false }
  const consented =
    registration.shareWithExhibitors === true &&
    !registration.shareWithdrawnAt &&
    !registration.anonymisedAt &&
    registration.status !== 'cancelled'
  if (!consented || !registration.name) return { shared: false }
  return {
    shared: true,
    name: registration.name,
    company: registration.company ?? '',
    jobTitle: registration.jobTitle ?? null,
    industry: registration.industry ?? '',
    ...(registration.mobile ? { mobile: registration.mobile } : {}),
    ...(registration.email ? { email: registration.email } : {}),
  }
}

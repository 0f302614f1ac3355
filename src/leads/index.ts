import type { CollectionConfig } from 'payload'

import { Leads as LeadRecords } from './collection'
import { leadsEndpoints } from './endpoints'

export { LEAD_LIMITS, LEADS_SLUG, RATING_LABELS, type LeadRating } from './collection'
export { LeadScans, LEAD_SCANS_SLUG } from './scans-collection'
export { LeadsSettings, LEADS_SETTINGS_SLUG, MAX_QUESTIONS } from './settings'
export { leadDetails, type LeadDetails } from './details'
export { readLead, readLeads, leadViews, type LeadFilters, type LeadsPage } from './read'

/** L1–L4: the leads, with the booths' endpoints under /api/leads/. */
export const Leads: CollectionConfig = { ...LeadRecords, endpoints: leadsEndpoints }

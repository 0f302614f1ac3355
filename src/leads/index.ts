export { LEAD_LIMITS, Leads, LEADS_SLUG, RATING_LABELS, type LeadRating } from './collection'
export { LeadScans, LEAD_SCANS_SLUG } from './scans-collection'
export { LeadsSettings, LEADS_SETTINGS_SLUG, MAX_QUESTIONS } from './settings'

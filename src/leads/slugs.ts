/** The leads collections and global, by slug (one place, so the feature's modules need not import each other). */
export const LEADS_SLUG = 'leads'
export const LEAD_SCANS_SLUG = 'lead-scans'
export const LEADS_SETTINGS_SLUG = 'leads-settings'

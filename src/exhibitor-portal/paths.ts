/** B1: the portal's pages (the English edition under /en). */
export const PORTAL_PATHS = {
  home: '/exhibitor',
  setPassword: '/exhibitor/set-password',
  profile: '/exhibitor/profile',
  staff: '/exhibitor/staff',
  invitations: '/exhibitor/invitations',
  leads: '/exhibitor/leads',
  leadsDashboard: '/exhibitor/leads/dashboard',
  leadsReport: '/exhibitor/leads/report',
} as const

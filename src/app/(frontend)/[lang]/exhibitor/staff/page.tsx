import { editionPage } from '@/site/lib/edition-route'
import { PortalStaff, portalMetadata } from '@/site/pages/exhibitor/PortalPages'

/** B1: the exhibitors' portal (its pages read the session: never cached, server.ts). */
export const generateMetadata = portalMetadata

function PortalPage() {
  return <PortalStaff />
}

export default editionPage(PortalPage)

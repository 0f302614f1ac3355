import { editionPage } from '@/site/lib/edition-route'
import { PortalProfile, portalMetadata } from '@/site/pages/exhibitor/PortalPages'

/** B1: the exhibitors' portal (its pages read the session: never cached, server.ts). */
export const generateMetadata = portalMetadata

function PortalPage() {
  return <PortalProfile />
}

export default editionPage(PortalPage)

import { editionPage } from '@/site/lib/edition-route'
import { PortalHome, portalMetadata } from '@/site/pages/exhibitor/PortalPages'

/** B1: the exhibitors' portal (its pages read the session: never cached, server.ts). */
export const generateMetadata = portalMetadata

function PortalPage() {
  return <PortalHome />
}

export default editionPage(PortalPage)

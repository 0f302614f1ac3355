import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { PortalLeadsReport } from '@/leads/portal/LeadsPages'
import { portalMetadata } from '@/exhibitor-portal/ui/PortalPages'

/** L6: the exhibitors' portal (its pages read the session: never cached, server.ts). */
function PortalPage() {
  return <PortalLeadsReport />
}

export const generateMetadata = editionMetadata(PortalPage, portalMetadata)
export default editionPage(PortalPage)

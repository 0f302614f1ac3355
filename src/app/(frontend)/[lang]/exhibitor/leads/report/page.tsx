import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { PortalLeadsReport } from '@/site/pages/exhibitor/LeadsPages'
import { portalMetadata } from '@/site/pages/exhibitor/PortalPages'

/** L6: the exhibitors' portal (its pages read the session: never cached, server.ts). */
function PortalPage() {
  return <PortalLeadsReport />
}

export const generateMetadata = editionMetadata(PortalPage, portalMetadata)
export default editionPage(PortalPage)

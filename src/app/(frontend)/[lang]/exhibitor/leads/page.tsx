import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { PortalLeads } from '@/site/pages/exhibitor/LeadsPages'
import { type PortalProps, portalMetadata } from '@/site/pages/exhibitor/PortalPages'

/** L5: the exhibitors' portal (its pages read the session: never cached, server.ts). */
function PortalPage(props: PortalProps) {
  return <PortalLeads {...props} />
}

export const generateMetadata = editionMetadata(PortalPage, portalMetadata)
export default editionPage(PortalPage)

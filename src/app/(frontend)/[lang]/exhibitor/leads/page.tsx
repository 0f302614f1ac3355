import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { PortalLeads } from '@/leads/portal/LeadsPages'
import { type PortalProps, portalMetadata } from '@/exhibitor-portal/ui/PortalPages'

/** L5: the exhibitors' portal (its pages read the session: never cached, server.ts). */
function PortalPage(props: PortalProps) {
  return <PortalLeads {...props} />
}

export const generateMetadata = editionMetadata(PortalPage, portalMetadata)
export default editionPage(PortalPage)

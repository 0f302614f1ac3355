import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { type PortalProps, PortalSetPassword, portalMetadata } from '@/exhibitor-portal/ui/PortalPages'

/** B1: the exhibitors' portal (its pages read the session: never cached, server.ts). */
function PortalPage(props: PortalProps) {
  return <PortalSetPassword {...props} />
}

export const generateMetadata = editionMetadata(PortalPage, portalMetadata)
export default editionPage(PortalPage)

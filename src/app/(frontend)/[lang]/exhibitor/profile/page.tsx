import { PortalProfile, portalMetadata } from '@/site/pages/exhibitor/PortalPages'

/** B1: the exhibitors' portal (its pages read the session: never cached, server.ts). */
export const generateMetadata = portalMetadata

export default function Page() {
  return <PortalProfile />
}

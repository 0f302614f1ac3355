import { withdrawSharingConsent } from '@/registration/own-data'
import { editionRoute } from '@/site/lib/edition-route'
import { backToBadge, notFoundAnswer, readOwnDataRequest } from '@/registration/ui/own-data-request'

/**
 * R8: the visitor withdraws the consent to share their details with exhibitors (for every
 * registration on the link); the exhibitors' export leaves them out from then on. Answered on the
 * badge page, in the site's shell (J1).
 */
export const POST = editionRoute<{ number: string }>(async (request, edition) => {
  const own = await readOwnDataRequest(request, edition)
  if (!own) return notFoundAnswer()
  await withdrawSharingConsent(own.payload, own.registrations)
  return backToBadge(own, 'withdrawn')
})

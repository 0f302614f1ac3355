import { withdrawFromExhibitor } from '@/leads/visitor-view'
import { editionRoute } from '@/site/lib/edition-route'
import { backToBadge, notFoundAnswer, readOwnDataRequest } from '@/registration/ui/own-data-request'

/**
 * L2: the visitor withdraws sharing with one exhibitor that scanned their badge (the form's
 * `lead`): from then on that exhibitor's leads, app and exports show no details. A lead of another
 * registration, or none, is the same 404 as a wrong token. Answered on the badge page (303).
 */
export const POST = editionRoute<{ number: string }>(async (request, edition) => {
  const own = await readOwnDataRequest(request, edition)
  if (!own) return notFoundAnswer()
  const lead = Number(own.form.get('lead'))
  if (!Number.isSafeInteger(lead) || lead <= 0) return notFoundAnswer()
  for (const registration of own.registrations) {
    if (await withdrawFromExhibitor(own.payload, registration, lead)) return backToBadge(own, 'leadWithdrawn')
  }
  return notFoundAnswer()
})

import { localizedPath } from '@/locales/languages'
import { deleteOwnRegistrations } from '@/registration/own-data'
import { editionRoute } from '@/site/lib/edition-route'
import { backToBadge, notFoundAnswer, PRIVATE_ANSWER, readOwnDataRequest } from '@/registration/ui/own-data-request'

/**
 * R8: the visitor deletes their registration for good (and those registered with it on the same
 * link), after ticking the confirmation; the badges stop working at once. Answered by pages in the
 * site's shell (J1): the badge page asking for the confirmation, or /register/deleted.
 */
export const POST = editionRoute<{ number: string }>(async (request, edition) => {
  const own = await readOwnDataRequest(request, edition)
  if (!own) return notFoundAnswer()
  if (own.form.get('confirm') !== 'yes') return backToBadge(own, 'confirmMissing')
  await deleteOwnRegistrations(own.payload, own.registrations)
  return new Response(null, { status: 303, headers: { ...PRIVATE_ANSWER, Location: localizedPath('/register/deleted', own.locale) } })
})

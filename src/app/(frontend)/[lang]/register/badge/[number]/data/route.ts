import { readRegistrationFormSettings } from '@/registration/form-settings'
import { ownDataExport } from '@/registration/own-data'
import { editionRoute } from '@/site/lib/edition-route'
import { notFoundAnswer, PRIVATE_ANSWER, readOwnDataRequest } from '@/registration/ui/own-data-request'

/** R8, J1: the visitor downloads their registration as readable JSON (labels, Beijing time) (a POST from the badge page, the link's token in the body). */
export const POST = editionRoute<{ number: string }>(async (request, edition) => {
  const own = await readOwnDataRequest(request, edition)
  if (!own) return notFoundAnswer()
  const [first] = own.registrations
  const labels = await readRegistrationFormSettings(own.payload, own.locale)
  return new Response(JSON.stringify(ownDataExport(own.registrations, labels, own.locale), null, 2), {
    headers: {
      ...PRIVATE_ANSWER,
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="registration-${first?.registrationNumber ?? 'data'}.json"`,
    },
  })
})

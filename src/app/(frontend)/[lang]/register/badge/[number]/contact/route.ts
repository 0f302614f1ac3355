import { CAPTCHA_FIELD } from '@/registration/fields'
import { correctContact } from '@/registration/own-data'
import { editionRoute } from '@/site/lib/edition-route'
import { backToBadge, notFoundAnswer, readOwnDataRequest } from '@/registration/ui/own-data-request'

/**
 * J1, R8: the visitor corrects their own e-mail or mobile from the private link (the registration
 * the link names). Answered on the badge page, in the site's shell: saved, or what to correct.
 */
export const POST = editionRoute<{ number: string }>(async (request, edition) => {
  const own = await readOwnDataRequest(request, edition)
  const [registration] = own?.registrations ?? []
  if (!own || !registration) return notFoundAnswer()
  const outcome = await correctContact(own.payload, registration, {
    email: (own.form.get('email') ?? '').slice(0, 300),
    mobile: (own.form.get('mobile') ?? '').slice(0, 30),
    captcha: own.form.get(CAPTCHA_FIELD) ?? '',
    token: own.form.get('t') ?? '',
  })
  if (outcome.ok) return backToBadge(own, outcome.changed.length > 0 ? 'contactSaved' : 'contactUnchanged')
  const [problem] = Object.values(outcome.problems)
  return backToBadge(own, problem ?? 'required')
})

import { getEnv } from '@/config/env'
import { getPayloadClient } from '@/payload/client'
import { submitRegistrationForm } from '@/registration/submit'
import { registerText } from '@/registration/ui/text'
import { editionRoute } from '@/site/lib/edition-route'
import { siteNameIn } from '@/site/lib/metadata'
import { refusalList, refusedRegistrationPage } from '@/registration/ui/refused-page'

/** Answers about one visitor's registration are theirs alone: never stored by any cache. */
const PRIVATE = { 'Cache-Control': 'no-store, private' }

/**
 * R1–R7 POST /register/submit: a registration form posted URL-encoded by a script (the page's own
 * form posts to its server action: src/registration/ui). The same service as the page's:
 * stored and answered with a redirect to the private badge page (303), or refused with what to
 * correct per field (422; 409 for a mobile already registered; 403 outside the opening times),
 * nothing stored.
 */
export const POST = editionRoute(async (request, { locale }) => {
  if (getEnv().CONTENT_SOURCE === 'remote') return new Response(null, { status: 404, headers: PRIVATE })
  if (!(request.headers.get('content-type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return new Response(registerText(locale).formProblem, {
      status: 415,
      headers: { ...PRIVATE, 'Content-Type': 'text/plain; charset=utf-8' },
    })
  }
  const outcome = await submitRegistrationForm(await getPayloadClient(), new URLSearchParams(await request.text()), locale)
  if (outcome.ok) return new Response(null, { status: 303, headers: { ...PRIVATE, Location: outcome.badgePath } })
  const text = registerText(locale)
  return new Response(refusedRegistrationPage(locale, text, await siteNameIn(locale), refusalList(text, outcome)), {
    status: outcome.status,
    headers: { ...PRIVATE, 'Content-Type': 'text/html; charset=utf-8' },
  })
})

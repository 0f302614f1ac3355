import escapeHtml from 'escape-html'

import { withdrawSharingConsent } from '@/registration/own-data'
import { editionRoute } from '@/site/lib/edition-route'
import { siteNameIn } from '@/site/lib/metadata'
import { notFoundAnswer, PRIVATE_ANSWER, readOwnDataRequest } from '@/site/pages/register/own-data-request'
import { refusedRegistrationPage } from '@/site/pages/register/refused-page'
import { registerText } from '@/site/pages/register/text'

/**
 * R8: the visitor withdraws the consent to share their details with exhibitors (for every
 * registration on the link); the exhibitors' export leaves them out from then on.
 */
export const POST = editionRoute<{ number: string }>(async (request, edition) => {
  const own = await readOwnDataRequest(request, edition)
  if (!own) return notFoundAnswer()
  await withdrawSharingConsent(own.payload, own.registrations)
  const text = registerText(own.locale)
  const message = `<p class="register-intro" role="status">${escapeHtml(text.ownData.withdrawn)}</p>`
  return new Response(refusedRegistrationPage(own.locale, text, await siteNameIn(own.locale), message), {
    headers: { ...PRIVATE_ANSWER, 'Content-Type': 'text/html; charset=utf-8' },
  })
})

import escapeHtml from 'escape-html'

import { deleteOwnRegistrations } from '@/registration/own-data'
import { editionRoute } from '@/site/lib/edition-route'
import { siteNameIn } from '@/site/lib/metadata'
import { notFoundAnswer, PRIVATE_ANSWER, readOwnDataRequest } from '@/site/pages/register/own-data-request'
import { refusedRegistrationPage } from '@/site/pages/register/refused-page'
import { registerText } from '@/site/pages/register/text'

/**
 * R8: the visitor deletes their registration for good (and those registered with it on the same
 * link), after ticking the confirmation; the badges stop working at once.
 */
export const POST = editionRoute<{ number: string }>(async (request, edition) => {
  const own = await readOwnDataRequest(request, edition)
  if (!own) return notFoundAnswer()
  const text = registerText(own.locale)
  const siteName = await siteNameIn(own.locale)
  const html = (status: number, message: string) =>
    new Response(
      refusedRegistrationPage(own.locale, text, siteName, `<p class="register-intro" role="status">${escapeHtml(message)}</p>`),
      {
        status,
        headers: { ...PRIVATE_ANSWER, 'Content-Type': 'text/html; charset=utf-8' },
      },
    )
  if (own.form.get('confirm') !== 'yes') return html(422, text.ownData.confirmMissing)
  await deleteOwnRegistrations(own.payload, own.registrations)
  return html(200, text.ownData.deleted)
})

import { getEnv } from '@/config/env'
import { getPayloadClient } from '@/payload/client'
import { newCaptchaChallenge } from '@/registration/captcha/challenge'
import { editionRoute } from '@/site/lib/edition-route'

export const dynamic = 'force-dynamic'

/**
 * R4 GET /register/captcha: a fresh ALTCHA challenge for the widget (a new one each time, never
 * cached). Counted in the registration pages' limit per address, like the form and its answer.
 */
export const GET = editionRoute(async () => {
  if (getEnv().CONTENT_SOURCE === 'remote') return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
  const challenge = await newCaptchaChallenge(await getPayloadClient())
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store, private' } })
})

import { NextResponse, type NextRequest } from 'next/server'

import { LOCALE_HEADER, splitLocalePath } from '@/locales/languages'

/**
 * G5: every page learns its language from its path (/en/… is the English edition) through one
 * request header, overwriting whatever a client sent, so that a client cannot choose it for a
 * Chinese URL (the response cache keys pages by URL). Both editions are one route tree
 * (src/app/(frontend)/[lang]: next.config.ts serves /news as /zh/news).
 *
 * The production server sets the header itself on every request it hands to Next
 * (src/serving/answer.ts), so there the matcher below (`missing`) keeps this step from running:
 * without it a render takes about a tenth less of the serving thread (bench/RESULTS.md, run S). It
 * runs where nothing set the header before Next: `npm run dev` (`next dev`), where a developer's
 * own header would also be taken (no visitor reaches a development server).
 */
export function proxy(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers)
  headers.set(LOCALE_HEADER, splitLocalePath(request.nextUrl.pathname).locale)
  return NextResponse.next({ request: { headers } })
}

// Pages only: not the APIs, the admin, Next's own files or stored uploads. Nor the registration
// form's submissions (R9): their route takes its edition from its path, and this step (which
// copies a POST's body for the proxy) cost each one a large share of the route's own CPU
// (bench/RESULTS.md, run R). Only when the header is missing (see above; Next
// reads this config without running it, so the header's name is written out: LOCALE_HEADER).
// tests/e2e/registration.test.ts checks the build's compiled matcher.
export const config = {
  matcher: [
    {
      source: '/((?!api/|admin|_next/|csp-report|(?:en/)?register/submit$).*)',
      missing: [{ type: 'header', key: 'x-site-locale' }],
    },
  ],
}

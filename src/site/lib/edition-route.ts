import { isLocale, type Locale } from '@/locales/languages'

type RouteContext<P> = { params: Promise<P & { lang: string }> }
type EditionHandler<P> = (request: Request, context: RouteContext<P> & { locale: Locale }) => Promise<Response>

/**
 * G5: a route handler of the editions' tree (src/app/(frontend)/[lang]) answers only under an
 * edition's segment, and learns which. Pages have the edition layout's check; handlers run without
 * layouts, so `/wechat/register/submit` (a first segment next.config.ts does not rewrite) would
 * reach them, past the limits and headers that are decided by the visitor's path.
 */
export function editionRoute<P extends object = object>(
  handler: EditionHandler<P>,
): (request: Request, context: RouteContext<P>) => Promise<Response> {
  return async (request, context) => {
    const { lang } = await context.params
    if (!isLocale(lang)) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
    return handler(request, { ...context, locale: lang })
  }
}

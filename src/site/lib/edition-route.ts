import { notFound } from 'next/navigation'
import { createElement, type ReactNode } from 'react'

import { isLocale, type Locale } from '@/locales/languages'
import { markNotFound, requestContext } from '@/logging/request-context'
import { NotFoundView, PageNotFound } from '@/site/pages/shared/NotFound'

type EditionParams<P> = { params: Promise<P & { lang: string }> }
type EditionHandler<P> = (request: Request, context: EditionParams<P> & { locale: Locale }) => Promise<Response>

/*
 * G5: the editions' tree (src/app/(frontend)/[lang]) answers only under an edition's segment.
 * `/wechat/home` reaches it too: next.config.ts does not rewrite a first segment that is a route
 * beside the editions, and [lang] then matches "wechat". The check is in each page and handler,
 * not in the edition's layout: a layout does not run for route handlers, and a notFound() thrown
 * by a layout under the root layout leaves the browser an empty page instead of the site's 404.
 */

/**
 * A page of the editions' tree: the site's 404 page unless the segment is an edition, or when the
 * page throws `pageNotFound()` (P5). It is rendered here, inside the shell, and the server answers
 * it 404 (src/serving/render.ts): a `notFound()` of Next's that escapes a page gets an empty
 * document drawn by scripts instead, as the site has several root layouts. Only what the page
 * function itself throws is caught (its child components render later), and the page is called
 * after an `await`, so it uses no hooks.
 */
export function editionPage<Props extends object>(
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
): (props: Props & { params: Promise<{ lang: string }> }) => Promise<ReactNode> {
  return async function EditionPage(props) {
    if (!isLocale((await props.params).lang)) return notFoundPage()
    try {
      // Called, not rendered as an element, so that what it throws is caught here.
      return await Page(props)
    } catch (error) {
      if (error instanceof PageNotFound) return notFoundPage()
      throw error
    }
  }
}

/** Outside the site's server (`next dev`: no request context) nothing would say 404: Next's notFound() does. */
function notFoundPage(): ReactNode {
  if (!requestContext.getStore()) notFound()
  markNotFound()
  return createElement(NotFoundView)
}

/** A route handler of the editions' tree: 404 unless the segment is an edition, which it passes on. */
export function editionRoute<P extends object = object>(
  handler: EditionHandler<P>,
): (request: Request, context: EditionParams<P>) => Promise<Response> {
  return async (request, context) => {
    const { lang } = await context.params
    if (!isLocale(lang)) return new Response(null, { status: 404, headers: { 'Cache-Control': 'no-store' } })
    return handler(request, { ...context, locale: lang })
  }
}

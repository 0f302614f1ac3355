import { notFound } from 'next/navigation'
import { createElement, type ReactNode } from 'react'

import { isLocale, type Locale } from '@/locales/languages'

type EditionParams<P> = { params: Promise<P & { lang: string }> }
type EditionHandler<P> = (request: Request, context: EditionParams<P> & { locale: Locale }) => Promise<Response>

/*
 * G5: the editions' tree (src/app/(frontend)/[lang]) answers only under an edition's segment.
 * `/wechat/home` reaches it too: next.config.ts does not rewrite a first segment that is a route
 * beside the editions, and [lang] then matches "wechat". The check is in each page and handler,
 * not in the edition's layout: a layout does not run for route handlers, and a notFound() thrown
 * by a layout under the root layout leaves the browser an empty page instead of the site's 404.
 */

/** A page of the editions' tree: the site's 404 unless the segment is an edition. */
export function editionPage<Props extends object>(
  Page: (props: Props) => ReactNode | Promise<ReactNode>,
): (props: Props & { params: Promise<{ lang: string }> }) => Promise<ReactNode> {
  return async function EditionPage(props) {
    if (!isLocale((await props.params).lang)) notFound()
    return createElement(Page, props)
  }
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

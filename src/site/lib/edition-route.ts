import type { Metadata } from 'next'
import { notFound, unstable_rethrow } from 'next/navigation'
import { cache, createElement, type ReactNode } from 'react'

import { isLocale, type Locale } from '@/locales/languages'
import { markNotFound, requestContext } from '@/logging/request-context'
import { getSiteLanguage } from '@/site/lib/locale'
import { defaultSiteName } from '@/site/lib/metadata'
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
 * it 404 (src/serving/answer.ts): a `notFound()` of Next's that escapes a page gets an empty
 * document drawn by scripts instead, as the site has several root layouts. Only what the page
 * function itself throws is caught (its child components render later), and the page is called
 * after an `await`, so it uses no hooks.
 */
export function editionPage<Props extends object>(Page: PageFunction<Props>): (props: Props & EditionPageProps) => Promise<ReactNode> {
  return async function EditionPage(props) {
    if (!isLocale((await props.params).lang)) return notFoundPage()
    try {
      // Called, not rendered as an element, so that what it throws is caught here.
      return await pageRun(Page, props)
    } catch (error) {
      if (error instanceof PageNotFound) return notFoundPage()
      throw error
    }
  }
}

/**
 * P5: the page's `generateMetadata`, which knows whether the page is the site's 404 page: it
 * awaits the page function's own run (the one `editionPage` renders: each runs once a request),
 * and a page that is not found is titled 「页面不存在 - 站名」 instead of what `describe` says
 * of the page it would have been (its canonical URL, its share card). `describe` runs meanwhile:
 * a crawler's head waits for the longer of the two, not for both in turn.
 */
export function editionMetadata<Props extends object>(
  Page: PageFunction<Props>,
  describe: (props: Props & EditionPageProps) => Promise<Metadata> = async () => ({}),
): (props: Props & EditionPageProps) => Promise<Metadata> {
  return async (props) => {
    if (!isLocale((await props.params).lang)) return notFoundMetadata()
    const described = describe(props)
    // Returned below, or dropped for the 404 page: either way its failure is not left unhandled.
    described.catch(() => {})
    try {
      await pageRun(Page, props)
    } catch (error) {
      // Next's own signals (a redirect, dynamic rendering) go on to Next.
      unstable_rethrow(error)
      if (error instanceof PageNotFound) return notFoundMetadata()
      // Anything else is the page's to report (its error page), not the head's.
    }
    return described
  }
}

type PageFunction<Props> = (props: Props) => ReactNode | Promise<ReactNode>
type EditionPageProps = { params: Promise<{ lang: string }> }

/** This request's run of its page function (React's cache lives for one request, which renders one route). */
const pageRuns = cache(() => new WeakMap<PageFunction<never>, Promise<ReactNode>>())

/** The page function run once for this request, however many ask (its body and its head). */
function pageRun<Props extends object>(Page: PageFunction<Props>, props: Props): Promise<ReactNode> {
  const runs = pageRuns()
  const run = runs.get(Page) ?? Promise.resolve().then(() => Page(props))
  runs.set(Page, run)
  return run
}

async function notFoundMetadata(): Promise<Metadata> {
  const [{ text }, siteName] = await Promise.all([getSiteLanguage(), defaultSiteName()])
  return { title: `${text.notFoundTitle} - ${siteName}` }
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

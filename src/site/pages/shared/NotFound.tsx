import Link from 'next/link'

import { getSiteLanguage } from '@/site/lib/locale'

/**
 * P5: the page asked for does not exist (an unknown or malformed id or menuId, a path that names
 * no page). Throw it from a page of the editions' tree (`pageNotFound()`); `editionPage` answers
 * it with the site's 404 page, rendered on the server inside the shell.
 */
export class PageNotFound extends Error {
  constructor() {
    super('page not found')
    this.name = 'PageNotFound'
  }
}

export function pageNotFound(): never {
  throw new PageNotFound()
}

/** The site's 404 page, inside the layout's header and footer; never indexed. */
export async function NotFoundView() {
  const { text, path } = await getSiteLanguage()
  return (
    <div className="page container status-page" data-section="page">
      <meta name="robots" content="noindex" />
      <h1 className="status-page__title">{text.notFoundTitle}</h1>
      <p className="status-page__text">{text.notFoundText}</p>
      <Link className="button" href={path('/home')}>
        {text.backHome}
      </Link>
    </div>
  )
}

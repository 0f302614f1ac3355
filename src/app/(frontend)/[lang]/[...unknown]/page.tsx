import { notFound } from 'next/navigation'

import { editionPage } from '@/site/lib/edition-route'

/** Any other path: the site's own 404 page, inside the shell, instead of Next's bare default. */
function UnknownPage(): never {
  notFound()
}

export default editionPage(UnknownPage)

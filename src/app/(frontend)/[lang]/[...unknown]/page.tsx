import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { pageNotFound } from '@/site/pages/shared/NotFound'

/** Any other path: the site's own 404 page, inside the shell, instead of Next's bare default. */
function UnknownPage(): never {
  pageNotFound()
}

export const generateMetadata = editionMetadata(UnknownPage)
export default editionPage(UnknownPage)

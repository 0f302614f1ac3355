import { editionMetadata, editionPage } from '@/site/lib/edition-route'
import { pageNotFound } from '@/site/pages/shared/NotFound'

/**
 * P5: a path of one segment that reaches the editions' tree names no page (`/en` and `/zh` are
 * redirected to their home; `/wechat` is a route beside the editions with nothing at its root).
 */
function EditionRoot(): never {
  pageNotFound()
}

export const generateMetadata = editionMetadata(EditionRoot)
export default editionPage(EditionRoot)

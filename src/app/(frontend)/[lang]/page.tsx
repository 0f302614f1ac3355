import { notFound } from 'next/navigation'

import { editionPage } from '@/site/lib/edition-route'

/**
 * P5: a path of one segment that reaches the editions' tree names no page (`/en` and `/zh` are
 * redirected to their home; `/wechat` is a route beside the editions with nothing at its root).
 */
function EditionRoot(): never {
  notFound()
}

export default editionPage(EditionRoot)

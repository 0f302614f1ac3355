import { NotFoundView } from '@/site/pages/shared/NotFound'

/** P5: a `notFound()` of Next's that reaches the site's root layout. */
export default NotFoundView

import { notFound } from 'next/navigation'

/** Any other path: the site's own 404 page, inside the shell, instead of Next's bare default. */
export default function UnknownPage(): never {
  notFound()
}

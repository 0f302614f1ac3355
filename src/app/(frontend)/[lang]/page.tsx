import { notFound } from 'next/navigation'

/**
 * P5: a path of one segment that reaches the editions' tree names no page (`/en` and `/zh` are
 * redirected to their home; `/wechat` is a route beside the editions with nothing at its root).
 */
export default function EditionRoot(): never {
  notFound()
}

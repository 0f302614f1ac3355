import { Fragment } from 'react'

import type { Segment } from '@/search/highlight'

/** G6: text with its matches in <mark>; every piece is a React text node, so nothing in it is markup. */
export function Highlighted({ segments }: { segments: readonly Segment[] }) {
  return segments.map((segment, index) =>
    segment.mark ? <mark key={index}>{segment.text}</mark> : <Fragment key={index}>{segment.text}</Fragment>,
  )
}

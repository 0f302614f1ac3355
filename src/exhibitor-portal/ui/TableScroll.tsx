import type { ReactNode } from 'react'

/**
 * A table wider than a phone's screen scrolls sideways inside this region, never the page: the
 * headers keep their words whole. Focusable, so that a keyboard can scroll it; named by the
 * heading above it.
 */
export function TableScroll({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <div className="portal__table-scroll" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  )
}

import type { ReactNode } from 'react'

import { isHttpLink } from '@/site/lib/links'

type OutLinkProps = { href: string | null | undefined; title?: string; className?: string; children: ReactNode }

/**
 * S21: `children` as a link to another site, opened in a new tab without access to this one,
 * when `href` is an http(s) address; anything else (none, `javascript:`, `data:`) leaves the
 * children unlinked.
 */
export function OutLink({ href, title, className, children }: OutLinkProps) {
  if (!isHttpLink(href)) return children
  return (
    <a href={href.trim()} target="_blank" rel="noopener noreferrer" title={title} className={className}>
      {children}
    </a>
  )
}

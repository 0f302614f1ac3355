import { isHttpUrl } from '@/content-model/link-urls'

/** S21: only http(s) links may open; `javascript:`, `data:` and anything else never do. */
export function isHttpLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && isHttpUrl(link.trim())
}

/** S21: the link as it may open (trimmed), or null when it may not. */
export const httpLink = (link: string | null | undefined): string | null => (isHttpLink(link) ? link.trim() : null)

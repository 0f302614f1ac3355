/** S21: only http(s) links may open; `javascript:`, `data:` and anything else never do. */
export function isHttpLink(link: string | null | undefined): link is string {
  return typeof link === 'string' && /^https?:\/\/\S+$/i.test(link.trim())
}

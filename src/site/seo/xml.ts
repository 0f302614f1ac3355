const NEEDS_ESCAPING = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF&<>"']/

/** Text or an attribute value safe inside XML: the five predefined entities, and no control characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  // Most text (every URL of a sitemap) has nothing to escape: one test instead of six replaces.
  if (!NEEDS_ESCAPING.test(text)) return text
  return text
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A valid ISO timestamp as given, else null (lastmod and pubDate accept nothing else). */
export function validDate(value: string | null | undefined): Date | null {
  if (!value) return null
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

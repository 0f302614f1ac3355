/**
 * The picture an <img src> shows, absolute. The site serves its own uploads through Next's image
 * optimizer (`/_next/image?url=/api/media/file/…&w=…&q=…`), while the content API names them
 * absolute on PUBLIC_URL, which in these tests is the server's base URL; other URLs are as given.
 */
export function shownPicture(src: string | null | undefined, baseURL: string): string | null {
  if (!src) return null
  const url = new URL(src, baseURL)
  if (url.pathname !== '/_next/image') return url.href
  const original = url.searchParams.get('url')
  return original === null ? null : new URL(original, baseURL).href
}

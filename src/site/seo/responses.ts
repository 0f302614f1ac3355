import { DEFAULT_LOCALE } from '@/content-model/locales'
import { getContentSource } from '@/content-source'

/** A generated document; failures answer 503 (never cached) and are logged. */
export async function generated(
  what: string,
  contentType: string,
  make: () => Promise<string | Buffer | null>,
  headers: Record<string, string> = {},
): Promise<Response> {
  try {
    const body = await make()
    if (body === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    return new Response(typeof body === 'string' ? body : new Uint8Array(body), { headers: { ...headers, 'Content-Type': contentType } })
  } catch (error) {
    console.error(`[site] ${what} could not be generated`, error)
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' },
    })
  }
}

/** S26's logo (the cover of the last item of the header information column), or null. */
export async function readLogoUrl(): Promise<string | null> {
  const source = await getContentSource(DEFAULT_LOCALE)
  const columnId = (await source.getSiteConfig()).headerInformationId
  if (columnId === null) return null
  return (await source.getInformationItems(columnId)).at(-1)?.coverUrl ?? null
}

/**
 * A generated document, whole or streamed (Z2: a stream's failure after its head went out cuts
 * the answer instead); failures answer 503 (never cached) and are logged.
 */
export async function generated(
  what: string,
  contentType: string,
  make: () => Promise<string | Buffer | ReadableStream<Uint8Array> | null>,
  headers: Record<string, string> = {},
): Promise<Response> {
  try {
    const body = await make()
    if (body === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
    return new Response(typeof body === 'string' || body instanceof ReadableStream ? body : new Uint8Array(body), {
      headers: { ...headers, 'Content-Type': contentType },
    })
  } catch (error) {
    console.error(`[site] ${what} could not be generated`, error)
    return new Response('Service Unavailable', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' },
    })
  }
}

import { cspNonce } from '@/site/lib/csp-nonce'

import { type JsonLd, serializeJsonLd } from './json-ld'

/**
 * G3: structured data for search engines. A data block is never run, but it carries the
 * render's nonce all the same, so no CSP audit reports an inline script without one.
 */
export async function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" nonce={await cspNonce()} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

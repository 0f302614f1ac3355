import { headers } from 'next/headers'

import { type JsonLd, serializeJsonLd } from './json-ld'

/** The per-render nonce server.ts put in the request's policy (X1); none when rendered without one. */
async function cspNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? ''
  return policy.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1]
}

/**
 * G3: structured data for search engines. A data block is never run, but it carries the
 * render's nonce all the same, so no CSP audit reports an inline script without one.
 */
export async function JsonLdScript({ data }: { data: JsonLd | JsonLd[] }) {
  return <script type="application/ld+json" nonce={await cspNonce()} dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}

import { headers } from 'next/headers'

/**
 * The per-render nonce server.ts put in the request's policy (X1), for the inline scripts we
 * write ourselves (Next puts it on its own); none when rendered without one.
 */
export async function cspNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? ''
  return policy.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1]
}

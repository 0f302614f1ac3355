import { describe, expect, it } from 'vitest'

import { parseEnv } from '@/config/env'
import { createSecurityHeaders } from '@/security/headers'

const names = (headers: Record<string, string>) =>
  Object.keys(headers)
    .map((name) => name.toLowerCase())
    .sort()

describe('X1 the security headers of each kind of response', () => {
  it('X1 a page: CSP with a fresh nonce and no hash, nosniff, Referrer-Policy, Permissions-Policy; HSTS only on https', () => {
    const security = createSecurityHeaders(parseEnv({}))
    const first = security.forPage()
    const second = security.forPage()
    expect(first.nonce).not.toBe(second.nonce)
    expect(names(first.headers)).toEqual(['content-security-policy', 'permissions-policy', 'referrer-policy', 'x-content-type-options'])
    const policy = first.headers['Content-Security-Policy'] ?? ''
    expect(policy).toContain(`script-src 'self' 'nonce-${first.nonce}';`)
    expect(policy).not.toContain("'sha256-")
    for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'", 'report-uri /csp-report'])
      expect(policy).toContain(directive)
    expect(first.headers['Permissions-Policy']).toContain('camera=(), microphone=(), geolocation=()')

    const https = createSecurityHeaders(parseEnv({ PUBLIC_URL: 'https://expo.example.cn' })).forPage().headers
    expect(https['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains')
  })

  it('X1 the admin (the session lives there): its own policy, X-Frame-Options and Cross-Origin-Opener-Policy; API and files their own', () => {
    const security = createSecurityHeaders(parseEnv({}))
    const admin = security.forKind('admin')
    expect(admin['X-Frame-Options']).toBe('SAMEORIGIN')
    expect(admin['Cross-Origin-Opener-Policy']).toBe('same-origin')
    expect(admin['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    expect(security.forKind('api')['Content-Security-Policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(security.forKind('file')['Content-Security-Policy']).toContain('sandbox')
    for (const kind of ['admin', 'api', 'file', 'asset'] as const) expect(security.forKind(kind)['X-Content-Type-Options']).toBe('nosniff')
  })
})

import { randomBytes } from 'node:crypto'

import type { Env } from '@/config/env'

/** What a response is, for the headers it gets (X1). */
export type ResponseKind = 'page' | 'admin' | 'api' | 'file' | 'asset'

/**
 * Uploaded files: shown as pictures or downloaded, never run. An SVG opened on its own renders,
 * but cannot fetch, run script or reach this origin's cookies and storage (`sandbox`). Payload's
 * file answers set it too (src/content-model/uploads/serve.ts), for the S3 adapter's path.
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()'
const SCANNER_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('camera=()', 'camera=(self)')

/**
 * X1, the one place that decides the security headers of every response. `forPage(nonce)` is the
 * public pages' set around Next's per-render nonce; the others are fixed and built once.
 * The response cache stores a page's headers with its body and replays them on every hit.
 */
export type SecurityOptions = {
  /**
   * K1: the pages that scan badges with the camera: they may use it (Permissions-Policy) and
   * compile WebAssembly (the QR reader, `'wasm-unsafe-eval'`); no other page may do either.
   */
  scannerPages?: RegExp
}

export function createSecurityHeaders(env: Env, options: SecurityOptions = {}) {
  const common: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(env.PUBLIC_URL.startsWith('https:') ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
  // Remote mode links the remote's pictures as they are.
  const remoteOrigin = env.CONTENT_SOURCE === 'remote' && env.CONTENT_API_URL ? ` ${new URL(env.CONTENT_API_URL).origin}` : ''
  const videoHosts = env.VIDEO_EMBED_HOSTS.map((host) => ` https://${host}`).join('')
  // G2: WeChat's JS-SDK, loaded inside WeChat only, and only while WeChat sharing is configured.
  const wechatSdk = env.WECHAT_APP_ID ? ' https://res.wx.qq.com' : ''

  // Only what default-src 'self' does not already say (connect-src, font-src, media-src and a
  // plain frame-src fall back to it; the site has no data: fonts): a hit sends these bytes on
  // every answer, and Node checks each of them on every answer. Our own inline
  // script carries the nonce like Next's, so the policy needs no hash.
  const pagePolicy = (nonce: string, scanner: boolean) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${scanner ? " 'wasm-unsafe-eval'" : wechatSdk}`,
      // React and Next set style attributes (image placeholders, sizes): styles may be inline.
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: blob:${remoteOrigin}`,
      ...(videoHosts ? [`frame-src 'self'${videoHosts}`] : []),
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      'report-uri /csp-report',
    ].join('; ')

  const fixed: Record<Exclude<ResponseKind, 'page'>, Record<string, string>> = {
    // Payload's admin (React, its own inline scripts and styles): looser for scripts, never framed
    // by others. It holds the editors' session: X-Frame-Options too, for browsers on an IE engine
    // (360 and QQ in compatibility mode) that know no frame-ancestors, and a window of its own
    // that no page from another origin keeps a handle on.
    admin: {
      ...common,
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': [
        "default-src 'self'",
        "script-src 'self' 'unsafe-inline'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'self'",
      ].join('; '),
      'X-Frame-Options': 'SAMEORIGIN',
    },
    // JSON answers are data: nothing in them may run or be framed.
    api: { ...common, 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'" },
    file: { ...common, 'Content-Security-Policy': FILE_CONTENT_SECURITY_POLICY },
    // Next's scripts, styles and fonts: nosniff matters, a policy does not.
    asset: common,
  }

  return {
    /** A fresh nonce and the page headers that go with it (Next reads the nonce from the request). */
    forPage(path = '/'): { nonce: string; headers: Record<string, string> } {
      const nonce = randomBytes(16).toString('base64')
      const scanner = options.scannerPages?.test(path) ?? false
      // No X-Frame-Options or Cross-Origin-Opener-Policy here: a public page holds no session or
      // anything personal for a framing or opening site to act on or read, and every browser
      // that runs its scripts reads frame-ancestors. Each would add its bytes and a header
      // Node checks to every hit (bench/RESULTS.md).
      return {
        nonce,
        headers: {
          ...common,
          ...(scanner && { 'Permissions-Policy': SCANNER_PERMISSIONS_POLICY }),
          'Content-Security-Policy': pagePolicy(nonce, scanner),
        },
      }
    },
    forKind: (kind: Exclude<ResponseKind, 'page'>) => fixed[kind],
  }
}

export type SecurityHeaders = ReturnType<typeof createSecurityHeaders>

/** The kind of response a request target gets. `/wechat/signature` is an API; any other path under `/wechat/` is the site's 404 page. */
export function responseKind(path: string): ResponseKind {
  if (path.startsWith('/_next/static/')) return 'asset'
  if (path.startsWith('/admin')) return 'admin'
  if (/^\/api\/(media|documents)\/file\//.test(path) || path.startsWith('/_next/image')) return 'file'
  if (
    path.startsWith('/api/') ||
    /^\/wechat\/signature(\?|$)/.test(path) ||
    path === '/healthz' ||
    path === '/readyz' ||
    path === '/csp-report'
  )
    return 'api'
  return 'page'
}

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

/**
 * G5: the first path segments that are not a page of an edition: Payload's routes, Next's files and
 * the routes beside the editions in src/app/(frontend) (tests/unit/editions.test.ts keeps this list
 * and those folders in step).
 */
export const BESIDE_THE_EDITIONS = [
  'api',
  'admin',
  '_next',
  'en',
  'zh',
  'captcha',
  'preview',
  'robots.txt',
  'sitemap.xml',
  'sitemap',
  'share-image',
  'wechat',
  'favicon.ico',
  'apple-touch-icon.png',
  'checkin',
  'leads',
] as const

const escaped = BESIDE_THE_EDITIONS.map((segment) => segment.replaceAll('.', '\\.')).join('|')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Required from node_modules when first used (the registrations desk's XLSX export), once per
  // process, instead of bundled into every server bundle that reaches the collections: a large
  // copy of its source each, kept in the heap (bench/RESULTS.md, run Q).
  serverExternalPackages: ['exceljs'],
  images: {
    formats: ['image/avif', 'image/webp'],
    // Only this site's own uploads go through the optimizer (src/site/lib/images.ts), without a query.
    localPatterns: [{ pathname: '/api/media/file/**', search: '' }],
    // No picture is shown wider than the 1920 px banner; 750 fits a 412 px phone at 1.75x.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920],
    imageSizes: [32, 64, 128, 256, 384, 512],
    qualities: [75],
  },
  async redirects() {
    // S8: / → /home, permanent; Next keeps the query string. G5: the same for the English edition,
    // and a Chinese path typed with the route tree's prefix goes to its address without it.
    return [
      { source: '/', destination: '/home', permanent: true },
      { source: '/en', destination: '/en/home', permanent: true },
      { source: '/zh', destination: '/home', permanent: true },
      { source: '/zh/:path*', destination: '/:path*', permanent: true },
    ]
  },
  async rewrites() {
    // G5: both editions are one route tree, src/app/(frontend)/[lang]. A Chinese page's path has no
    // prefix: /news is served as /zh/news; /en/news is that tree's own path.
    return {
      beforeFiles: [{ source: `/:first((?!(?:${escaped})(?![^/]))[^/]+)/:rest*`, destination: '/zh/:first/:rest*' }],
    }
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withPayloadConfig,
  /**
   * Payload adds Accept-CH / Critical-CH (and a matching Vary) to every route for the admin's
   * colour scheme. Critical-CH makes Chrome restart the page request (a round trip more on a phone),
   * so those headers stay on the admin only.
   */
  async headers() {
    const rules = (await withPayloadConfig.headers?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig

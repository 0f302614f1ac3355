import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
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
    // S8: / → /home, permanent; Next keeps the query string. G5: the same for the English edition.
    return [
      { source: '/', destination: '/home', permanent: true },
      { source: '/en', destination: '/en/home', permanent: true },
    ]
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withPayloadConfig,
  /**
   * Payload adds Accept-CH / Critical-CH (and a matching Vary) to every route for the admin's
   * colour scheme. Critical-CH makes Chrome restart the page request (about 600 ms on a phone),
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

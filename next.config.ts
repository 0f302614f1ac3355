import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  images: { formats: ['image/avif', 'image/webp'] },
  async redirects() {
    // S8: / → /home, permanent; Next keeps the query string.
    return [{ source: '/', destination: '/home', permanent: true }]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })

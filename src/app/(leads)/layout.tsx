import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import '@/checkin/checkin.css'

// Per session, never prerendered; Next puts the request's CSP nonce on its scripts.
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#0f172a', width: 'device-width', initialScale: 1, viewportFit: 'cover' }

export const metadata: Metadata = {
  title: '展商扫码留资',
  robots: { index: false, follow: false },
  manifest: '/leads/manifest.webmanifest',
  appleWebApp: { capable: true, title: '扫码留资', statusBarStyle: 'black-translucent' },
}

/** L1: the booth staff's app: a root layout of its own, without the public site's shell (as /checkin). */
export default function LeadsLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body className="checkin-body">{children}</body>
    </html>
  )
}

import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'

import '@/checkin/checkin.css'

// Per session, never prerendered; Next puts the request's CSP nonce on its scripts.
export const dynamic = 'force-dynamic'

export const viewport: Viewport = { themeColor: '#0f172a', width: 'device-width', initialScale: 1, viewportFit: 'cover' }

export const metadata: Metadata = {
  title: '检票入场',
  robots: { index: false, follow: false },
  manifest: '/checkin/manifest.webmanifest',
  appleWebApp: { capable: true, title: '检票', statusBarStyle: 'black-translucent' },
}

/** K1: the door staff's pages: a root layout of their own, without the public site's shell. */
export default function CheckinLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="zh-CN">
      <body className="checkin-body">{children}</body>
    </html>
  )
}

'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * E4: in a preview, says so, and in the admin's live preview tells the admin it is ready and
 * reloads the page's drafts after each save there (Payload posts `payload-document-event`).
 */
export function PreviewBar() {
  const router = useRouter()
  useEffect(() => {
    const admin = window.opener ?? (window.parent !== window ? window.parent : null)
    if (!admin) return
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin && (event.data as { type?: unknown } | null)?.type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    ;(admin as Window).postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return (
    <div className="preview-bar" role="status">
      {/* A route handler that ends draft mode: a full navigation, never a client-side one. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      预览模式：显示的是草稿内容，访客看不到。<a href="/preview?exit=1">退出预览</a>
    </div>
  )
}

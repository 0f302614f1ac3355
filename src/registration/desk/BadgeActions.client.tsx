'use client'

import { useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

/**
 * R5: in a registration's sidebar, for 管理员 and 报名管理员: revoke the badge (the QR stops
 * working at once) or re-issue it (a new QR on a new private link, mailed to the visitor).
 */
export function BadgeActions() {
  const { id } = useDocumentInfo()
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const act = async (action: 'revoke' | 'reissue', question: string) => {
    if (!window.confirm(question)) return
    setBusy(true)
    try {
      const response = await fetch(`/api/registrations/${id}/${action}`, { method: 'POST', credentials: 'include' })
      const body = (await response.json()) as { message?: string; errors?: { message: string }[] }
      setMessage(body.message ?? body.errors?.[0]?.message ?? `出错了（${response.status}）`)
      if (response.ok) window.setTimeout(() => window.location.reload(), 1200)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="badge-actions" style={{ marginBottom: '1.5rem' }}>
      <p style={{ fontWeight: 600, marginBottom: '0.5rem' }}>胸卡</p>
      <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={busy}
          onClick={() => void act('revoke', '撤销后旧二维码立即失效，名额让给候补。确定撤销？')}
        >
          撤销胸卡
        </button>
        <button
          type="button"
          className="btn btn--style-secondary btn--size-small"
          style={{ margin: 0 }}
          disabled={busy}
          onClick={() => void act('reissue', '将生成新的二维码和专属链接并发送到观众邮箱，旧二维码失效。确定重新签发？')}
        >
          重新签发
        </button>
      </div>
      {message && (
        <p role="status" style={{ marginTop: '0.5rem' }}>
          {message}
        </p>
      )}
    </div>
  )
}

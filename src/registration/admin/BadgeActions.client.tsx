'use client'

import { CopyToClipboard, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { message?: string; link?: string; errors?: { message: string }[] }

/**
 * R5: in a registration's sidebar, for 管理员 and 报名管理员: revoke the badge (the QR stops
 * working at once) or re-issue it (a new QR on a new private link, mailed to the visitor). A
 * visitor without an e-mail gets the new link from staff: it is shown here, once, to copy or to
 * open the badge page and print it, and the page is not reloaded while it is shown (nothing else can show it again).
 */
export function BadgeActions() {
  const { id } = useDocumentInfo()
  const [answer, setAnswer] = useState<{ message: string; link?: string }>()
  const [busy, setBusy] = useState(false)
  if (!id) return null
  const act = async (action: 'revoke' | 'reissue', question: string) => {
    if (!window.confirm(question)) return
    setBusy(true)
    try {
      const response = await fetch(`/api/registrations/${id}/${action}`, { method: 'POST', credentials: 'include' })
      const body = (await response.json()) as Answer
      setAnswer({ message: body.message ?? body.errors?.[0]?.message ?? `出错了（${response.status}）`, link: body.link })
      if (response.ok && !body.link) window.setTimeout(() => window.location.reload(), 1200)
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
          onClick={() =>
            void act(
              'reissue',
              '将生成新的二维码和专属链接，旧二维码失效；有邮箱的发送到观众邮箱，没有邮箱的在此显示链接。已撤销的胸卡在名额已满时进入候补名单。确定重新签发？',
            )
          }
        >
          重新签发
        </button>
      </div>
      {answer && (
        <p role="status" style={{ marginTop: '0.5rem' }}>
          {answer.message}
        </p>
      )}
      {answer?.link && (
        <div className="badge-actions__link" style={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
          <input
            type="text"
            readOnly
            value={answer.link}
            aria-label="新的专属链接"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(event) => event.target.select()}
          />
          <CopyToClipboard value={answer.link} />
          <a href={answer.link} target="_blank" rel="noopener noreferrer">
            打开胸卡页（可打印）
          </a>
        </div>
      )}
    </div>
  )
}

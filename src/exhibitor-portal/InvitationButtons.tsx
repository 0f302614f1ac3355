'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useState } from 'react'

type Answer = { message?: string; errors?: { message?: string }[] }

/**
 * B1: 发送邀请 / 撤销 on an exhibitor account's edit page (admins): the invitation mailed again
 * (a new one-time link, the old one void), or the account revoked (no sign-in, sessions ended).
 */
export function InvitationButtons() {
  const { id } = useDocumentInfo()
  const [busy, setBusy] = useState(false)
  if (id === undefined || id === null) return null

  const call = async (action: 'invite' | 'revoke') => {
    if (action === 'revoke' && !window.confirm('撤销后该展商账号不能再登录，邀请链接也将失效。确定撤销？')) return
    setBusy(true)
    try {
      const response = await fetch(`/api/exhibitor-accounts/${id}/${action}`, { method: 'POST', credentials: 'include' })
      const answer = (await response.json().catch(() => ({}))) as Answer
      const message = answer.message ?? answer.errors?.[0]?.message ?? `HTTP ${response.status}`
      if (response.ok) toast.success(message)
      else toast.error(message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ display: 'flex', gap: '0.5rem' }}>
      <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={() => void call('invite')}>
        发送邀请
      </Button>
      <Button buttonStyle="secondary" size="medium" disabled={busy} onClick={() => void call('revoke')}>
        撤销账号
      </Button>
    </div>
  )
}

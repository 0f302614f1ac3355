'use client'

import { type FormEvent, useState } from 'react'

/** K1: the door staff sign in on the phone itself (Payload's session cookie), then the desk opens. */
export function SignIn() {
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setProblem('')
    try {
      const response = await fetch('/api/users/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      })
      if (response.ok) return location.reload()
      const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      setProblem(body?.errors?.[0]?.message ?? '登录失败')
    } catch {
      setProblem('无法连接服务器：请检查网络')
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="desk-setup" onSubmit={(event) => void submit(event)}>
      <h1>检票登录</h1>
      <label>
        邮箱
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        密码
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {problem && (
        <p className="desk-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
        登录
      </button>
    </form>
  )
}

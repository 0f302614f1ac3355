'use client'

import { type FormEvent, useState } from 'react'

import { type LeadsLanguage, leadsText } from './text'

/** L1: booth staff sign in on the phone with their exhibitor account (Payload's session cookie). */
export function LeadsSignIn({ language }: { language: LeadsLanguage }) {
  const text = leadsText(language).signIn
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    setProblem('')
    try {
      const response = await fetch('/api/exhibitor-accounts/login', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: form.get('email'), password: form.get('password') }),
      })
      if (response.ok) return location.reload()
      const body = (await response.json().catch(() => null)) as { errors?: { message?: string }[] } | null
      setProblem(body?.errors?.[0]?.message ?? text.failed)
    } catch {
      setProblem(text.network)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="desk-setup" onSubmit={(event) => void submit(event)}>
      <h1>{text.heading}</h1>
      <label>
        {text.email}
        <input name="email" type="email" autoComplete="username" required />
      </label>
      <label>
        {text.password}
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      {problem && (
        <p className="desk-problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="desk-button desk-button--primary" disabled={busy}>
        {text.submit}
      </button>
    </form>
  )
}

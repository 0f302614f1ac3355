'use client'

import { useState, type FormEvent } from 'react'

import { postJson } from './portal-api'

type Words = { password: string; confirm: string; submit: string; mismatch: string; expired: string }

/** B1: the invitation's one-time link sets the password (Payload's reset), which signs the account in. */
export function SetPasswordForm({ token, words, home }: { token: string; words: Words; home: string }) {
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    if (form.get('password') !== form.get('confirm')) return setProblem(words.mismatch)
    setBusy(true)
    const outcome = await postJson('/api/exhibitor-accounts/reset-password', { token, password: form.get('password') })
    setBusy(false)
    if (outcome.ok) window.location.assign(home)
    else setProblem(outcome.fields.password ?? (outcome.status === 403 ? words.expired : outcome.message))
  }
  return (
    <form className="portal-form" onSubmit={(event) => void submit(event)}>
      <label className="portal-form__field">
        <span>{words.password}</span>
        <input className="text-input" type="password" name="password" required minLength={10} autoComplete="new-password" maxLength={200} />
      </label>
      <label className="portal-form__field">
        <span>{words.confirm}</span>
        <input className="text-input" type="password" name="confirm" required minLength={10} autoComplete="new-password" maxLength={200} />
      </label>
      {problem && (
        <p className="portal-form__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {words.submit}
      </button>
    </form>
  )
}

'use client'

import { useState, type FormEvent } from 'react'

import { postJson } from './portal-api'

type Words = { email: string; password: string; submit: string; wrong: string }

/** B1: the portal's sign-in, through Payload's own login (its limits and locks, E7, X6, X11); the page reloads signed in. */
export function SignInForm({ words }: { words: Words }) {
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const outcome = await postJson('/api/exhibitor-accounts/login', { email: form.get('email'), password: form.get('password') })
    setBusy(false)
    if (outcome.ok) window.location.reload()
    else setProblem(outcome.status === 401 ? words.wrong : outcome.message || words.wrong)
  }
  return (
    <form className="portal-form" onSubmit={(event) => void submit(event)}>
      <label className="portal-form__field">
        <span>{words.email}</span>
        <input className="text-input" type="email" name="email" required autoComplete="username" maxLength={254} />
      </label>
      <label className="portal-form__field">
        <span>{words.password}</span>
        <input className="text-input" type="password" name="password" required autoComplete="current-password" maxLength={200} />
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

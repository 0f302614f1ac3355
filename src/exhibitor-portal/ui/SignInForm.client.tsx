'use client'

import { AccountForm } from './AccountForm.client'
import { postJson } from './portal-api'

type Words = { email: string; password: string; submit: string; wrong: string }

/** B1: the portal's sign-in, through Payload's own login (its limits and locks, E7, X6, X11); the page reloads signed in. */
export function SignInForm({ words }: { words: Words }) {
  const send = async (form: FormData) => {
    const outcome = await postJson('/api/exhibitor-accounts/login', { email: form.get('email'), password: form.get('password') })
    if (!outcome.ok) return outcome.status === 401 ? words.wrong : outcome.message || words.wrong
    window.location.reload()
    return null
  }
  return (
    <AccountForm
      fields={[
        { label: words.email, type: 'email', name: 'email', required: true, autoComplete: 'username', maxLength: 254 },
        { label: words.password, type: 'password', name: 'password', required: true, autoComplete: 'current-password', maxLength: 200 },
      ]}
      submit={words.submit}
      send={send}
    />
  )
}

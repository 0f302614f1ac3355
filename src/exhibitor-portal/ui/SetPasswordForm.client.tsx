'use client'

import { AccountForm } from './AccountForm.client'
import { postJson } from './portal-api'

type Words = { password: string; confirm: string; submit: string; mismatch: string; expired: string }

const PASSWORD = { type: 'password', required: true, minLength: 10, autoComplete: 'new-password', maxLength: 200 } as const

/** B1: the invitation's one-time link sets the password (Payload's reset), which signs the account in. */
export function SetPasswordForm({ token, words, home }: { token: string; words: Words; home: string }) {
  const send = async (form: FormData) => {
    if (form.get('password') !== form.get('confirm')) return words.mismatch
    const outcome = await postJson('/api/exhibitor-accounts/reset-password', { token, password: form.get('password') })
    if (!outcome.ok) return outcome.fields.password ?? (outcome.status === 403 ? words.expired : outcome.message)
    window.location.assign(home)
    return null
  }
  return (
    <AccountForm
      fields={[
        { label: words.password, name: 'password', ...PASSWORD },
        { label: words.confirm, name: 'confirm', ...PASSWORD },
      ]}
      submit={words.submit}
      send={send}
    />
  )
}

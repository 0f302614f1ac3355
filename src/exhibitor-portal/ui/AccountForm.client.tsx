'use client'

import { useState, type FormEvent, type InputHTMLAttributes } from 'react'

type Field = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string }

/**
 * B1: the portal's account forms (sign-in, set password): their fields, the problem as an alert,
 * one button. `send` answers the problem to show, or null when the page moves on.
 */
export function AccountForm({
  fields,
  submit,
  send,
}: {
  fields: Field[]
  submit: string
  send: (form: FormData) => Promise<string | null>
}) {
  const [problem, setProblem] = useState('')
  const [busy, setBusy] = useState(false)
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    setBusy(true)
    const answer = await send(form)
    setBusy(false)
    if (answer !== null) setProblem(answer)
  }
  return (
    <form className="portal-form" onSubmit={(event) => void onSubmit(event)}>
      {fields.map(({ label, ...input }) => (
        <label key={input.name} className="portal-form__field">
          <span>{label}</span>
          <input className="text-input" {...input} />
        </label>
      ))}
      {problem && (
        <p className="portal-form__problem" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {submit}
      </button>
    </form>
  )
}

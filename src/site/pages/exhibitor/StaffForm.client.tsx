'use client'

import { useState, type FormEvent } from 'react'

import type { Locale } from '@/locales/languages'

import { postJson } from './portal-api'
import { portalText } from './text'

const FORM_FIELDS = ['name', 'mobile', 'email', 'jobTitle', 'informed']

/** B3: registers one booth staff member; shows the new badge's link once, then the list shows them. */
export function StaffForm({ locale, badgeBase }: { locale: Locale; badgeBase: string }) {
  // The words are read here: a server component cannot hand functions to an island.
  const words = portalText(locale).staff
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState('')
  const [created, setCreated] = useState<{ number: string; link: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    setBusy(true)
    const outcome = await postJson('/api/exhibitor-accounts/staff', {
      name: form.get('name'),
      mobile: form.get('mobile'),
      email: form.get('email'),
      jobTitle: form.get('jobTitle'),
      informed: form.get('informed') === 'on',
    })
    setBusy(false)
    setErrors(outcome.fields)
    // A refusal not about one of these fields (the quota, the session) is told as a whole.
    const aboutTheForm = Object.keys(outcome.fields).length > 0 && Object.keys(outcome.fields).every((name) => FORM_FIELDS.includes(name))
    setProblem(outcome.ok || aboutTheForm ? '' : outcome.message)
    if (outcome.ok) {
      const body = outcome.body as { registrationNumber: string; badgePath: string }
      setCreated({ number: body.registrationNumber, link: `${badgeBase}${body.badgePath}` })
      formElement.reset()
    }
  }
  const field = (name: string, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <label className="portal-form__field">
      <span>{label}</span>
      <input className="text-input" name={name} {...props} />
      {errors[name] && (
        <small className="portal-form__problem" role="alert">
          {errors[name]}
        </small>
      )}
    </label>
  )
  return (
    <form className="portal-form" onSubmit={(event) => void submit(event)}>
      <h2 className="portal__subheading">{words.add}</h2>
      {field('name', words.name, { required: true, maxLength: 50, autoComplete: 'off' })}
      {field('mobile', words.mobile, { required: true, inputMode: 'tel', maxLength: 20, autoComplete: 'off' })}
      {field('email', words.email, { type: 'email', maxLength: 254, autoComplete: 'off' })}
      {field('jobTitle', words.jobTitle, { maxLength: 50, autoComplete: 'off' })}
      <label className="portal-form__check">
        <input type="checkbox" name="informed" required />
        <span>{words.informed}</span>
      </label>
      {errors.informed && <small className="portal-form__problem">{errors.informed}</small>}
      {problem && (
        <p className="portal-form__problem" role="alert">
          {problem}
        </p>
      )}
      {created && (
        <p className="portal-form__created" role="status">
          {words.created(created.number)} <a href={created.link}>{created.link}</a>
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {words.submit}
      </button>
    </form>
  )
}

'use client'

import { useState, type FormEvent } from 'react'

import type { BoothStaffMember } from '@/exhibitor-portal/portal-data'
import type { Locale } from '@/locales/languages'

import { postJson } from './portal-api'
import { TableScroll } from './TableScroll'
import { portalText } from './text'

const FORM_FIELDS = ['name', 'mobile', 'email', 'jobTitle', 'informed']

/** What the booth-staff endpoint answers for a new badge. */
type CreatedStaff = BoothStaffMember & { badgePath: string }

/**
 * B3: the booth staff and the form that registers one more, up to the quota. The list grows with
 * each registration, and each new badge's one-time link stays beside its person until the page is
 * left: the links live in this page's memory only (the server keeps their hash).
 */
export function StaffPanel({
  locale,
  badgeBase,
  quota,
  staff,
}: {
  locale: Locale
  badgeBase: string
  quota: number
  staff: BoothStaffMember[]
}) {
  // The words are read here: a server component cannot hand functions to an island.
  const words = portalText(locale).staff
  const [members, setMembers] = useState(staff)
  const [links, setLinks] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState('')
  const [created, setCreated] = useState<{ number: string; link: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const used = members.filter((member) => member.status !== 'cancelled').length

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
      const { badgePath, ...member } = outcome.body as CreatedStaff
      const link = `${badgeBase}${badgePath}`
      setMembers((current) => [...current, member])
      setLinks((current) => ({ ...current, [member.registrationNumber]: link }))
      setCreated({ number: member.registrationNumber, link })
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
  const shownLinks = Object.keys(links).length > 0
  return (
    <>
      <p className="portal__staff-count">{words.intro(quota, used)}</p>
      {members.length === 0 ? (
        <p>{words.none}</p>
      ) : (
        <TableScroll labelledBy="portal-staff">
          <table className="portal__table">
            <thead>
              <tr>
                <th scope="col">{words.number}</th>
                <th scope="col">{words.name}</th>
                <th scope="col">{words.jobTitle}</th>
                <th scope="col">{words.status}</th>
                {shownLinks && <th scope="col">{words.badgeLink}</th>}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.registrationNumber}>
                  <td>{member.registrationNumber}</td>
                  <td>{member.name}</td>
                  <td>{member.jobTitle}</td>
                  <td>{words.statuses[member.status] ?? member.status}</td>
                  {shownLinks && (
                    <td className="portal__badge-link">
                      {links[member.registrationNumber] && (
                        <a href={links[member.registrationNumber]}>{links[member.registrationNumber]}</a>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      {shownLinks && <p className="portal__note">{words.badgeLinkNote}</p>}
      {created && (
        <p className="portal-form__created" role="status">
          {words.created(created.number)} <a href={created.link}>{created.link}</a>
        </p>
      )}
      {used < quota ? (
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
          <button type="submit" className="button" disabled={busy}>
            {words.submit}
          </button>
        </form>
      ) : (
        <p className="portal__note portal__note--full">{words.full}</p>
      )}
    </>
  )
}

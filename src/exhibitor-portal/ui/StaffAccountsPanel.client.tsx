'use client'

import { useState, type FormEvent } from 'react'

import type { StaffAccount } from '@/exhibitor-portal/portal-data'
import type { Locale } from '@/locales/languages'

import { postJson } from './portal-api'
import { TableScroll } from './TableScroll'
import { portalText } from './text'

/**
 * L1: the booth staff's accounts for /leads: the main account invites one by e-mail (the B1
 * invitation mail) and revokes one; the list follows each answer.
 */
export function StaffAccountsPanel({ locale, accounts }: { locale: Locale; accounts: StaffAccount[] }) {
  const words = portalText(locale).staffAccounts
  const [list, setList] = useState(accounts)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const invite = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    setBusy(true)
    const outcome = await postJson('/api/exhibitor-accounts/staff-accounts', { email: form.get('email'), name: form.get('name') })
    setBusy(false)
    setErrors(outcome.fields)
    setMessage(outcome.message)
    if (!outcome.ok) return
    const created = outcome.body as { id: number; email: string }
    setList((before) => [...before, { id: created.id, email: created.email, name: String(form.get('name') ?? ''), status: 'invited' }])
    formElement.reset()
  }

  const revoke = async (account: StaffAccount) => {
    if (!window.confirm(words.confirmRevoke(account.email))) return
    const outcome = await postJson(`/api/exhibitor-accounts/staff-accounts/${account.id}/revoke`, {})
    setMessage(outcome.message)
    if (outcome.ok) setList((before) => before.map((item) => (item.id === account.id ? { ...item, status: 'revoked' } : item)))
  }

  return (
    <div>
      <p className="portal__note">{words.intro}</p>
      {list.length === 0 ? (
        <p className="portal__note">{words.none}</p>
      ) : (
        <TableScroll labelledBy="portal-staff-accounts">
          <table className="portal__table">
            <thead>
              <tr>
                <th scope="col">{words.email}</th>
                <th scope="col">{words.name}</th>
                <th scope="col">{words.status}</th>
                <th scope="col" />
              </tr>
            </thead>
            <tbody>
              {list.map((account) => (
                <tr key={account.id}>
                  <td>{account.email}</td>
                  <td>{account.name}</td>
                  <td>{words.statuses[account.status] ?? account.status}</td>
                  <td>
                    {account.status === 'revoked' ? null : (
                      <button type="button" className="button" onClick={() => void revoke(account)}>
                        {words.revoke}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <form className="portal-form" onSubmit={(event) => void invite(event)} noValidate>
        <label className="portal-form__field">
          <span>{words.email}</span>
          <input
            className="text-input"
            name="email"
            type="email"
            required
            maxLength={120}
            autoComplete="off"
            aria-invalid={Boolean(errors.email)}
          />
          {errors.email ? (
            <small className="portal-form__problem" role="alert">
              {errors.email}
            </small>
          ) : null}
        </label>
        <label className="portal-form__field">
          <span>{words.name}</span>
          <input className="text-input" name="name" type="text" maxLength={50} autoComplete="off" />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? words.inviting : words.invite}
        </button>
      </form>
      {message ? (
        <p className="portal-form__created" role="status">
          {message}
        </p>
      ) : null}
    </div>
  )
}

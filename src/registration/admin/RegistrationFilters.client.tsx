'use client'

import { useListQuery } from '@payloadcms/ui'
import type { Where } from 'payload'
import { useState } from 'react'

type Choice = { value: string; label: string }

/** The list's filters by name, as the export's query and the list's conditions both hold them. */
type Filters = { day: string; industry: string; purpose: string; invitationCode: string; checkedIn: string }

const NONE: Filters = { day: '', industry: '', purpose: '', invitationCode: '', checkedIn: '' }

/** The list's conditions on the registrations' fields, as the list's URL holds them (its first group of conditions). */
function filtersIn(where: Where | undefined): Filters {
  const conditions = ((where?.or as Where[] | undefined)?.[0]?.and ?? where?.and ?? []) as Where[]
  const filters = { ...NONE }
  for (const condition of conditions) {
    const [[field, test] = []] = Object.entries(condition) as [string, Record<string, unknown>][]
    const value = test?.equals ?? (Array.isArray(test?.in) ? test.in[0] : test?.in)
    if (field === 'days' && typeof value === 'string') filters.day = value
    else if ((field === 'industry' || field === 'purpose' || field === 'invitationCode') && typeof value === 'string')
      filters[field] = value
    else if (field === 'checkedInAt' && test && 'exists' in test) filters.checkedIn = String(test.exists) === 'true' ? 'yes' : 'no'
  }
  return filters
}

/** The same filters as the export applies them (src/registration/admin/export.ts, listFilters). */
function whereOf(filters: Filters): Where {
  const and: Where[] = []
  if (filters.day) and.push({ days: { in: [filters.day] } })
  if (filters.industry) and.push({ industry: { equals: filters.industry } })
  if (filters.purpose) and.push({ purpose: { equals: filters.purpose } })
  if (filters.invitationCode) and.push({ invitationCode: { equals: filters.invitationCode } })
  if (filters.checkedIn) and.push({ checkedInAt: { exists: filters.checkedIn === 'yes' } })
  return and.length ? { or: [{ and }] } : {}
}

const field = { display: 'grid', gap: '0.25rem' } as const
const button = 'btn btn--style-secondary btn--size-small'

function ChoiceSelect({
  name,
  label,
  choices,
  value,
  onChange,
}: {
  name: string
  label: string
  choices: Choice[]
  value: string
  onChange: (value: string) => void
}) {
  return (
    <label style={field}>
      {label}
      <select name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">全部</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * R6: the list's filters, chosen by label (the day, industry and purpose lists of the settings),
 * for the list below (筛选列表 sets its conditions) and for the exports (a plain GET form: the
 * browser downloads with the admin's session cookie). Each export's kind is its own path: a GET
 * form drops its action's query, so a `?kind=` there never arrived.
 */
export function RegistrationFilters({ days, industries, purposes }: { days: Choice[]; industries: Choice[]; purposes: Choice[] }) {
  const { query, handleWhereChange } = useListQuery()
  const [filters, setFilters] = useState<Filters>(() => filtersIn(query?.where))
  const set = (name: keyof Filters) => (value: string) => setFilters((current) => ({ ...current, [name]: value }))
  return (
    <form
      className="registration-exports"
      action="/api/registrations/export/registrations"
      method="get"
      style={{ display: 'flex', gap: '0.75rem', alignItems: 'end', flexWrap: 'wrap', margin: '0 0 1.5rem' }}
    >
      <ChoiceSelect name="day" label="参观日期" choices={days} value={filters.day} onChange={set('day')} />
      <ChoiceSelect name="industry" label="所属行业" choices={industries} value={filters.industry} onChange={set('industry')} />
      <ChoiceSelect name="purpose" label="参观目的" choices={purposes} value={filters.purpose} onChange={set('purpose')} />
      <label style={field}>
        邀请码
        <input
          type="text"
          name="invitationCode"
          maxLength={40}
          size={10}
          value={filters.invitationCode}
          onChange={(event) => set('invitationCode')(event.target.value)}
        />
      </label>
      <label style={field}>
        入场
        <select name="checkedIn" value={filters.checkedIn} onChange={(event) => set('checkedIn')(event.target.value)}>
          <option value="">全部</option>
          <option value="yes">已入场</option>
          <option value="no">未入场</option>
        </select>
      </label>
      <button
        type="button"
        className={`${button} registration-exports__filter`}
        style={{ margin: 0 }}
        onClick={() => void handleWhereChange?.(whereOf(filters))}
      >
        筛选列表
      </button>
      <button type="submit" name="format" value="csv" className={button} style={{ margin: 0 }}>
        导出 CSV
      </button>
      <button type="submit" name="format" value="xlsx" className={button} style={{ margin: 0 }}>
        导出 Excel
      </button>
      <button
        type="submit"
        formAction="/api/registrations/export/exhibitors"
        name="format"
        value="xlsx"
        className={button}
        style={{ margin: 0 }}
        title="仅含已登记且同意向展商提供信息的观众：姓名、单位、职务、手机号、邮箱、行业"
      >
        导出展商名单（Excel）
      </button>
    </form>
  )
}

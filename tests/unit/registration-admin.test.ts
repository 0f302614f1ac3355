import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { ADMIN_DATE_FORMAT } from '@/locales/dates'
import { Registrations } from '@/registration/collection'
import { RegistrationSettings } from '@/registration/settings'

/** Every field with a name, whatever rows and collapsibles hold it. */
function namedFields(fields: Field[]): Extract<Field, { name: string }>[] {
  return fields.flatMap((field) => [
    ...('name' in field ? [field] : []),
    ...('fields' in field && Array.isArray(field.fields) ? namedFields(field.fields) : []),
  ])
}

describe('J2 the registrations list in the admin', () => {
  it('J2 every date of the registrations and their settings is shown as 2026-11-29 09:00 (or 2026-11-29 for a day), never the picker’s 「11月 29, 2026 9:00 上午」', () => {
    const dates = [...namedFields(Registrations.fields), ...namedFields(RegistrationSettings.fields)].filter(
      (field) => field.type === 'date',
    )
    expect(dates.map((field) => field.name)).toEqual(
      expect.arrayContaining(['consentedAt', 'checkedInAt', 'shareWithdrawnAt', 'anonymisedAt', 'opensAt', 'closesAt', 'date']),
    )
    for (const field of dates) {
      const date = field.type === 'date' ? field.admin?.date : undefined
      expect({ field: field.name, format: date?.displayFormat }).toEqual({
        field: field.name,
        format: date?.pickerAppearance === 'dayOnly' ? 'yyyy-MM-dd' : ADMIN_DATE_FORMAT,
      })
    }
  })

  it('J2 industry and purpose are shown by label in the list and on the record, and not offered to the list’s filter as codes to type', () => {
    const byName = new Map(namedFields(Registrations.fields).map((field) => [field.name, field]))
    for (const [name, list] of [
      ['industry', 'Industry'],
      ['purpose', 'Purpose'],
    ] as const) {
      const field = byName.get(name)
      const admin = field?.type === 'text' ? field.admin : undefined
      expect(admin?.components).toMatchObject({
        Cell: `/registration/admin/ChoiceLabels#${list}Cell`,
        Field: `/registration/admin/ChoiceLabels#${list}Field`,
      })
      expect(admin?.disableListFilter).toBe(true)
    }
  })
})
